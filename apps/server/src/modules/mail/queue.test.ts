import { describe, expect, it } from 'vitest';
import { retryDelay } from './queue';

describe('retryDelay', () => {
  it('doubles from the base after each failure, up to the cap', () => {
    const delays = [1, 2, 3, 4, 10].map((attempts) => retryDelay(attempts, 60_000, 6 * 60 * 60_000));
    expect(delays).toEqual([60_000, 120_000, 240_000, 480_000, 6 * 60 * 60_000]);
  });
});
