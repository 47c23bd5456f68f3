/** SPECIAL board text sizes in rem and background darkness (docs/spec.md §9). */

export type FontTarget = 'title' | 'author' | 'lyric';

export interface FontRange {
  min: number;
  max: number;
  initial: number;
}

export const FONT_STEP = 0.1;

export const FONT_RANGES: Record<FontTarget, FontRange> = {
  title: { min: 1, max: 5, initial: 2.4 },
  author: { min: 0, max: 2.4, initial: 1.4 },
  lyric: { min: 1, max: 4, initial: 1.8 },
};

export type FontSizes = Record<FontTarget, number>;

export const INITIAL_FONT_SIZES: FontSizes = {
  title: FONT_RANGES.title.initial,
  author: FONT_RANGES.author.initial,
  lyric: FONT_RANGES.lyric.initial,
};

/** Rounds away binary noise (1.8 + 0.1 must be 1.9, not 1.9000000000000001). */
const tidy = (value: number) => Math.round(value * 10) / 10;

/** One step larger (`+1`) or smaller (`-1`), kept within the target's range. */
export function stepFontSize(target: FontTarget, size: number, direction: 1 | -1): number {
  const { min, max, initial } = FONT_RANGES[target];
  const current = Number.isFinite(size) ? size : initial;
  return tidy(Math.min(max, Math.max(min, current + direction * FONT_STEP)));
}

export const MIN_DARKNESS = 0.5;
export const MAX_DARKNESS = 1;
export const DARKNESS_STEP = 0.1;

/** docs/spec.md §9: background darkness goes 0.5, 0.6 … 1 and wraps back to 0.5. */
export function nextDarkness(darkness: number): number {
  const next = tidy(darkness + DARKNESS_STEP);
  return next > MAX_DARKNESS || next < MIN_DARKNESS || !Number.isFinite(next) ? MIN_DARKNESS : next;
}
