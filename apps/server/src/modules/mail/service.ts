import type { AdminMailItem, AdminMailSettings, CommentItem, Link, MailSettings } from '@blog/contract';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { MailKind } from '../../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { originOf } from '../../lib/origin';
import { formatDateTime, nowIso } from '../../lib/time';
import { readMailToken, signMailToken, VERIFY_LIFETIME_MS } from './mail-token';
import { smtpSender } from './mailer';
import { MailQueue } from './queue';
import { messageText } from '../message/sanitize';
import { findFirstAdmin } from '../user/repository';
import * as repository from './repository';
import { plainExcerpt, renderMail, type MailContent } from './templates';

/** What the unsubscribe link of each kind of mail turns off, as the mail and its page say it. */
const KIND_NAMES: Record<MailKind, string> = {
  owner: '新评论、留言和友链申请的提醒',
  reply: '回复提醒',
  link: '友链审核结果的通知',
  verify: '邮箱验证邮件',
  test: '测试邮件',
  reset: '找回密码的邮件',
};

/** A verification mail is sent again to the same address only after this. */
const VERIFY_RESEND_MS = 10 * 60_000;

const TARGET_NAMES: Record<number, string> = { 1: '文章', 2: '说说', 3: '留言' };

/** The mail as a use-case gets it from its route: the service, and where the links in its mails lead. */
export interface MailDeps {
  mail: MailService;
  /** mailOrigin of the request. */
  origin: string;
}

/** Where the links in a mail lead: SITE_URL, else the address the request came in on. */
export const mailOrigin = (request: FastifyRequest): string =>
  request.server.ctx.config.mail.siteUrl ?? originOf(request);

/**
 * Where a comment is read: the article, the talk (named by `?id=`, so the talk page opens that talk's
 * folded comments) or the message, at the comment's anchor.
 */
export function commentPath(comment: Pick<CommentItem, 'id' | 'type' | 'for_id'>): string {
  const anchor = `#comment-${comment.id}`;
  if (comment.type === 1) return `/article?id=${comment.for_id}${anchor}`;
  if (comment.type === 3) return `/message/detail?id=${comment.for_id}${anchor}`;
  return `/talk?id=${comment.for_id}${anchor}`;
}

/**
 * A comment as its mails tell of it: from the API (a guest's `from_id` 0, `guest` true) or from the
 * database (a guest's `from_id` null).
 */
type MailedComment = Pick<CommentItem, 'id' | 'type' | 'for_id' | 'from_name' | 'to_id' | 'content'> & {
  from_id: number | null;
  guest?: boolean;
};

/** The comment's author's account, null for a guest. */
const authorOf = (comment: MailedComment): number | null => (comment.guest ? null : comment.from_id);

/** The outcome of a link in a mail, for its page. */
export interface LinkOutcome {
  ok: boolean;
  title: string;
  message: string;
}

/**
 * Mail (issue #18): who hears about what, the queue it goes through and the links in it. Off while
 * SMTP_URL is unset: then nothing is queued, no address is kept, and every event is a no-op.
 * The events are called by the routes after a successful write and never fail that write: a
 * problem here is logged.
 */
export class MailService {
  readonly enabled: boolean;
  readonly #ctx: AppContext;
  readonly #log: FastifyBaseLogger;
  readonly #queue: MailQueue | undefined;
  readonly #closeTransport: (() => void) | undefined;

  constructor(ctx: AppContext, log: FastifyBaseLogger) {
    this.#ctx = ctx;
    this.#log = log;
    const { smtpUrl, from } = ctx.config.mail;
    this.enabled = smtpUrl !== undefined;
    if (smtpUrl) {
      const sender = smtpSender(smtpUrl, from);
      this.#closeTransport = sender.close;
      this.#queue = new MailQueue({ db: ctx.db.kysely, send: sender.send, log });
    }
  }

  start(): void {
    this.#queue?.start();
  }

  async stop(): Promise<void> {
    await this.#queue?.stop();
    this.#closeTransport?.();
  }

  /** Sends the mails due at `now` (the worker does so every few seconds); how many went. */
  flush(now?: number): Promise<number> {
    return this.#queue?.flush(now) ?? Promise.resolve(0);
  }

