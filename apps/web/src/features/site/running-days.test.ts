import { describe, expect, it } from 'vitest';
import { runningDays } from './running-days';

/** An instant given in site time (+08:00). */
const siteTime = (text: string) => new Date(`${text}+08:00`);

describe('runningDays', () => {
  it('counts whole days since the start', () => {
    expect(runningDays('2024-01-01', siteTime('2024-01-01T00:00:00'))).toBe(0);
    expect(runningDays('2024-01-01', siteTime('2024-01-01T23:59:59'))).toBe(0);
    expect(runningDays('2024-01-01', siteTime('2024-01-02T00:00:00'))).toBe(1);
  });

  it('counts across a leap year', () => {
    expect(runningDays('2024-01-01', siteTime('2025-01-01T12:00:00'))).toBe(366);
  });

  it('is 0 for a start in the future or an unreadable date', () => {
    expect(runningDays('2030-01-01', siteTime('2024-01-01T00:00:00'))).toBe(0);
    expect(runningDays('not a date', Date.now())).toBe(0);
  });
});
