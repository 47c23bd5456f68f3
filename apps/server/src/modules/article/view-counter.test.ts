import { afterEach, describe, expect, it, vi } from 'vitest';
import { WindowCounts } from '../../lib/window-counts';
import { RecentReaders, ViewCounter, type WriteViews } from './view-counter';

const quietLog = () => ({ error: vi.fn(), warn: vi.fn() });

/**
 * A writer that keeps copies of the batches it was given (article id → views); its first write
 * waits for `holdFirst`, when given.
 */
function recordingWriter(holdFirst?: Promise<void>) {
  const batches: Record<number, number>[] = [];
  const write: WriteViews = async (counts) => {
    batches.push(Object.fromEntries(counts));
    if (holdFirst && batches.length === 1) await holdFirst;
  };
  return { batches, write };
}

/** A write that waits until `finish()` (or fails with `fail()`). */
function heldWrite() {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { done, finish, fail };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ViewCounter', () => {
  it('writes one batch with each article’s count, then has nothing pending', async () => {
    const { batches, write } = recordingWriter();
    const views = new ViewCounter({ write, log: quietLog() });
    void views.count(7);
    void views.count(3);
    void views.count(7);
    void views.count(7);
    expect(views.pending(7)).toBe(3);
    expect(views.pending(3)).toBe(1);
    expect(views.pending(99)).toBe(0);

    await views.flush();
    expect(batches).toEqual([{ 7: 3, 3: 1 }]);
    expect(views.pending(7)).toBe(0);
  });

  it('does not write when nothing was counted', async () => {
    const write = vi.fn<WriteViews>(() => Promise.resolve());
    const views = new ViewCounter({ write, log: quietLog() });
    await views.flush();
    expect(write).not.toHaveBeenCalled();
  });

  it('keeps a failed batch’s counts for the next flush, with the views counted since', async () => {
    const log = quietLog();
    const { batches, write } = recordingWriter();
    let down = true;
    const views = new ViewCounter({
      write: (counts) => (down ? Promise.reject(new Error('database is down')) : write(counts)),
      log,
    });
    void views.count(1);
    void views.count(1);
    void views.count(2);

    await expect(views.flush()).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(views.pending(1)).toBe(2);
    expect(views.pending(2)).toBe(1);

    void views.count(1);
    down = false;
    await views.flush();
    expect(batches).toEqual([{ 1: 3, 2: 1 }]);
    expect(views.pending(1)).toBe(0);
  });

  it('counts views made during a write into the next batch; a flush waits for the write under way', async () => {
    const held = heldWrite();
    const { batches, write } = recordingWriter(held.done);
    const views = new ViewCounter({ write, log: quietLog() });
    void views.count(5);
    const first = views.flush();
    void views.count(5);
    expect(views.pending(5)).toBe(1);

    const second = views.flush();
    await Promise.resolve();
    expect(batches).toHaveLength(1);
    held.finish();
    await Promise.all([first, second]);
    expect(batches).toEqual([{ 5: 1 }, { 5: 1 }]);
  });

  it('puts a failed batch back beside the views counted during it', async () => {
    const held = heldWrite();
    const views = new ViewCounter({ write: () => held.done, log: quietLog() });
    void views.count(4);
    const flushing = views.flush();
    void views.count(4);
    held.fail(new Error('no'));
    await flushing;
    expect(views.pending(4)).toBe(2);
  });

  it('tells a read the views it does not hold: pending, being written, and written since the read', async () => {
    const held = heldWrite();
    const { write } = recordingWriter(held.done);
    const views = new ViewCounter({ write, log: quietLog() });
    const mark = await views.beforeRead(5);
    void views.count(5);
    void views.count(5);
    void views.count(6);
    expect(views.notIn(5, mark)).toBe(2);

    const flushing = views.flush();
    expect(views.pending(5)).toBe(0);
    expect(views.notIn(5, mark)).toBe(2);
    held.finish();
    await flushing;
    // Written now, but not in a read made before: a cached read still adds them.
    expect(views.notIn(5, mark)).toBe(2);
    const later = await views.beforeRead(5);
    expect(views.notIn(5, later)).toBe(0);
    expect(views.notIn(6, await views.beforeRead(6))).toBe(0);
  });

  it('lets a read begin only after the write under way, and counts a failed write once', async () => {
    const held = heldWrite();
    const views = new ViewCounter({ write: () => held.done, log: quietLog() });
    void views.count(4);
    const flushing = views.flush();
    let marked: number | undefined;
    const reading = views.beforeRead(4).then((mark) => (marked = mark));
    await Promise.resolve();
    expect(marked).toBeUndefined();
    held.fail(new Error('no'));
    await Promise.all([flushing, reading]);
    expect(marked).toBe(0);
    expect(views.notIn(4, 0)).toBe(1);
  });

  it('keeps at most maxArticles articles waiting and says how many views it dropped', async () => {
    const log = quietLog();
    const views = new ViewCounter({
      write: () => Promise.reject(new Error('database is down')),
      maxArticles: 2,
      log,
    });
    void views.count(1);
    void views.count(2);
    void views.count(3);
    void views.count(3);
    void views.count(1);
    expect([views.pending(1), views.pending(2), views.pending(3)]).toEqual([2, 1, 0]);

    await views.flush();
    expect([views.pending(1), views.pending(2), views.pending(3)]).toEqual([2, 1, 0]);
    expect(log.warn).toHaveBeenCalledWith({ views: 2 }, expect.any(String));
  });

  it('writes every interval, one write at a time, and writes the rest when stopped', async () => {
    vi.useFakeTimers();
    const held = heldWrite();
    const { batches, write } = recordingWriter(held.done);
    const views = new ViewCounter({ write, intervalMs: 1000, log: quietLog() });
    views.start();
    void views.count(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(batches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([{ 1: 1 }]);

    // The first write hangs: the next ticks start no other.
    void views.count(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(batches).toHaveLength(1);
    held.finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(batches).toEqual([{ 1: 1 }, { 2: 1 }]);

    void views.count(3);
    await views.stop();
    expect(batches.at(-1)).toEqual({ 3: 1 });
    void views.count(3);
    await vi.advanceTimersByTimeAsync(5000);
    expect(batches).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('RecentReaders', () => {
  it('lets a visitor count once per article per window', async () => {
    let now = 0;
    const readers = new RecentReaders(30 * 60_000, new WindowCounts(undefined, 100, () => now));
    expect(await readers.firstRead('203.0.113.5|Phone', 1)).toBe(true);
    expect(await readers.firstRead('203.0.113.5|Phone', 1)).toBe(false);
    expect(await readers.firstRead('203.0.113.5|Phone', 2)).toBe(true);
    expect(await readers.firstRead('203.0.113.6|Phone', 1)).toBe(true);
    now += 30 * 60_000;
    expect(await readers.firstRead('203.0.113.5|Phone', 1)).toBe(true);
  });

  it('counts a visitor once across readers of one salt and store (two processes sharing Redis)', async () => {
    const counts = new WindowCounts();
    const one = new RecentReaders(60_000, counts, 'salt');
    const other = new RecentReaders(60_000, counts, 'salt');
    expect(await one.firstRead('203.0.113.5|Phone', 1)).toBe(true);
    expect(await other.firstRead('203.0.113.5|Phone', 1)).toBe(false);
  });
});
