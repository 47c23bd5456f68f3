/** The site's time zone is Asia/Shanghai (lib/api-date.ts): days are cut at its midnight. */
const SITE_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The server's limit on one read (`MAX_RANGE_DAYS`). */
export const MAX_RANGE_DAYS = 366;

export type RangePreset = 'today' | '7' | '30' | '90' | 'custom';

export const RANGE_PRESETS: { value: RangePreset; label: string }[] = [
  { value: 'today', label: '今天' },
  { value: '7', label: '7 天' },
  { value: '30', label: '30 天' },
  { value: '90', label: '90 天' },
  { value: 'custom', label: '自定义' },
];

export interface DayRange {
  from: string;
  to: string;
}

/** The day (`YYYY-MM-DD`) an instant falls on in the site's time zone. */
export const siteDay = (instant: Date): string =>
  new Date(instant.getTime() + SITE_OFFSET_MS).toISOString().slice(0, 10);

/** `day` moved by `count` days. */
export const addDays = (day: string, count: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);

/** The days a preset covers, ending today. */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, now: Date): DayRange {
  const today = siteDay(now);
  return { from: preset === 'today' ? today : addDays(today, -(Number(preset) - 1)), to: today };
}

/** How many days a range holds, both ends included. */
export const daysIn = ({ from, to }: DayRange): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** Why a custom range cannot be read, or null. */
export function rangeProblem(range: DayRange): string | null {
  if (range.from > range.to) return '开始日期不能晚于结束日期';
  if (daysIn(range) > MAX_RANGE_DAYS) return `一次最多查看 ${MAX_RANGE_DAYS} 天`;
  return null;
}

/** The chart's label of a day: 11-26, with the year when the range spans more than one. */
export const dayLabel = (day: string, range: DayRange): string =>
  range.from.slice(0, 4) === range.to.slice(0, 4) ? day.slice(5) : day;
