import pLimit from 'p-limit';
import type { Executor } from '../../db/executor';
import { RepeatingRun } from '../../lib/repeating-run';
import { checkFeed, type CheckSettings } from './check';
import * as repository from './repository';

export interface FriendFeedJobOptions extends CheckSettings {
  db: Executor;
  /** Links checked at once. */
  concurrency: number;
  /** Links taken per run; the rest wait for the next. */
  batchSize: number;
  log: { error(details: object, message: string): void };
}

/** How long a link being checked is held by the process checking it (well past a read's time limit). */
const CLAIM_MS = 10 * 60_000;

/** How often the timer looks for links whose check is due (at most: the interval when it is shorter). */
const TICK_MS = 60_000;

/**
 * The schedule of the friends' feed: every tick it checks the approved links whose `next_check_at` has
 * come, a few at a time, each claimed first by a conditional update so that blog processes sharing one
 * database never check a link twice. The timer never keeps the process alive; `stop()` waits for a run
 * under way.
 */
export class FriendFeedJob {
  readonly #options: FriendFeedJobOptions;
  readonly #schedule: RepeatingRun;

  constructor(options: FriendFeedJobOptions) {
    this.#options = options;
    this.#schedule = new RepeatingRun(
      () => this.#checkDue(new Date()),
      Math.min(TICK_MS, options.intervalMs),
    );
  }

  start(): void {
    this.#schedule.start();
  }

  stop(): Promise<void> {
    return this.#schedule.stop();
  }

  /** Checks the links due at `now`; how many this process checked. Never rejects. */
  runOnce(now = new Date()): Promise<number> {
    return this.#schedule.track(this.#checkDue(now));
  }

  /** Checks one link now, whatever its schedule; false when another run holds it. */
  async checkNow(linkId: number, now = new Date()): Promise<boolean> {
    const { db } = this.#options;
    await repository.addMissingFeeds(db, now.toISOString());
    const feed = await repository.findFeed(db, linkId);
    if (!feed) return false;
    return this.#claimAndCheck(feed, now);
  }

  async #checkDue(now: Date): Promise<number> {
    const { db, log, concurrency, batchSize } = this.#options;
    try {
      await repository.addMissingFeeds(db, now.toISOString());
      const due = await repository.dueFeeds(db, now.toISOString(), batchSize);
      const limit = pLimit(concurrency);
      const checked = await Promise.all(due.map((feed) => limit(() => this.#claimAndCheck(feed, now))));
      return checked.filter(Boolean).length;
    } catch (error) {
      log.error({ err: error }, 'friend feeds: the run failed');
      return 0;
    }
  }

  async #claimAndCheck(feed: repository.FeedToCheck, now: Date): Promise<boolean> {
    const { db, log, postsPerLink } = this.#options;
    // Another process sharing the database may have taken it since the read.
    if (!(await repository.claimFeed(db, feed, new Date(now.getTime() + CLAIM_MS).toISOString())))
      return false;
    const { record, posts } = await checkFeed(feed, this.#options, now);
    try {
      if (posts) await repository.savePosts(db, feed.link_id, posts, postsPerLink, record.last_checked_at);
      await repository.recordCheck(db, feed.link_id, record);
    } catch (error) {
      // The link was deleted meanwhile, or the database is away: the claim runs out and it is tried again.
      log.error({ err: error, link: feed.link_id }, 'friend feeds: could not save a check');
    }
    return true;
  }
}
