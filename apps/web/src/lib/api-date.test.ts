import { describe, expect, it } from 'vitest';

import { parseApiDate, siteYear } from './api-date';

describe('parseApiDate', () => {
  it('reads the API format as Asia/Shanghai time', () => {
    expect(parseApiDate('2024-03-01 08:00:00')?.toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect(parseApiDate('2024-01-01 00:30:15')?.toISOString()).toBe('2023-12-31T16:30:15.000Z');
  });

  it('accepts a T separator, missing seconds and a bare date', () => {
    expect(parseApiDate('2024-03-01T08:00:00')?.toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect(parseApiDate('2024-03-01 08:05')?.toISOString()).toBe('2024-03-01T00:05:00.000Z');
    expect(parseApiDate('2024-03-01')?.toISOString()).toBe('2024-02-29T16:00:00.000Z');
  });

  it('respects an explicit zone', () => {
    expect(parseApiDate('2024-03-01T08:00:00Z')?.toISOString()).toBe('2024-03-01T08:00:00.000Z');
    expect(parseApiDate('2024-03-01T08:00:00.000+09:00')?.toISOString()).toBe('2024-02-29T23:00:00.000Z');
  });

  it.each(['', 'yesterday', '2024-02-30 10:00:00', '2024-13-01 00:00:00', '2024-01-01 24:00:00', '2024-1-1'])(
    'rejects %j',
    (value) => {
      expect(parseApiDate(value)).toBeNull();
    },
  );
});

describe('siteYear', () => {
  it('reads the year in the site time zone, whatever the machine’s', () => {
    // 2024-01-01 00:30 in Shanghai is still 2023 in UTC.
    expect(siteYear(new Date('2023-12-31T16:30:00Z'))).toBe(2024);
    expect(siteYear(new Date('2023-12-31T15:30:00Z'))).toBe(2023);
  });
});
