import { NO_FADE_GAP_MS } from '../constants';

export interface LyricFade {
  /** False: show the line at once, no animation (docs/spec.md §9: gaps under 1000 ms). */
  animate: boolean;
  /** How long the line is on screen (the gap to the next line), ms. */
  durationMs: number;
  /** Length of the fade in, and of the fade out at the end, ms. */
  fadeMs: number;
}

/** Longest fade, so long lines do not crawl in. */
const MAX_FADE_MS = 600;

/**
 * docs/spec.md §4: in SPECIAL each line fades in and out by the gap to the next line: a fifth of the gap
 * for each fade, at most 600 ms. The last line (no next) fades in and stays.
 */
export function lyricFade(startMs: number, nextStartMs: number | undefined): LyricFade {
  if (nextStartMs === undefined) return { animate: true, durationMs: Infinity, fadeMs: MAX_FADE_MS };
  const gap = nextStartMs - startMs;
  if (!Number.isFinite(gap) || gap < NO_FADE_GAP_MS)
    return { animate: false, durationMs: Math.max(0, gap), fadeMs: 0 };
  return { animate: true, durationMs: gap, fadeMs: Math.min(MAX_FADE_MS, Math.round(gap / 5)) };
}
