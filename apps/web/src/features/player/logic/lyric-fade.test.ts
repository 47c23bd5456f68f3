import { describe, expect, it } from 'vitest';
import { lyricFade } from './lyric-fade';

describe('lyricFade', () => {
  it('does not fade a line followed within 1000 ms', () => {
    expect(lyricFade(1000, 1999)).toEqual({ animate: false, durationMs: 999, fadeMs: 0 });
    expect(lyricFade(5000, 5000).animate).toBe(false);
  });

  it('fades for a fifth of the gap from 1000 ms on', () => {
    expect(lyricFade(0, 1000)).toEqual({ animate: true, durationMs: 1000, fadeMs: 200 });
    expect(lyricFade(1910, 5710)).toEqual({ animate: true, durationMs: 3800, fadeMs: 600 });
    expect(lyricFade(0, 2500).fadeMs).toBe(500);
  });

  it('caps the fade at 600 ms', () => {
    expect(lyricFade(0, 60_000).fadeMs).toBe(600);
  });

  it('lets the last line fade in and stay', () => {
    expect(lyricFade(9000, undefined)).toEqual({ animate: true, durationMs: Infinity, fadeMs: 600 });
  });

  it('treats times out of order as no fade', () => {
    expect(lyricFade(5000, 1000).animate).toBe(false);
    expect(lyricFade(5000, 1000).durationMs).toBe(0);
  });
});
