export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  /** Drops the pending trailing call and forgets the last run, e.g. on unmount. */
  cancel(): void;
}

/**
 * Runs `fn` at most once per `wait` ms (the header's scroll handler uses 5 ms, docs/spec.md §9).
 * The first call of a burst runs at once so the UI reacts immediately; calls inside the window
 * collapse into one trailing call with the latest arguments, so the final scroll position is seen.
 * @throws RangeError when `wait` is negative or not finite.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait: number): Throttled<A> {
  if (!Number.isFinite(wait) || wait < 0)
    throw new RangeError(`wait must be a finite number ≥ 0, got ${wait}`);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastRun: number | undefined;
  let pendingArgs: A | undefined;

  const invoke = (args: A): void => {
    lastRun = Date.now();
    fn(...args);
  };

  const runTrailing = (): void => {
    timer = undefined;
    const args = pendingArgs;
    pendingArgs = undefined;
    if (args) invoke(args);
  };

  const throttled = (...args: A): void => {
    const elapsed = lastRun === undefined ? Number.POSITIVE_INFINITY : Date.now() - lastRun;
    // A negative elapsed time means the clock went backwards; run rather than stall.
    if (elapsed >= wait || elapsed < 0) {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pendingArgs = undefined;
      invoke(args);
      return;
    }
    pendingArgs = args;
    timer ??= setTimeout(runTrailing, wait - elapsed);
  };

  throttled.cancel = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pendingArgs = undefined;
    lastRun = undefined;
  };
  return throttled;
}
