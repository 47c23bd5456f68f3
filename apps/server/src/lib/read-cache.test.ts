import { describe, expect, it, vi } from 'vitest';
import { ReadCache } from './read-cache';

function clock(start = 1000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('ReadCache', () => {
  it('reuses a result until it expires, then loads again', async () => {
    const time = clock();
    const cache = new ReadCache(2000, 10, time.now);
    const load = vi.fn(async () => 'rows');
    expect(await cache.get('home', load)).toBe('rows');
    time.advance(1999);
    expect(await cache.get('home', load)).toBe('rows');
    expect(load).toHaveBeenCalledTimes(1);
    time.advance(1);
    await cache.get('home', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new ReadCache(2000);
    let resolve: (value: number) => void = () => undefined;
    const load = vi.fn(() => new Promise<number>((done) => (resolve = done)));
    const first = cache.get('tags', load);
    const second = cache.get('tags', load);
    resolve(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps results apart by key', async () => {
    const cache = new ReadCache(2000);
    expect(await cache.get('a', async () => 1)).toBe(1);
    expect(await cache.get('b', async () => 2)).toBe(2);
    expect(await cache.get('a', async () => 3)).toBe(1);
  });

  it('forgets everything on invalidate, a load still running included', async () => {
    const cache = new ReadCache(2000);
    let resolve: (value: string) => void = () => undefined;
    const running = cache.get('home', () => new Promise<string>((done) => (resolve = done)));
    await cache.get('tags', async () => 'old tags');
    cache.invalidate();
    resolve('before the write');
    expect(await running).toBe('before the write');
    expect(await cache.get('home', async () => 'after the write')).toBe('after the write');
    expect(await cache.get('tags', async () => 'new tags')).toBe('new tags');
  });

  it('never keeps a failure', async () => {
    const cache = new ReadCache(2000);
    await expect(cache.get('x', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('x', async () => 'ok')).toBe('ok');
  });

  it('drops the oldest result when full', async () => {
    const cache = new ReadCache(2000, 2);
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('c', async () => 3);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 10)).toBe(10);
    expect(await cache.get('c', async () => 30)).toBe(3);
  });

  it('is off with a time of 0', async () => {
    const cache = new ReadCache(0);
    const load = vi.fn(async () => 'fresh');
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });
});
