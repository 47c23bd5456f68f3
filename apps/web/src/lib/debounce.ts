export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drops the pending call, e.g. when the component that scheduled it unmounts. */
  cancel(): void;
  /** Runs the pending call now, if there is one. */
  flush(): void;
  /** Whether a call is waiting to run. */
  pending(): boolean;
}

function assertWait(wait: number): void {
  if (!Number.isFinite(wait) || wait < 0)
    throw new RangeError(`wait must be a finite number ≥ 0, got ${wait}`);
}

/**
 * Delays `fn` until `wait` ms have passed without another call; the last arguments win.
 * @throws RangeError when `wait` is negative or not finite.
 */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait: number): Debounced<A> {
  assertWait(wait);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastArgs: A | undefined;

  const run = (): void => {
    const args = lastArgs;
    timer = undefined;
    lastArgs = undefined;
    if (args) fn(...args);
  };

  const debounced = (...args: A): void => {
    lastArgs = args;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(run, wait);
  };

  debounced.cancel = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    lastArgs = undefined;
  };
  debounced.flush = (): void => {
    if (timer === undefined) return;
    clearTimeout(timer);
    run();
  };
  debounced.pending = (): boolean => timer !== undefined;
  return debounced;
}
