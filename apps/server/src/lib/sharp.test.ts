import { describe, expect, it } from 'vitest';
import { decodedPixels, imageQueue } from './sharp';

describe('decodedPixels', () => {
  it('counts a still image once and an animation frame by frame', () => {
    expect(decodedPixels({ width: 4000, height: 3000 })).toBe(12_000_000);
    // sharp's metadata of a 100-frame 1000×1000 GIF: pages and pageHeight.
    expect(decodedPixels({ width: 1000, height: 1000, pageHeight: 1000, pages: 100 })).toBe(100_000_000);
    expect(decodedPixels({})).toBe(0);
  });
});

describe('imageQueue', () => {
  it('runs one image job at a time, in order', async () => {
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const job = (n: number) => () =>
      new Promise<void>((resolve) => {
        started.push(n);
        finish.push(resolve);
      });
    const all = Promise.all([1, 2, 3].map((n) => imageQueue(job(n))));
    // Each job holds the queue until it is let go: only then does the next one start.
    for (const expected of [[1], [1, 2], [1, 2, 3]]) {
      await expect.poll(() => started).toEqual(expected);
      expect(finish).toHaveLength(expected.length);
      finish.at(-1)!();
    }
    await all;
  });
});
