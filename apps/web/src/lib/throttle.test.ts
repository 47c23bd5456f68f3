import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the first call at once and the latest one at the end of the window', () => {
    const fn = vi.fn<(y: number) => void>();
    const throttled = throttle(fn, 5);
    throttled(1);
    expect(fn).toHaveBeenLastCalledWith(1);
    throttled(2);
    throttled(3);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(4);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(3);
  });

  it('runs at most once per window during a steady stream', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    for (let t = 0; t < 1000; t += 10) {
      throttled(t);
      vi.advanceTimersByTime(10);
    }
    // One call per 100 ms window, never two.
    expect(fn.mock.calls.length).toBeGreaterThanOrEqual(9);
    expect(fn.mock.calls.length).toBeLessThanOrEqual(11);
  });

  it('runs immediately again once the window has passed', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    throttled();
    vi.advanceTimersByTime(150);
    throttled();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('does not add a trailing call when nothing came in the window', () => {
    const fn = vi.fn();
    throttle(fn, 100)();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('cancel drops the trailing call and lets the next call lead', () => {
    const fn = vi.fn<(n: number) => void>();
    const throttled = throttle(fn, 100);
    throttled(1);
    throttled(2);
    throttled.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn.mock.calls).toEqual([[1]]);
    throttled(3);
    expect(fn).toHaveBeenLastCalledWith(3);
  });

  it.each([-5, Number.NaN])('rejects wait %s', (wait) => {
    expect(() => throttle(() => {}, wait)).toThrow(RangeError);
  });
});
