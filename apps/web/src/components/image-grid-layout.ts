/** At most this many pictures are drawn in a grid; the last tile tells how many more there are. */
export const MAX_GRID_IMAGES = 9;

export interface ImageGridLayout {
  /** Columns of the grid: one big picture, a 2 × 2 square or rows of three. */
  columns: 1 | 2 | 3;
  /** How many tiles are drawn. */
  shown: number;
  /** Pictures beyond the last tile (shown as +N on it); they still open in the lightbox. */
  hidden: number;
}

/**
 * How a set of pictures sits in a WeChat-style grid: one picture alone and large, two or four in
 * two columns (four make a square), three and five to nine in rows of three.
 */
export function imageGridLayout(count: number): ImageGridLayout {
  const total = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  const shown = Math.min(total, MAX_GRID_IMAGES);
  const hidden = total - shown;
  if (shown <= 1) return { columns: 1, shown, hidden };
  if (shown === 2 || shown === 4) return { columns: 2, shown, hidden };
  return { columns: 3, shown, hidden };
}
