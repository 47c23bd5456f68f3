/** Shorter visits (a bounce, a mis-click) are not worth reporting. */
export const MIN_REPORTED_MS = 1000;
/** The server accepts at most 6 hours at a time (contract `readingDurationParams`). */
export const MAX_REPORTED_MS = 6 * 60 * 60 * 1000;

export interface ReadingClock {
  /** The page went out of sight: stop counting. */
  pause(at: number): void;
  /** The page is in sight again. */
  resume(at: number): void;
  /** The time read since the last take, restarting the count; the clock keeps its running state. */
  take(at: number): number;
}

/**
 * Counts how long an article is actually read: only while the page is visible. Times are
 * milliseconds from one monotonic source (`performance.now()`).
 */
export function createReadingClock(start: number, visible = true): ReadingClock {
  let total = 0;
  let since: number | null = visible ? start : null;
  const pause = (at: number) => {
    if (since === null) return;
    total += Math.max(0, at - since);
    since = null;
  };
  return {
    pause,
    resume(at) {
      since ??= at;
    },
    take(at) {
      const running = since !== null;
      pause(at);
      const read = total;
      total = 0;
      if (running) since = at;
      return read;
    },
  };
}

/** The whole milliseconds to report, or null when the visit was too short to count. */
export function reportableDuration(milliseconds: number): number | null {
  if (!Number.isFinite(milliseconds) || milliseconds < MIN_REPORTED_MS) return null;
  return Math.min(Math.round(milliseconds), MAX_REPORTED_MS);
}
