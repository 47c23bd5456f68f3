import { createHash, randomBytes } from 'node:crypto';
import { SerialFlush } from '../../lib/serial-flush';
import type { Agent } from './visit';

/** One counted page view, as the beacon's request gave it. */
export interface Visit {
  path: string;
  /** The client's address: hashed here, never kept. */
  ip: string;
  userAgent: string;
  referrer: string | null;
  agent: Agent;
  region: string;
}

/** What a visitor is on a day: the pages they opened (this batch) and what they are counted by. */
export interface DayVisitor extends Agent {
  region: string;
  paths: Set<string>;
}

/** The views and visitors of one day counted since the last write. */
export interface DayBatch {
  views: number;
  pages: Map<string, number>;
  referrers: Map<string, number>;
  /** By visitor hash. */
  visitors: Map<string, DayVisitor>;
}

/** A batch of counts, by day (`YYYY-MM-DD` in the site's time zone). */
export type VisitBatch = Map<string, DayBatch>;

/** Where a batch goes: added to the day's counts, all or nothing. */
export type WriteVisits = (batch: VisitBatch) => Promise<void>;
/** The day's salt, shared by all of the blog's processes (made by the first that asks). */
export type SaltOf = (day: string) => Promise<string>;

export interface VisitCounterOptions {
  write: WriteVisits;
  saltOf: SaltOf;
  /** The day an instant falls on, in the site's time zone. */
  dayOf: (instant: Date) => string;
  now?: () => Date;
  intervalMs?: number;
  /** The most distinct visitors and pages waiting; beyond it views are dropped (and logged). */
  maxEntries?: number;
  log: {
    error(details: object, message: string): void;
    warn(details: object, message: string): void;
  };
}

export const visitorHash = (salt: string, ip: string, userAgent: string) =>
  createHash('sha256').update(`${salt}|${ip}|${userAgent}`).digest('base64url').slice(0, 32);

/**
 * Distinct browsers counted as visitors from one address on one day (a home or an office behind one
 * address); beyond it, views from that address count as its first visitor's. A client that sends a
 * new User-Agent with every beacon used to add a "visitor" each time (#35).
 */
export const VISITORS_PER_ADDRESS = 8;

/** Today's visitors by (hashed) address, and those whose referrer was counted. */
interface Today {
  day: string;
  byAddress: Map<string, string[]>;
  referred: Set<string>;
}

/** A new random salt. */
export const newSalt = () => randomBytes(32).toString('base64url');

/**
 * Page views counted in memory and written in batches, like the article views (article/view-counter.ts):
 * a view adds to maps, and every few seconds one transaction adds them to the day's rows. A failed
 * write keeps its counts for the next one; `stop()` writes what is left.
 *
 * A visitor is a hash of the day's salt, the address and the browser: the address is hashed at once
 * and never written. Whether a visitor is new on the day is decided by the database when the batch
 * is written (a unique key), so that several processes, each with batches of its own, count them once.
 */
export class VisitCounter extends SerialFlush {
  #pending: VisitBatch = new Map();
  #entries = 0;
  #dropped = 0;
  #salt: { day: string; salt: Promise<string> } | undefined;
  /** Today's visitors by (hashed) address, and those whose referrer was counted: one a day each. */
  #today: Today | undefined;
  readonly #options: Required<Omit<VisitCounterOptions, 'log'>> & Pick<VisitCounterOptions, 'log'>;

  constructor(options: VisitCounterOptions) {
    const intervalMs = options.intervalMs ?? 5000;
    super(intervalMs);
    this.#options = { now: () => new Date(), maxEntries: 200_000, ...options, intervalMs };
  }

