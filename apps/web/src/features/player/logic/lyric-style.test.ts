import { describe, expect, it } from 'vitest';
import { FONT_RANGES, INITIAL_FONT_SIZES, nextDarkness, stepFontSize } from './lyric-style';

describe('stepFontSize', () => {
  it('starts from lyric 1.8, author 1.4 and title 2.4', () => {
    expect(INITIAL_FONT_SIZES).toEqual({ title: 2.4, author: 1.4, lyric: 1.8 });
  });

  it('steps by 0.1 without floating-point noise', () => {
    expect(stepFontSize('lyric', 1.8, 1)).toBe(1.9);
    expect(stepFontSize('lyric', 1.8, -1)).toBe(1.7);
    expect(stepFontSize('author', 0.3, -1)).toBe(0.2);
  });

  it('stays within each range', () => {
    expect(stepFontSize('lyric', 4, 1)).toBe(4);
    expect(stepFontSize('lyric', 1, -1)).toBe(1);
    expect(stepFontSize('title', 5, 1)).toBe(5);
    expect(stepFontSize('title', 1, -1)).toBe(1);
    expect(stepFontSize('author', 2.4, 1)).toBe(2.4);
    expect(stepFontSize('author', 0, -1)).toBe(0);
    expect(FONT_RANGES.author).toEqual({ min: 0, max: 2.4, initial: 1.4 });
  });

  it('recovers from a size that is not a number', () => {
    expect(stepFontSize('lyric', Number.NaN, 1)).toBe(1.9);
  });
});

describe('nextDarkness', () => {
  it('cycles 0.5 → 1 by 0.1 and wraps', () => {
    const seen = [0.5];
    for (let i = 0; i < 6; i++) seen.push(nextDarkness(seen.at(-1)!));
    expect(seen).toEqual([0.5, 0.6, 0.7, 0.8, 0.9, 1, 0.5]);
  });

  it('brings anything out of range back to 0.5', () => {
    expect(nextDarkness(0.1)).toBe(0.5);
    expect(nextDarkness(3)).toBe(0.5);
    expect(nextDarkness(Number.NaN)).toBe(0.5);
  });
});
