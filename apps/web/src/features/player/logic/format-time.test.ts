import { describe, expect, it } from 'vitest';
import { formatTime } from './format-time';

describe('formatTime', () => {
  it('shows mm:ss, rounding down', () => {
    expect(formatTime(0)).toBe('00:00');
    expect(formatTime(9.99)).toBe('00:09');
    expect(formatTime(65.4)).toBe('01:05');
    expect(formatTime(3600 + 61)).toBe('61:01');
  });

  it('shows 00:00 for NaN, Infinity and negatives', () => {
    expect(formatTime(Number.NaN)).toBe('00:00');
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe('00:00');
    expect(formatTime(-3)).toBe('00:00');
  });
});
