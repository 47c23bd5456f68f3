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
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const job = (n: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(n);
      running -= 1;
    };
    await Promise.all([1, 2, 3, 4].map((n) => imageQueue(job(n))));
    expect(most).toBe(1);
    expect(order).toEqual([1, 2, 3, 4]);
  });
});
