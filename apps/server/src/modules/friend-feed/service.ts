import type { AdminLinkHealth, FriendPost } from '@blog/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { formatDateTime } from '../../lib/time';
import { findLink } from '../link/repository';
import { DEFAULT_LIMITS } from '../../lib/guarded-fetch';
import { FriendFeedJob } from './job';
import * as repository from './repository';

/** A link is flagged dead after this many failed checks in a row, or after failing this long. */
export const DEAD_AFTER_FAILURES = 5;
export const DEAD_AFTER_MS = 7 * 24 * 60 * 60_000;
/** Posts kept per friend link (the newest). */
export const POSTS_PER_LINK = 20;

/**
 * The friends' feed 朋友圈 (issue #19): the schedule that reads approved friend links and their
 * feeds, the public page's posts and the console's health of each link. Without a schedule
 * (`FRIEND_FEED_INTERVAL_MINUTES=0`) links are checked only when the owner asks (立即检查).
 */
export class FriendFeeds {
  readonly job: FriendFeedJob;
  readonly #ctx: AppContext;
  readonly #scheduled: boolean;

  constructor(ctx: AppContext, log: FastifyBaseLogger) {
    this.#ctx = ctx;
    const { intervalMinutes, allowPrivate } = ctx.config.friendFeed;
    this.#scheduled = intervalMinutes > 0;
    this.job = new FriendFeedJob({
      db: ctx.db.kysely,
      limits: { ...DEFAULT_LIMITS, allowPrivate },
      // Off: the wait after a check only matters to a schedule, so an hour is as good as any.
      intervalMs: (intervalMinutes || 60) * 60_000,
      postsPerLink: POSTS_PER_LINK,
      concurrency: 4,
      batchSize: 50,
      log,
    });
  }

  start(): void {
    if (this.#scheduled) this.job.start();
  }

  async stop(): Promise<void> {
    await this.job.stop();
  }

  /** The public page: posts of approved links, newest first. */
  async posts(current: number, size: number) {
    const { rows, total } = await repository.listPosts(this.#ctx.db.kysely, (current - 1) * size, size);
    // Avatars given by address come as the blog's copies (modules/remote-image).
    const list: FriendPost[] = rows.map(({ sort_at, ...row }) => ({
      ...row,
      date: formatDateTime(sort_at, this.#ctx.config.timeZone),
    }));
    return { current, size, total, list };
  }

  /** The console: every approved link's health, or the dead ones only. */
  async health(current: number, size: number, deadOnly: boolean, now = new Date()) {
    const filter: repository.HealthFilter = deadOnly
      ? {
          dead: {
            failures: DEAD_AFTER_FAILURES,
            failingSince: new Date(now.getTime() - DEAD_AFTER_MS).toISOString(),
          },
        }
      : {};
    const { rows, total } = await repository.listHealth(
      this.#ctx.db.kysely,
      filter,
      (current - 1) * size,
      size,
    );
    return { current, size, total, list: rows.map((row) => this.#toHealth(row, now)) };
  }

  /** 立即检查: checks the link now and answers its health after the check. */
  async checkNow(linkId: number): Promise<AdminLinkHealth> {
    await this.#approvedLink(linkId);
    if (!(await this.job.checkNow(linkId))) throw new ConflictError('这个友链正在检查中，请稍后再看');
    return this.#healthOf(linkId);
  }

  /** The owner's feed address for a link, or null to find it on the site again; checked at once. */
  async setFeedUrl(linkId: number, feedUrl: string | null): Promise<AdminLinkHealth> {
    await this.#approvedLink(linkId);
    const db = this.#ctx.db.kysely;
    const now = new Date().toISOString();
    await repository.addMissingFeeds(db, now);
    const before = await repository.findFeed(db, linkId);
    await repository.setFeedUrl(db, linkId, feedUrl, now);
    // Posts of a feed the owner replaced are not the friend's any more.
    if (before?.feed_url !== feedUrl) await repository.deletePosts(db, linkId);
    return this.checkNow(linkId);
  }

  async #approvedLink(linkId: number): Promise<void> {
    const link = await findLink(this.#ctx.db.kysely, linkId);
    if (link?.status !== 2) throw new NotFoundError('友链不存在或尚未通过审核');
  }

  async #healthOf(linkId: number): Promise<AdminLinkHealth> {
    const { rows } = await repository.listHealth(this.#ctx.db.kysely, { linkId }, 0, 1);
    const row = rows[0];
    if (!row) throw new NotFoundError('友链不存在或尚未通过审核');
    return this.#toHealth(row, new Date());
  }

  #toHealth(row: repository.HealthRow, now: Date): AdminLinkHealth {
    const zone = this.#ctx.config.timeZone;
    const failures = row.failures ?? 0;
    const failingSince = row.failing_since ? Date.parse(row.failing_since) : undefined;
    return {
      id: row.id,
      site_name: row.site_name,
      // The blog's copy of one given by address (modules/remote-image).
      site_avatar: row.site_avatar,
      url: row.url,
      feed_url: row.feed_url,
      feed_url_manual: row.feed_url_manual === 1,
      reachable: row.reachable === null ? null : row.reachable === 1,
      last_checked_at: row.last_checked_at ? formatDateTime(row.last_checked_at, zone) : null,
      last_error: row.last_error,
      feed_error: row.feed_error,
      failures,
      dead:
        failures >= DEAD_AFTER_FAILURES ||
        (failingSince !== undefined && now.getTime() - failingSince >= DEAD_AFTER_MS),
      next_check_at: row.next_check_at ? formatDateTime(row.next_check_at, zone) : null,
      post_count: Number(row.post_count ?? 0),
    };
  }
}
