import { CAPTCHA_HEADER, CAPTCHA_REQUIRED_STATUS } from '@blog/contract/captcha';
import type { BannedIp, ModerationSettings } from '@blog/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError, BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { originOf } from '../../lib/origin';
import { formatDateTime, nowIso } from '../../lib/time';
import { akismetSaysSpam } from './akismet';
import { Captcha } from './captcha';
import * as repository from './repository';
import type { WindowCounts } from '../../lib/window-counts';
import { countLinks, foundWord, normalized, wordsOf } from './rules';

/** Publish (1) or hold (2), and why it is held. */
export interface Verdict {
  status: 1 | 2;
  reason: string | null;
}

export interface Submission {
  kind: 'message' | 'comment';
  /** The writer: a user, or a guest (null). */
  userId: number | null;
  owner: boolean;
  /** A user's nickname or a guest's name, for Akismet. */
  name: string;
  /** The text (a message's HTML as stored). */
  text: string;
  /** A change of something written before: not a repeat of itself. */
  edit?: boolean;
}

class CaptchaRequired extends AppError {
  constructor(message: string) {
    super(CAPTCHA_REQUIRED_STATUS, message);
  }
}

/**
 * The owner's moderation (issue #18): the rules (held for approval, refused words, links, repeats,
 * Akismet) every comment and message passes, the captcha on guarded writes, and banned addresses.
 * What the rules hold waits in the owner's queue (modules/moderation-queue), which builds on this.
 */
export class Moderation {
  readonly captcha: Captcha;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: { warn(details: object, message: string): void },
    now: () => number = Date.now,
    counts?: WindowCounts,
  ) {
    this.captcha = new Captcha(ctx.config.jwtSecret, now, counts);
  }

  /** The owner's rules, or the defaults until they save some. */
  async settings(): Promise<ModerationSettings> {
    const row = await repository.findSettings(this.ctx.db.kysely);
    if (!row) {
      return {
        mode: 0,
        captcha_after: this.ctx.config.captchaAfter,
        reject_words: '',
        hold_words: '',
        max_links: 3,
        duplicate_minutes: 10,
        akismet_key: null,
        guest_comments: true,
      };
    }
    const { id: _id, updated_at: _updated, mode, guest_comments, ...rest } = row;
    return { ...rest, mode: mode as ModerationSettings['mode'], guest_comments: guest_comments === 1 };
  }

  /** Saves the owner's rules; guest comments stay as they are when the form does not say. */
  async saveSettings(
    settings: Omit<ModerationSettings, 'guest_comments'> & { guest_comments?: boolean },
  ): Promise<ModerationSettings> {
    const guestComments = settings.guest_comments ?? (await this.settings()).guest_comments;
    await repository.saveSettings(this.ctx.db.kysely, {
      ...settings,
      guest_comments: guestComments ? 1 : 0,
      updated_at: nowIso(),
    });
    return this.settings();
  }

  /** The addresses banned from writing (a held item's author banned from the queue), newest first. */
  async bannedIps(): Promise<BannedIp[]> {
    const rows = await repository.listBannedIps(this.ctx.db.kysely);
    return rows.map((row) => ({
      id: row.id,
      ip: row.ip,
      reason: row.reason,
      createdAt: formatDateTime(row.created_at, this.ctx.config.timeZone),
    }));
  }

  async unbanIp(id: number): Promise<void> {
    if (!(await repository.unbanIp(this.ctx.db.kysely, id))) throw new NotFoundError('封禁记录不存在');
  }

  /**
   * Before a guarded write (messages, comments, registration, link applications): refuses a banned
   * address, and asks for a solved captcha (HTTP 428) once the address has made the owner's number
   * of such writes in the last minute. The owner is never asked.
   */
  readonly guard = async (request: FastifyRequest): Promise<void> => {
    if (request.user?.role === 1) return;
    await this.#refuseBanned(request.ip);
    const { captcha_after } = await this.settings();
    if (!(await this.captcha.needed(request.ip, captcha_after))) return;
    const header = request.headers[CAPTCHA_HEADER];
    const verdict = await this.captcha.verify(Array.isArray(header) ? header[0] : header);
    if (verdict === 'missing') throw new CaptchaRequired('请先完成人机验证');
    if (verdict === 'invalid') throw new CaptchaRequired('人机验证未通过，请重试');
  };

  /**
   * Applies the rules to a comment or message about to be written: refuses it (400) for a refused
   * word, too many links or a repeat; otherwise publishes or holds it. The owner's own pass.
   */
  async screen(request: FastifyRequest, submission: Submission): Promise<Verdict> {
    if (submission.owner) return { status: 1, reason: null };
    const settings = await this.settings();
    const { text } = submission;
    this.#refuseWordsAndLinks(settings, text);
    if (settings.duplicate_minutes > 0 && !submission.edit) {
      const since = new Date(Date.now() - settings.duplicate_minutes * 60_000).toISOString();
      const table = submission.kind === 'message' ? 'messages' : 'comments';
      const recent = await repository.recentTexts(
        this.ctx.db.kysely,
        table,
        { userId: submission.userId, ip: request.ip },
        since,
      );
      const same = normalized(text);
      if (recent.some((earlier) => normalized(earlier) === same)) {
        throw new BadRequestError('请不要重复发送相同的内容');
      }
    }
    if (settings.mode === 2) return { status: 2, reason: '所有评论和留言都需审核' };
    if (settings.mode === 1 && submission.userId === null) {
      return { status: 2, reason: submission.kind === 'message' ? '游客留言需审核' : '游客评论需审核' };
    }
    const word = foundWord(text, wordsOf(settings.hold_words));
    if (word) return { status: 2, reason: `包含待审词语「${word}」` };
    if (settings.akismet_key) {
      const spam = await akismetSaysSpam(
        this.ctx.config.akismetUrl,
        {
          key: settings.akismet_key,
          site: originOf(request),
          ip: request.ip,
          userAgent: String(request.headers['user-agent'] ?? ''),
          kind: submission.kind,
          author: submission.name,
          content: text,
        },
        (problem) =>
          this.log.warn({ problem }, 'Akismet could not check a submission; it is judged by the other rules'),
      );
      if (spam) return { status: 2, reason: 'Akismet 认为是垃圾内容' };
    }
    return { status: 1, reason: null };
  }

  /**
   * A line of the chat room: lines are live, so nothing is held; a banned address, a refused word
   * or too many links are refused as on the board. The owner's pass.
   */
  async screenLine(ip: string, text: string, owner: boolean): Promise<void> {
    if (owner) return;
    await this.#refuseBanned(ip);
    this.#refuseWordsAndLinks(await this.settings(), text);
  }

  async #refuseBanned(ip: string): Promise<void> {
    if (await repository.isBanned(this.ctx.db.kysely, ip))
      throw new ForbiddenError('你所在的网络地址已被禁止发言');
  }

  #refuseWordsAndLinks(settings: ModerationSettings, text: string): void {
    if (foundWord(text, wordsOf(settings.reject_words)))
      throw new BadRequestError('内容包含不允许发布的词语');
    if (settings.max_links !== null && countLinks(text) > settings.max_links) {
      throw new BadRequestError(
        settings.max_links === 0 ? '不能包含链接' : `链接太多了：最多 ${settings.max_links} 个`,
      );
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    moderation: Moderation;
  }
}
