/** Zoom range of the lightbox, and the step of a button press or a wheel notch. */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
export const ZOOM_STEP = 0.5;
/** A horizontal drag at least this long (px) turns the page. */
export const SWIPE_DISTANCE = 50;

/** The picture `step` places from `index`, going round at both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** Keeps a zoom level within range, rounded to two decimals so repeated steps do not drift. */
export function clampZoom(scale: number): number {
  if (!Number.isFinite(scale)) return MIN_ZOOM;
  return Math.round(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale)) * 100) / 100;
}

/**
 * What a finished one-finger drag means: 1 next picture (dragged left), -1 previous (dragged
 * right), 0 nothing (too short, or more vertical than horizontal, e.g. the page scrolling).
 */
export function swipeStep(dx: number, dy: number, threshold = SWIPE_DISTANCE): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/**
 * How far a zoomed picture may be panned: its overflow beyond the viewport on each side, so
 * its edges never come inside the screen.
 */
export function clampPan(
  offset: { x: number; y: number },
  scale: number,
  size: { width: number; height: number },
): { x: number; y: number } {
  const limitX = Math.max(0, (size.width * scale - size.width) / 2);
  const limitY = Math.max(0, (size.height * scale - size.height) / 2);
  // `+ 0` turns -0 into 0.
  return {
    x: Math.min(limitX, Math.max(-limitX, offset.x)) + 0,
    y: Math.min(limitY, Math.max(-limitY, offset.y)) + 0,
  };
}
