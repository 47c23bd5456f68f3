import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataIsDear, prefetchWhenIdle, whenIdle } from './when-idle';

describe('whenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the task once, the delay after the page has loaded', () => {
    const task = vi.fn();
    whenIdle(task, 1000);
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2001);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled task', () => {
    const task = vi.fn();
    const cancel = whenIdle(task, 1000);
    vi.advanceTimersByTime(500);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
  });
});

describe('prefetchWhenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'connection');
  });
  const connect = (connection: { saveData?: boolean; effectiveType?: string }) =>
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });

  it('fetches when idle on an ordinary connection, or where the browser does not say', () => {
    for (const connection of [undefined, { saveData: false, effectiveType: '4g' }, { effectiveType: '3g' }]) {
      if (connection) connect(connection);
      const task = vi.fn();
      prefetchWhenIdle(task);
      vi.advanceTimersByTime(10_000);
      expect(task).toHaveBeenCalledTimes(1);
    }
  });

  it('leaves the code to the first pointer-over when the visitor saves data or is on 2G', () => {
    for (const connection of [
      { saveData: true, effectiveType: '4g' },
      { effectiveType: '2g' },
      { effectiveType: 'slow-2g' },
    ]) {
      connect(connection);
      expect(dataIsDear()).toBe(true);
      const task = vi.fn();
      prefetchWhenIdle(task);
      vi.advanceTimersByTime(10_000);
      expect(task).not.toHaveBeenCalled();
    }
  });
});
