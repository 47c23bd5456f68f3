/** The eight parts of the day the greeting distinguishes (docs/spec.md §9). */
export type Period =
  'lateNight' | 'morning' | 'forenoon' | 'noon' | 'afternoon' | 'earlyEvening' | 'evening' | 'lateEvening';

/** Each period starts at its hour and runs until the next one starts; ordered by start hour. */
const PERIOD_STARTS: readonly (readonly [start: number, period: Period])[] = [
  [22, 'lateEvening'],
  [20, 'evening'],
  [18, 'earlyEvening'],
  [14, 'afternoon'],
  [12, 'noon'],
  [9, 'forenoon'],
  [5, 'morning'],
  [0, 'lateNight'],
];

const SALUTES: Record<Period, string> = {
  lateNight: '深夜好',
  morning: '早上好',
  forenoon: '上午好',
  noon: '中午好',
  afternoon: '下午好',
  earlyEvening: '傍晚好',
  evening: '晚上好',
  lateEvening: '夜深了',
};

/** Used when the date cannot tell the hour, so a broken clock still greets politely. */
const FALLBACK_GREETING = '你好，欢迎来到这里';

/**
 * The period an hour of the day (0–23) falls in.
 * @throws RangeError for anything that is not a whole hour of a day.
 */
export function getPeriod(hour: number): Period {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) {
    throw new RangeError(`hour must be an integer from 0 to 23, got ${hour}`);
  }
  for (const [start, period] of PERIOD_STARTS) {
    if (hour >= start) return period;
  }
  // Unreachable: the last entry starts at 0.
  return 'lateNight';
}

/**
 * A greeting for the visitor's local hour: personalised with a name, a generic welcome otherwise.
 * Never throws: an invalid date yields a neutral greeting.
 */
export function getGreeting(date: Date, name?: string): string {
  const hour = date.getHours();
  if (Number.isNaN(hour)) return FALLBACK_GREETING;
  const salute = SALUTES[getPeriod(hour)];
  const trimmed = name?.trim();
  return trimmed ? `${salute}，${trimmed}` : `${salute}，欢迎来到这里`;
}
