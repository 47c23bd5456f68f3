import { describe, expect, it } from 'vitest';
import { formatDateTime, parseDateTime } from './time';

describe('formatDateTime', () => {
  it('shows UTC instants in the site time zone', () => {
    expect(formatDateTime('2026-01-31T16:30:05.000Z', 'Asia/Shanghai')).toBe('2026-02-01 00:30:05');
    expect(formatDateTime('2026-01-31T16:30:05.000Z', 'UTC')).toBe('2026-01-31 16:30:05');
  });
  it('uses 00 for midnight, not 24', () => {
    expect(formatDateTime('2026-03-01T16:00:00.000Z', 'Asia/Shanghai')).toBe('2026-03-02 00:00:00');
  });
});

describe('parseDateTime', () => {
  it('reads wall-clock times in a zone back to UTC', () => {
    expect(parseDateTime('2026-02-01 00:30:05', 'Asia/Shanghai')).toBe('2026-01-31T16:30:05.000Z');
    expect(parseDateTime('2024-05-20', 'Asia/Shanghai')).toBe('2024-05-19T16:00:00.000Z');
  });
  it('round-trips across daylight saving zones', () => {
    const iso = parseDateTime('2026-07-04 12:00:00', 'America/New_York');
    expect(iso).toBe('2026-07-04T16:00:00.000Z');
    expect(formatDateTime(iso, 'America/New_York')).toBe('2026-07-04 12:00:00');
  });
  it('rejects what is not a date', () => {
    expect(() => parseDateTime('yesterday', 'UTC')).toThrow(RangeError);
  });
});
