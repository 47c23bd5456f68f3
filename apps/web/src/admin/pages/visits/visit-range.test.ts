import { describe, expect, it } from 'vitest';
import { addDays, dayLabel, daysIn, presetRange, rangeProblem, siteDay } from './visit-range';

describe('visit ranges', () => {
  it('cuts days at midnight in Shanghai, whatever the browser’s zone', () => {
    expect(siteDay(new Date('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
    expect(siteDay(new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
  });

  it('ends each preset today and holds as many days as it says', () => {
    const now = new Date('2026-03-02T01:00:00Z');
    expect(presetRange('today', now)).toEqual({ from: '2026-03-02', to: '2026-03-02' });
    expect(presetRange('7', now)).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(daysIn(presetRange('30', now))).toBe(30);
    expect(daysIn(presetRange('90', now))).toBe(90);
  });

  it('moves across months and years', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('refuses a reversed range and one longer than the server reads', () => {
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('开始日期不能晚于结束日期');
    expect(rangeProblem({ from: '2024-01-01', to: '2025-01-01' })).toBe('一次最多查看 366 天');
    expect(rangeProblem({ from: '2025-01-02', to: '2026-01-02' })).toBeNull();
  });

  it('labels days without the year unless the range spans two', () => {
    expect(dayLabel('2026-03-02', { from: '2026-03-01', to: '2026-03-05' })).toBe('03-02');
    expect(dayLabel('2026-01-02', { from: '2025-12-01', to: '2026-01-05' })).toBe('2026-01-02');
  });
});
