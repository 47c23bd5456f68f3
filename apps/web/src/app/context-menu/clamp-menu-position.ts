/** Keeps this many pixels between the menu and the viewport edge. */
export const MENU_EDGE_GAP = 8;

export interface MenuPosition {
  x: number;
  y: number;
}

/**
 * Where to put a menu of `menuW` × `menuH` opened at the cursor (`x`, `y`) so that it stays inside a
 * `viewportW` × `viewportH` viewport: it opens down and to the right of the cursor, and flips to the
 * left of / above the cursor when it would overflow; a menu larger than the viewport pins to the gap.
 */
export function clampMenuPosition(
  x: number,
  y: number,
  menuW: number,
  menuH: number,
  viewportW: number,
  viewportH: number,
): MenuPosition {
  return {
    x: clampAxis(x, menuW, viewportW),
    y: clampAxis(y, menuH, viewportH),
  };
}

function clampAxis(cursor: number, size: number, viewport: number): number {
  if (cursor + size + MENU_EDGE_GAP <= viewport) return Math.max(MENU_EDGE_GAP, cursor);
  const flipped = cursor - size;
  if (flipped >= MENU_EDGE_GAP) return flipped;
  return Math.max(MENU_EDGE_GAP, viewport - size - MENU_EDGE_GAP);
}