  /** Counts one page view. */
  async count(visit: Visit): Promise<void> {
    const day = this.#options.dayOf(this.#options.now());
    const salt = await this.#saltOf(day);
    const today = this.#todayOf(day);
    const visitor = this.#visitorOf(today, salt, visit);
    // A referrer once a visitor a day: a beacon sent again and again cannot fill the list of sites.
    const referrer = visit.referrer && !today.referred.has(visitor) ? visit.referrer : null;
    if (referrer && today.referred.size < this.#options.maxEntries) today.referred.add(visitor);
    let batch = this.#pending.get(day);
    if (!batch) {
      batch = { views: 0, pages: new Map(), referrers: new Map(), visitors: new Map() };
      this.#pending.set(day, batch);
    }
    const known = batch.visitors.get(visitor);
    const newPage = !batch.pages.has(visit.path);
    if ((!known || newPage) && this.#entries >= this.#options.maxEntries) {
      this.#dropped++;
      return;
    }
    batch.views++;
    batch.pages.set(visit.path, (batch.pages.get(visit.path) ?? 0) + 1);
    if (referrer) batch.referrers.set(referrer, (batch.referrers.get(referrer) ?? 0) + 1);
    if (known) {
      if (!known.paths.has(visit.path)) this.#entries++;
      known.paths.add(visit.path);
    } else {
      batch.visitors.set(visitor, { ...visit.agent, region: visit.region, paths: new Set([visit.path]) });
      this.#entries += 2;
    }
  }

  #todayOf(day: string) {
    if (this.#today?.day !== day) this.#today = { day, byAddress: new Map(), referred: new Set() };
    return this.#today;
  }

  /** The visitor a view is counted for: its address and browser, within the address's allowance. */
  #visitorOf(today: Today, salt: string, visit: Visit): string {
    const visitor = visitorHash(salt, visit.ip, visit.userAgent);
    const address = visitorHash(salt, visit.ip, '');
    const seen = today.byAddress.get(address);
    if (!seen) {
      if (today.byAddress.size < this.#options.maxEntries) today.byAddress.set(address, [visitor]);
      return visitor;
    }
    if (seen.includes(visitor)) return visitor;
    if (seen.length >= VISITORS_PER_ADDRESS) return seen[0]!;
    seen.push(visitor);
    return visitor;
  }

  #saltOf(day: string): Promise<string> {
    if (this.#salt?.day !== day) {
      const salt = this.#options.saltOf(day);
      this.#salt = { day, salt };
      // A failed read is asked again by the next view.
      salt.catch(() => {
        if (this.#salt?.salt === salt) this.#salt = undefined;
      });
    }
    return this.#salt.salt;
  }

  protected async writePending(): Promise<void> {
    if (this.#pending.size === 0) return;
    const batch = this.#pending;
    this.#pending = new Map();
    this.#entries = 0;
    await this.#writeBatch(batch);
  }

  async #writeBatch(batch: VisitBatch): Promise<void> {
    try {
      await this.#options.write(batch);
    } catch (error) {
      this.#merge(batch);
      this.#options.log.error(
        { err: error },
        'could not write visitor statistics; they wait for the next flush',
      );
    }
    if (this.#dropped > 0) {
      this.#options.log.warn({ views: this.#dropped }, 'too many unwritten visits; some views were dropped');
      this.#dropped = 0;
    }
  }

  /** Puts a batch that could not be written back in front of what was counted since. */
  #merge(batch: VisitBatch): void {
    for (const [day, counts] of this.#pending) {
      const into = batch.get(day);
      if (!into) {
        batch.set(day, counts);
        continue;
      }
      into.views += counts.views;
      for (const [path, views] of counts.pages) into.pages.set(path, (into.pages.get(path) ?? 0) + views);
      for (const [host, views] of counts.referrers)
        into.referrers.set(host, (into.referrers.get(host) ?? 0) + views);
      for (const [visitor, seen] of counts.visitors) {
        const known = into.visitors.get(visitor);
        if (known) for (const path of seen.paths) known.paths.add(path);
        else into.visitors.set(visitor, seen);
      }
    }
    this.#pending = batch;
    this.#entries = 0;
    for (const counts of batch.values()) {
      for (const seen of counts.visitors.values()) this.#entries += 1 + seen.paths.size;
    }
  }
}
