const THOUSAND = 1000;
const TEN_THOUSAND = 10_000;

/** Truncates to one decimal so a count is never overstated (9999 reads 9.9k, not 10.0k). */
function oneDecimal(value: number, unit: number): string {
  return (Math.floor((value * 10) / unit) / 10).toFixed(1);
}

/**
 * Compact counts for views, likes and comments (docs/spec.md §9): below 1000 as is, 1000+ as `1.2k`,
 * 10000+ as `1.2w` (万). Always one decimal, so `1.0k` rather than `1k`, keeping widths steady.
 * Negative or non-finite input (a broken counter) shows as 0.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n) || n <= 0) return '0';
  const whole = Math.floor(n);
  if (whole >= TEN_THOUSAND) return `${oneDecimal(whole, TEN_THOUSAND)}w`;
  if (whole >= THOUSAND) return `${oneDecimal(whole, THOUSAND)}k`;
  return String(whole);
}