  get #db() {
    return this.#ctx.db.kysely;
  }

  // Events -------------------------------------------------------------------------------------

  /**
   * A comment was written (`answeredId`: the comment a reply answers). The owner hears of it; the
   * one answered — or the author of the message commented on — gets a reply mail; an address left
   * on the form is kept for replies to this comment, once verified. A held one (moderation) is
   * the owner's to review: nobody else hears of it (`approved` sends the reply mails later, without
   * the owner's).
   */
  async commented(
    origin: string,
    comment: MailedComment,
    email?: string,
    answeredId?: number,
    { held = false, owner = true }: { held?: boolean; owner?: boolean } = {},
  ) {
    await this.#safely('comment', async () => {
      if (email) await this.#watch(origin, 'comment', comment.id, email);
      const url = origin + commentPath(comment);
      const where = await this.#targetName(comment.type, comment.for_id);
      let replied: string | undefined;
      if (held) {
        // Nobody but its author sees it yet: the owner is asked to review it.
      } else if (answeredId !== undefined && !(await this.#answersItself(comment, answeredId))) {
        replied = await this.#addressFor('comment', answeredId, comment.to_id);
        if (replied) {
          await this.#send(origin, 'reply', replied, {
            subject: `${comment.from_name} 回复了你的评论`,
            greeting: '你好：',
            lines: [`${comment.from_name} 在${where}下回复了你的评论：`],
            quote: plainExcerpt(comment.content),
            action: { label: '查看回复', url },
          });
        }
      } else if (answeredId === undefined && comment.type === 3) {
        const message = await repository.findMessageAuthor(this.#db, comment.for_id);
        if (message && (message.user_id === null || message.user_id !== comment.from_id)) {
          replied = await this.#addressFor('message', comment.for_id, message.user_id);
          if (replied) {
            await this.#send(origin, 'reply', replied, {
              subject: `${comment.from_name} 评论了你的留言`,
              greeting: '你好：',
              lines: [`${comment.from_name} 评论了你的留言：`],
              quote: plainExcerpt(comment.content),
              action: { label: '查看评论', url },
            });
          }
        }
      }
      if (!owner || (await this.#byOwner(authorOf(comment)))) return;
      await this.#toOwner(origin, replied, {
        subject: `${comment.from_name} ${answeredId === undefined ? '评论了' : '回复了评论，在'}${where}${held ? '（待审核）' : ''}`,
        greeting: '站长你好：',
        lines: [
          `${comment.from_name} 在${where}下${answeredId === undefined ? '发表了评论' : '回复了评论'}${held ? '，等待你的审核' : ''}：`,
        ],
        quote: plainExcerpt(comment.content),
        action: held
          ? { label: '去审核', url: `${origin}/admin/moderation?tab=held` }
          : { label: '查看评论', url },
      });
    });
  }

  /** A message was left on the board: the owner hears of it; an address left is kept for its replies. */
  async messagePosted(
    origin: string,
    message: { id: number; nick_name: string; message: string; user_id: number | null },
    email?: string,
    { held = false }: { held?: boolean } = {},
  ) {
    await this.#safely('message', async () => {
      if (email) await this.#watch(origin, 'message', message.id, email);
      if (await this.#byOwner(message.user_id)) return;
      await this.#toOwner(origin, undefined, {
        subject: `${message.nick_name} 发表了新留言${held ? '（待审核）' : ''}`,
        greeting: '站长你好：',
        lines: [`${message.nick_name} 在留言板发表了新留言${held ? '，等待你的审核' : ''}：`],
        // A message is sanitized HTML; the mail quotes its text.
        quote: plainExcerpt(messageText(message.message)),
        action: held
          ? { label: '去审核', url: `${origin}/admin/moderation?tab=held` }
          : { label: '查看留言', url: `${origin}/message/detail?id=${message.id}` },
      });
    });
  }

  /** A user applied for a link: the owner hears of it; an address left hears of the review. */
  async linkApplied(origin: string, link: Link, email?: string) {
    await this.#safely('link application', async () => {
      if (email) await this.#watch(origin, 'link', link.id, email);
      if (link.status !== 1) return;
      await this.#toOwner(origin, undefined, {
        subject: `新的友链申请：${link.site_name}`,
        greeting: '站长你好：',
        lines: [`有人申请了友链，等待你的审核：`, `${link.site_name}（${link.url}）`],
        quote: link.site_desc ?? undefined,
        action: { label: '去审核', url: `${origin}/admin/links` },
      });
    });
  }

  /** The owner approved or rejected a link: its applicant hears of it. */
  async linkReviewed(
    origin: string,
    link: Link,
    outcome: { approved: true } | { approved: false; reason: string },
  ) {
    await this.#safely('link review', async () => {
      const address = await this.#addressFor('link', link.id, link.user_id);
      if (!address) return;
      await this.#send(
        origin,
        'link',
        address,
        outcome.approved
          ? {
              subject: `你的友链申请已通过`,
              greeting: '你好：',
              lines: [`你申请的友链「${link.site_name}」已通过审核，现在可以在友链页看到它了。`],
              action: { label: '查看友链', url: `${origin}/link/list` },
            }
          : {
              subject: `你的友链申请未通过`,
              greeting: '你好：',
              lines: [`很遗憾，你申请的友链「${link.site_name}」未通过审核。原因：`],
              quote: outcome.reason,
            },
      );
    });
  }

  // Links in the mails --------------------------------------------------------------------------

  /** The verification link: the address (or the account's address) is confirmed. */
  async verify(token: string): Promise<LinkOutcome> {
    const read = readMailToken(this.#ctx.config.jwtSecret, token);
    if (read?.action !== 'verify') {
      return { ok: false, title: '链接无效', message: '验证链接无效或已过期，请重新提交邮箱。' };
    }
    if (read.user !== undefined) {
      const done = await repository.verifyUserAddress(this.#db, read.user, read.address, nowIso());
      if (!done)
        return { ok: false, title: '链接已失效', message: '账号的邮箱已经改了，这个验证链接不再有效。' };
    } else {
      await repository.verifyAddress(this.#db, read.address, nowIso());
    }
    return {
      ok: true,
      title: '邮箱已验证',
      message: `${read.address} 已验证，有人回复你时我们会发邮件提醒你。`,
    };
  }

  /** The unsubscribe link: that kind of mail stops for that address. */
  async unsubscribe(token: string): Promise<LinkOutcome> {
    const read = readMailToken(this.#ctx.config.jwtSecret, token);
    if (read?.action !== 'unsubscribe') return { ok: false, title: '链接无效', message: '退订链接无效。' };
    await repository.optOut(this.#db, read.address, read.kind, nowIso());
    return {
      ok: true,
      title: '已退订',
      message: `${read.address} 不会再收到${KIND_NAMES[read.kind]}。`,
    };
  }

  // The user centre -----------------------------------------------------------------------------

  async settings(userId: number): Promise<MailSettings> {
    const row = await repository.userMailSettings(this.#db, userId);
    return {
      enabled: this.enabled,
      email: row.email,
      verified: row.email_verified_at !== null,
      replies: row.email ? !(await repository.isOptedOut(this.#db, row.email, 'reply')) : true,
    };
  }

  /** A new address for the account: unverified until the link mailed to it is opened. */
  async setAddress(origin: string, userId: number, email: string | undefined): Promise<MailSettings> {
    if (!this.enabled) throw new BadRequestError('博客没有开启邮件功能');
    const current = await repository.userMailSettings(this.#db, userId);
    if ((email ?? null) !== current.email || (email && !current.email_verified_at)) {
      await repository.setUserAddress(this.#db, userId, email ?? null, nowIso());
      if (email) await this.#requestVerification(origin, email, userId);
    }
    return this.settings(userId);
  }

  async setReplies(userId: number, replies: boolean): Promise<MailSettings> {
    const { email } = await repository.userMailSettings(this.#db, userId);
    if (!email) throw new BadRequestError('请先设置邮箱');
    if (replies) await repository.optIn(this.#db, email, 'reply');
    else await repository.optOut(this.#db, email, 'reply', nowIso());
    return this.settings(userId);
  }

  // Password resets (modules/user/password-reset.ts) ---------------------------------------------

  /**
   * Where an account's reset link may go: the address the user proved theirs, or for an admin
   * without one, the owner's address (网站设置 → 邮件通知, else ADMIN_EMAIL).
   */
  async accountAddress(user: { id: number; role: number }): Promise<string | undefined> {
    const own = await repository.verifiedUserAddress(this.#db, user.id);
    if (own) return own;
    return user.role === 1 ? this.#ownerAddress() : undefined;
  }

  /** The account's verified address or, for an admin, the owner's: which account it is, or none. */
  async findAccountByAddress(address: string): Promise<number | undefined> {
    const lower = address.toLowerCase();
    const user = await repository.findUserByVerifiedAddress(this.#db, lower);
    if (user) return user.id;
    if ((await this.#ownerAddress())?.toLowerCase() !== lower) return undefined;
    const admin = await findFirstAdmin(this.#db);
    return admin?.id;
  }

  /** Queues the mail with a password reset link (none when the address turned these mails off). */
  async passwordReset(origin: string, to: string, reset: { username: string; url: string; minutes: number }) {
    await this.#send(origin, 'reset', to, {
      subject: '重设密码',
      greeting: '你好：',
      lines: [
        `有人（希望是你）请求重设账号 ${reset.username} 的密码。点击下面的按钮设置新密码，链接 ${reset.minutes} 分钟内有效，只能用一次。`,
        '设置新密码后，这个账号在所有设备上的登录都会失效，需要用新密码重新登录。',
        '如果不是你本人的操作，忽略这封邮件即可，密码不会改变。',
      ],
      action: { label: '重设密码', url: reset.url },
    });
  }

  // The console ---------------------------------------------------------------------------------

  async list(status: AdminMailItem['status'] | undefined, current: number, size: number) {
    const { rows, total } = await repository.listMails(this.#db, status, (current - 1) * size, size);
    const at = (iso: string) => formatDateTime(iso, this.#ctx.config.timeZone);
    const list: AdminMailItem[] = rows.map(({ next_attempt_at, sent_at, created_at, ...row }) => ({
      ...row,
      nextAttemptAt: at(next_attempt_at),
      sentAt: sent_at && at(sent_at),
      createdAt: at(created_at),
    }));
    return { current, size, total, list };
  }

  /** A failed mail is queued again (and sent at once when the server takes it). */
  async retry(id: number): Promise<{ id: number }> {
    if (!(await repository.retryMail(this.#db, id, nowIso()))) {
      if (!(await repository.mailExists(this.#db, id))) throw new NotFoundError('邮件不存在');
      throw new ConflictError('只能重发发送失败的邮件');
    }
    this.#kick();
    return { id };
  }

  async sendTest(origin: string, to: string | undefined): Promise<{ id: number }> {
    if (!this.enabled) throw new BadRequestError('博客没有开启邮件功能（未设置 SMTP_URL）');
    const address = to ?? (await this.#ownerAddress());
    if (!address) throw new BadRequestError('请先设置站长邮箱');
    const id = await this.#send(
      origin,
      'test',
      address,
      {
        subject: '测试邮件',
        greeting: '你好：',
        lines: ['这是一封测试邮件。收到它，说明博客的邮件设置是对的。'],
        action: { label: '打开博客', url: `${origin}/` },
      },
      { ignoreOptOut: true },
    );
    return { id: id! };
  }

  async adminSettings(): Promise<AdminMailSettings> {
    const { adminEmail } = await repository.siteMailSettings(this.#db);
    return {
      enabled: this.enabled,
      from: this.#ctx.config.mail.from,
      admin_email: adminEmail,
      env_admin_email: this.#ctx.config.mail.adminEmail ?? null,
    };
  }

  async updateAdminSettings(adminEmail: string | undefined): Promise<AdminMailSettings> {
    await repository.setAdminEmail(this.#db, adminEmail ?? null, nowIso());
    return this.adminSettings();
  }

  // Inside --------------------------------------------------------------------------------------

  async #safely(what: string, work: () => Promise<void>): Promise<void> {
    if (!this.enabled) return;
    try {
      await work();
    } catch (error) {
      this.#log.error({ err: error }, `could not queue the mails about a ${what}`);
    }
  }

  /** The worker sends what was just queued without waiting for its next round. */
  #kick(): void {
    if (this.#queue) void this.#queue.flush();
  }

  async #ownerAddress(): Promise<string | undefined> {
    const { adminEmail } = await repository.siteMailSettings(this.#db);
    return adminEmail ?? this.#ctx.config.mail.adminEmail;
  }

  /** Whether a reply answers its own author (a guest known by its identity): no mail for that. */
  async #answersItself(comment: MailedComment, answeredId: number): Promise<boolean> {
    const author = authorOf(comment);
    if (author !== null) return comment.to_id === author;
    const rows = await repository.commentGuests(this.#db, [comment.id, answeredId]);
    const [own, answered] = [comment.id, answeredId].map((id) => rows.find((row) => row.id === id)?.guest_id);
    return own != null && own === answered;
  }

  /** Whether the author is an admin (who needs no mail about their own words). */
  async #byOwner(userId: number | null): Promise<boolean> {
    if (userId === null) return false;
    return (await repository.userRole(this.#db, userId)) === 1;
  }

  /** To the owner, unless `already` (the address just mailed) is the owner's. */
  async #toOwner(origin: string, already: string | undefined, content: MailContent) {
    const owner = await this.#ownerAddress();
    if (owner && owner !== already) await this.#send(origin, 'owner', owner, content);
  }

  async #targetName(type: number, forId: number): Promise<string> {
    if (type !== 1) return TARGET_NAMES[type] ?? '';
    const title = await repository.articleTitle(this.#db, forId);
    return title === undefined ? '文章' : `文章《${title}》`;
  }

  /**
   * Where to mail about a comment, message or link: the address left on its form when verified, else
   * its author's account address when verified.
   */
  async #addressFor(
    subject: repository.WatchedSubject,
    id: number,
    userId: number | null,
  ): Promise<string | undefined> {
    const watched = await repository.watcherOf(this.#db, subject, id);
    if (watched && (await repository.findAddress(this.#db, watched))?.verified_at) return watched;
    return userId === null ? undefined : repository.verifiedUserAddress(this.#db, userId);
  }

  async #watch(origin: string, subject: repository.WatchedSubject, id: number, address: string) {
    await repository.watch(this.#db, subject, id, address, nowIso());
    await this.#requestVerification(origin, address);
  }

  /**
   * Mails a verification link to `address` (for account `user`, or for the forms), unless it is
   * verified already or was sent one lately: an address typed into a form gets one mail, not one
   * per comment.
   */
  async #requestVerification(origin: string, address: string, user?: number) {
    const now = nowIso();
    if (user === undefined) {
      await repository.rememberAddress(this.#db, address, now);
      const known = await repository.findAddress(this.#db, address);
      if (known?.verified_at) return;
      if (known?.verify_sent_at && Date.parse(known.verify_sent_at) > Date.now() - VERIFY_RESEND_MS) return;
      await repository.setVerifySent(this.#db, address, now);
    }
    const token = signMailToken(this.#ctx.config.jwtSecret, {
      action: 'verify',
      address,
      ...(user === undefined ? {} : { user }),
      expires: Date.now() + VERIFY_LIFETIME_MS,
    });
    await this.#send(origin, 'verify', address, {
      subject: '请验证你的邮箱',
      greeting: '你好：',
      lines: [
        user === undefined
          ? '你在博客留下了这个邮箱。点击下面的按钮确认它是你的，之后有人回复你时，我们会发邮件提醒你。'
          : '你为博客账号设置了这个邮箱。点击下面的按钮确认它是你的，之后有人回复你时，我们会发邮件提醒你。',
        '如果这不是你本人的操作，忽略这封邮件即可：不验证，就不会再收到提醒。',
      ],
      action: { label: '验证邮箱', url: `${origin}/mail/verify?token=${token}` },
    });
  }

  /** Queues one mail with its unsubscribe link; nothing when the address turned this kind off. */
  async #send(
    origin: string,
    kind: MailKind,
    to: string,
    content: Omit<MailContent, 'unsubscribe'>,
    options: { ignoreOptOut?: boolean } = {},
  ): Promise<number | undefined> {
    if (!options.ignoreOptOut && (await repository.isOptedOut(this.#db, to, kind))) return undefined;
    const { blogName } = await repository.siteMailSettings(this.#db);
    const token = signMailToken(this.#ctx.config.jwtSecret, { action: 'unsubscribe', address: to, kind });
    const unsubscribeUrl = `${origin}/mail/unsubscribe?token=${token}`;
    const mail = renderMail(blogName, {
      ...content,
      unsubscribe: { url: unsubscribeUrl, what: KIND_NAMES[kind] },
    });
    const [id] = await repository.enqueueMails(
      this.#db,
      [{ to_address: to, kind, unsubscribe_url: unsubscribeUrl, ...mail }],
      nowIso(),
    );
    this.#kick();
    return id;
  }
}
