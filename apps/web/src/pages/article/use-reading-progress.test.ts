import { describe, expect, it } from 'vitest';
import { readProgress } from './use-reading-progress';

describe('readProgress', () => {
  it('is 0 before the body reaches the bottom of the window and 100 once its end is in view', () => {
    expect(readProgress(900, 2000, 800)).toBe(0);
    expect(readProgress(-1200, 2000, 800)).toBe(100);
    expect(readProgress(-2000, 2000, 800)).toBe(100);
  });

  it('grows as the body scrolls by', () => {
    expect(readProgress(-200, 2000, 800)).toBe(50);
  });

  it('is 0 for an empty body', () => {
    expect(readProgress(0, 0, 800)).toBe(0);
  });
});
