import { createHash, randomBytes } from 'node:crypto';
import { SerialFlush } from '../../lib/serial-flush';
import { WindowCounts } from '../../lib/window-counts';

/**
 * Who has read what lately, so that a visitor counts once per article per window: kept as salted
 * hashes of (visitor, article) — the salt comes from the install's secret and never leaves the
 * server, so no address can be read back — in the app's `WindowCounts`: with Redis, a visitor
 * whose reads land on two processes still counts once.
 */
export class RecentReaders {
  readonly #salt: string;

  constructor(
    readonly windowMs: number,
    private readonly counts: WindowCounts = new WindowCounts(),
    salt: string = randomBytes(16).toString('hex'),
  ) {
    this.#salt = salt;
  }

  /** True the first time `visitor` reads article `id` in the window (and remembers it). */
  async firstRead(visitor: string, id: number): Promise<boolean> {
    const key = createHash('sha256').update(this.#salt).update(`${id}|${visitor}`).digest('base64url');
    return (await this.counts.add(`read:${key}`, this.windowMs)) === 1;
  }
}

/** Where a batch of counts goes: adds each count to its article's views, all or nothing. */
export type WriteViews = (counts: ReadonlyMap<number, number>) => Promise<void>;

export interface ViewCounterOptions {
  write: WriteViews;
  /** How often pending counts are written. */
  intervalMs?: number;
  /**
   * The most articles with counts waiting. Beyond it, views of further articles are dropped (and
   * logged): a database that stays down must not grow the server's memory without end.
   */
  maxArticles?: number;
  /** A visitor's reads of one article within this are one view (README "Accounts and security"); 0 counts every read. */
  dedupeMs?: number;
  /** Where readers are remembered (the app's, shared through Redis) and the salt of their keys. */
  readers?: { counts: WindowCounts; salt: string };
  log: {
    error(details: object, message: string): void;
    warn(details: object, message: string): void;
  };
}

/**
 * Article views counted in memory and written in batches (docs/design.md §10): a read adds one to a map,
 * and about once a second one transaction adds each article's count to its `view_times`. A failed
 * write keeps its counts for the next one; `stop()` writes what is left. Until then the database is
 * behind by at most one interval (plus a write's time); `pending(id)` says by how much.
 */
export class ViewCounter extends SerialFlush {
  #pending = new Map<number, number>();
  /** The batch being written, until its write ends. */
  #inFlight: ReadonlyMap<number, number> = new Map();
  /** Views each article has had written by this process (see `beforeRead`). */
  #written = new Map<number, number>();
  #dropped = 0;
  readonly #write: WriteViews;
  readonly #maxArticles: number;
  readonly #log: ViewCounterOptions['log'];
  readonly #readers: RecentReaders | undefined;

  constructor({
    write,
    intervalMs = 1000,
    maxArticles = 100_000,
    dedupeMs = 0,
    readers,
    log,
  }: ViewCounterOptions) {
    super(intervalMs);
    this.#readers = dedupeMs > 0 ? new RecentReaders(dedupeMs, readers?.counts, readers?.salt) : undefined;
    this.#write = write;
    this.#maxArticles = maxArticles;
    this.#log = log;
  }

  /** Counts one view of article `id`, unless `visitor` (address and browser) read it lately. */
  async count(id: number, visitor?: string): Promise<void> {
    if (visitor !== undefined && this.#readers && !(await this.#readers.firstRead(visitor, id))) return;
    this.#add(id, 1);
  }

  /** Views of `id` counted here and not yet written (a write under way has taken its share). */
  pending(id: number): number {
    return this.#pending.get(id) ?? 0;
  }

  /**
   * Call before reading article `id` from the database: waits for a write under way (so the read
   * sees all of it or, should a later write start, none of that) and returns a mark for `notIn`.
   */
  async beforeRead(id: number): Promise<number> {
    await this.idle();
    return this.#written.get(id) ?? 0;
  }

  /**
   * Views of `id` counted here that a database read made after `beforeRead` returned `mark` does
   * not hold: those written since (the read may be a cached one, answered later), those being
   * written and those pending. A visitor who reloads sees their own view, whatever was written
   * in between.
   */
  notIn(id: number, mark: number): number {
    const writtenSince = Math.max(0, (this.#written.get(id) ?? 0) - mark);
    return writtenSince + (this.#inFlight.get(id) ?? 0) + this.pending(id);
  }

  protected async writePending(): Promise<void> {
    if (this.#pending.size === 0) return;
    const batch = this.#pending;
    this.#pending = new Map();
    await this.#writeBatch(batch);
  }

  async #writeBatch(batch: Map<number, number>): Promise<void> {
    this.#inFlight = batch;
    try {
      await this.#write(batch);
      // Bounded like the pending counts; forgetting them costs a cached read its views written since.
      if (this.#written.size + batch.size > this.#maxArticles) this.#written.clear();
      for (const [id, views] of batch) this.#written.set(id, (this.#written.get(id) ?? 0) + views);
    } catch (error) {
      for (const [id, views] of batch) this.#add(id, views);
      this.#log.error(
        { err: error, articles: batch.size },
        'could not write article views; they wait for the next flush',
      );
    } finally {
      this.#inFlight = new Map();
    }
    if (this.#dropped > 0) {
      this.#log.warn(
        { views: this.#dropped },
        'too many articles with unwritten views; some views were dropped',
      );
      this.#dropped = 0;
    }
  }

  #add(id: number, views: number): void {
    const current = this.#pending.get(id);
    if (current === undefined && this.#pending.size >= this.#maxArticles) {
      this.#dropped += views;
      return;
    }
    this.#pending.set(id, (current ?? 0) + views);
  }
}
