import { describe, expect, it } from 'vitest';

import { formatCount } from './count-format';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [999, '999'],
    [1000, '1.0k'],
    [1049, '1.0k'],
    [1099, '1.0k'],
    [1100, '1.1k'],
    [1234, '1.2k'],
    [9999, '9.9k'],
    [10_000, '1.0w'],
    [12_345, '1.2w'],
    [99_999, '9.9w'],
    [100_000, '10.0w'],
    [123_456_789, '12345.6w'],
  ])('%i → %s', (n, text) => {
    expect(formatCount(n)).toBe(text);
  });

  it('drops fractions of a count', () => {
    expect(formatCount(12.7)).toBe('12');
    expect(formatCount(999.9)).toBe('999');
  });

  it.each([-5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('shows %s as 0', (n) => {
    expect(formatCount(n)).toBe('0');
  });
});
