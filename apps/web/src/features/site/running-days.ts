import { parseApiDate } from '../../lib/api-date';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days the site has been running since `site_start` (a site-time date such as `2024-01-01`),
 * counted as the footer counts them. An unreadable or future start yields 0.
 */
export function runningDays(siteStart: string, now: Date | number = Date.now()): number {
  const start = parseApiDate(siteStart);
  if (!start) return 0;
  const elapsed = (typeof now === 'number' ? now : now.getTime()) - start.getTime();
  return elapsed < 0 ? 0 : Math.floor(elapsed / DAY_MS);
}
