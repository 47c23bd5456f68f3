import { describe, expect, it } from 'vitest';
import { activeHeadingIndex } from './active-heading';

describe('activeHeadingIndex', () => {
  it('is the last heading above the reading line', () => {
    expect(activeHeadingIndex([-500, -20, 99, 400], 100)).toBe(2);
    expect(activeHeadingIndex([-500, 100, 400], 100)).toBe(0);
  });

  it('is the first heading before any has reached the line', () => {
    expect(activeHeadingIndex([300, 900], 100)).toBe(0);
    expect(activeHeadingIndex([], 100)).toBe(0);
  });
});
