import type { AppContext } from '../../context';
import type { FetchLimits } from '../../lib/guarded-fetch';
import { remotePicturesIn } from '../../lib/remote-picture';
import { RepeatingRun } from '../../lib/repeating-run';
import * as repository from './repository';
import { fetchPictures, pictureLimits, RETRY_MS } from './service';

/** How often the schedule looks for pictures to fetch. */
const TICK_MS = 60 * 60_000;

/**
 * Fetches the pictures given by address that have no copy (in the pictures' fields, and inside
 * articles' kept bodies and published messages), at start and then hourly, a batch at a time: what
 * an upgrade or an import (`blog import` keeps addresses as they are) finds in the database, what a
 * save could not fetch, and failed ones a day later. `onCopied` is told when a run
 * made copies (the read caches forget what they held). The timer never keeps the process alive;
 * `stop()` waits for a run under way.
 */
export class RemoteImages {
  readonly #schedule = new RepeatingRun(() => this.#fetchDue(new Date(), 50), TICK_MS);

  constructor(
    readonly ctx: AppContext,
    readonly log: { error(details: object, message: string): void },
    readonly onCopied: () => void = () => undefined,
    readonly limits: FetchLimits = pictureLimits(ctx),
  ) {}

  start(): void {
    this.#schedule.start();
  }

  stop(): Promise<void> {
    return this.#schedule.stop();
  }

  /** Fetches the pictures due at `now` (at most `batch`); how many were tried. Never rejects. */
  runOnce(now = new Date(), batch = 50): Promise<number> {
    return this.#schedule.track(this.#fetchDue(now, batch));
  }

  async #fetchDue(now: Date, batch: number): Promise<number> {
    try {
      const retryBefore = new Date(now.getTime() - RETRY_MS).toISOString();
      const db = this.ctx.db.kysely;
      const due = await repository.dueSources(db, retryBefore, batch);
      // Pictures inside articles' bodies and messages: fetchPictures leaves out those with a copy.
      const inHtml = (await repository.htmlWithPictures(db)).flatMap(remotePicturesIn);
      const { tried, copied } = await fetchPictures(this.ctx, [...due, ...inHtml], {
        limits: this.limits,
        now,
        limit: batch,
      });
      if (copied > 0) this.onCopied();
      return tried;
    } catch (error) {
      this.log.error({ err: error }, 'remote images: the run failed');
      return 0;
    }
  }
}
