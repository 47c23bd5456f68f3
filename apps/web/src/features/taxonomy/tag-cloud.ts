/** Font sizes of the tag cloud, in px. */
export const TAG_FONT_MIN = 14;
export const TAG_FONT_MAX = 30;

/**
 * A tag's font size: linear in its article count between the smallest and the largest count,
 * from `smallest` to `largest` px (the tag page's range unless told otherwise, e.g. by a sidebar).
 */
export function tagFontSize(
  count: number,
  minCount: number,
  maxCount: number,
  smallest = TAG_FONT_MIN,
  largest = TAG_FONT_MAX,
): number {
  if (maxCount <= minCount) return (smallest + largest) / 2;
  const share = (Math.min(Math.max(count, minCount), maxCount) - minCount) / (maxCount - minCount);
  return Math.round(smallest + share * (largest - smallest));
}

const PALETTE = ['#49b1f5', '#ff7242', '#7b6cf6', '#2bb673', '#f5a623', '#e5508a', '#1fb5c9', '#8e9bb0'];

/** A steady colour per tag, so the cloud looks the same on every visit. */
export function tagColor(id: number): string {
  return PALETTE[Math.abs(id) % PALETTE.length] ?? '#49b1f5';
}
