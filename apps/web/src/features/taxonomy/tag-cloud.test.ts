import { describe, expect, it } from 'vitest';
import { TAG_FONT_MAX, TAG_FONT_MIN, tagColor, tagFontSize } from './tag-cloud';

describe('tagFontSize', () => {
  it('spans the range from the rarest to the most used tag', () => {
    expect(tagFontSize(1, 1, 9)).toBe(TAG_FONT_MIN);
    expect(tagFontSize(9, 1, 9)).toBe(TAG_FONT_MAX);
    expect(tagFontSize(5, 1, 9)).toBe((TAG_FONT_MIN + TAG_FONT_MAX) / 2);
  });

  it('uses the middle size when every tag has the same count', () => {
    expect(tagFontSize(3, 3, 3)).toBe((TAG_FONT_MIN + TAG_FONT_MAX) / 2);
  });

  it('takes another range of sizes, e.g. for the sidebar', () => {
    expect(tagFontSize(1, 1, 9, 13, 21)).toBe(13);
    expect(tagFontSize(9, 1, 9, 13, 21)).toBe(21);
  });

  it('clamps counts outside the range', () => {
    expect(tagFontSize(50, 1, 9)).toBe(TAG_FONT_MAX);
    expect(tagFontSize(0, 1, 9)).toBe(TAG_FONT_MIN);
  });
});

describe('tagColor', () => {
  it('gives a tag the same colour every time', () => {
    expect(tagColor(7)).toBe(tagColor(7));
    expect(tagColor(1)).not.toBe(tagColor(2));
  });
});
