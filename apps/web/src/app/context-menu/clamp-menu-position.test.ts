import { describe, expect, it } from 'vitest';
import { clampMenuPosition, MENU_EDGE_GAP } from './clamp-menu-position';

describe('clampMenuPosition', () => {
  const viewport = [1366, 768] as const;

  it('opens at the cursor when the menu fits', () => {
    expect(clampMenuPosition(100, 120, 180, 320, ...viewport)).toEqual({ x: 100, y: 120 });
  });

  it('flips to the left of the cursor near the right edge', () => {
    expect(clampMenuPosition(1300, 120, 180, 320, ...viewport)).toEqual({ x: 1120, y: 120 });
  });

  it('flips above the cursor near the bottom edge', () => {
    expect(clampMenuPosition(100, 700, 180, 320, ...viewport)).toEqual({ x: 100, y: 380 });
  });

  it('flips both ways in the bottom-right corner', () => {
    const { x, y } = clampMenuPosition(1360, 765, 180, 320, ...viewport);
    expect(x + 180).toBeLessThanOrEqual(1366);
    expect(y + 320).toBeLessThanOrEqual(768);
    expect({ x, y }).toEqual({ x: 1180, y: 445 });
  });

  it('keeps a gap from the top-left edges', () => {
    expect(clampMenuPosition(-20, 0, 180, 320, ...viewport)).toEqual({ x: MENU_EDGE_GAP, y: MENU_EDGE_GAP });
  });

  it('keeps inside a small screen when neither side has room', () => {
    // 390 × 500 phone: the menu is taller than the space both above and below the cursor.
    const { x, y } = clampMenuPosition(300, 250, 180, 320, 390, 500);
    expect(x).toBe(120);
    expect(y).toBe(500 - 320 - MENU_EDGE_GAP);
  });

  it('pins a menu larger than the viewport to the top-left gap', () => {
    expect(clampMenuPosition(50, 50, 500, 900, 390, 844)).toEqual({ x: MENU_EDGE_GAP, y: MENU_EDGE_GAP });
  });
});
