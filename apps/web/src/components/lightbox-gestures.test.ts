import { describe, expect, it } from 'vitest';
import { clampPan, clampZoom, MAX_ZOOM, MIN_ZOOM, swipeStep, wrapIndex } from './lightbox-gestures';

describe('wrapIndex', () => {
  it('steps forward and back', () => {
    expect(wrapIndex(1, 1, 5)).toBe(2);
    expect(wrapIndex(3, -1, 5)).toBe(2);
  });

  it('goes round at both ends', () => {
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(wrapIndex(0, -1, 5)).toBe(4);
  });

  it('stays on the only picture, and at 0 for none', () => {
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 1)).toBe(0);
    expect(wrapIndex(2, 1, 0)).toBe(0);
  });
});

describe('clampZoom', () => {
  it('keeps the zoom within range', () => {
    expect(clampZoom(0.2)).toBe(MIN_ZOOM);
    expect(clampZoom(9)).toBe(MAX_ZOOM);
    expect(clampZoom(2.5)).toBe(2.5);
  });

  it('does not drift with repeated steps and survives nonsense', () => {
    expect(clampZoom(1 + 0.1 + 0.2)).toBe(1.3);
    expect(clampZoom(Number.NaN)).toBe(MIN_ZOOM);
  });
});

describe('swipeStep', () => {
  it('turns to the next picture when dragged left and the previous when dragged right', () => {
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(80, -10)).toBe(-1);
  });

  it('ignores short and mostly vertical drags', () => {
    expect(swipeStep(-30, 0)).toBe(0);
    expect(swipeStep(-60, 90)).toBe(0);
    expect(swipeStep(0, 0)).toBe(0);
  });
});

describe('clampPan', () => {
  const size = { width: 400, height: 300 };

  it('does not move an unzoomed picture', () => {
    expect(clampPan({ x: 50, y: -20 }, 1, size)).toEqual({ x: 0, y: 0 });
  });

  it('lets a zoomed picture move only as far as it overflows', () => {
    // At 2× the picture is 800 × 600: 200 px spare on each side horizontally, 150 vertically.
    expect(clampPan({ x: 500, y: -500 }, 2, size)).toEqual({ x: 200, y: -150 });
    expect(clampPan({ x: 20, y: 30 }, 2, size)).toEqual({ x: 20, y: 30 });
  });
});
