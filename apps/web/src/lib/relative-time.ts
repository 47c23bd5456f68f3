import { parseApiDate } from './api-date';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function toTimestamp(value: Date | string | number): number {
  if (typeof value === 'string') return parseApiDate(value)?.getTime() ?? Number.NaN;
  return value instanceof Date ? value.getTime() : value;
}

/**
 * How long ago `from` was, in the largest whole unit: 秒 under a minute, 分钟 under an hour,
 * 小时 under a day, else 天 (docs/spec.md §9). Strings are API dates (Asia/Shanghai).
 * Less than a second ago, or in the future (a clock running ahead), reads 刚刚;
 * an unreadable date yields '' so the caller can simply render nothing.
 */
export function formatRelativeTime(from: Date | string | number, now: Date | number = Date.now()): string {
  const then = toTimestamp(from);
  const current = toTimestamp(now);
  if (!Number.isFinite(then) || !Number.isFinite(current)) return '';
  const elapsed = current - then;
  if (elapsed < SECOND) return '刚刚';
  if (elapsed < MINUTE) return `${Math.floor(elapsed / SECOND)}秒前`;
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}分钟前`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}小时前`;
  return `${Math.floor(elapsed / DAY)}天前`;
}
