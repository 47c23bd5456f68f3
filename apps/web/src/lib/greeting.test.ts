import { describe, expect, it } from 'vitest';

import { getGreeting, getPeriod } from './greeting';

describe('getPeriod', () => {
  it.each([
    [0, 'lateNight'],
    [4, 'lateNight'],
    [5, 'morning'],
    [8, 'morning'],
    [9, 'forenoon'],
    [11, 'forenoon'],
    [12, 'noon'],
    [13, 'noon'],
    [14, 'afternoon'],
    [17, 'afternoon'],
    [18, 'earlyEvening'],
    [19, 'earlyEvening'],
    [20, 'evening'],
    [21, 'evening'],
    [22, 'lateEvening'],
    [23, 'lateEvening'],
  ] as const)('hour %i is %s', (hour, period) => {
    expect(getPeriod(hour)).toBe(period);
  });

  it.each([-1, 24, 5.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects %s', (hour) => {
    expect(() => getPeriod(hour)).toThrow(RangeError);
  });
});

describe('getGreeting', () => {
  const at = (hour: number, minute = 0) => new Date(2024, 0, 15, hour, minute);

  it('greets by name', () => {
    expect(getGreeting(at(7), '小明')).toBe('早上好，小明');
    expect(getGreeting(at(12, 30), '小明')).toBe('中午好，小明');
    expect(getGreeting(at(23, 59), '小明')).toBe('夜深了，小明');
  });

  it('welcomes a guest without a name', () => {
    expect(getGreeting(at(2))).toBe('深夜好，欢迎来到这里');
    expect(getGreeting(at(15))).toBe('下午好，欢迎来到这里');
  });

  it('switches exactly on the hour boundary', () => {
    expect(getGreeting(at(4, 59), '阿飞')).toBe('深夜好，阿飞');
    expect(getGreeting(at(5, 0), '阿飞')).toBe('早上好，阿飞');
    expect(getGreeting(at(17, 59), '阿飞')).toBe('下午好，阿飞');
    expect(getGreeting(at(18, 0), '阿飞')).toBe('傍晚好，阿飞');
  });

  it('treats a blank name as no name and trims a padded one', () => {
    expect(getGreeting(at(10), '   ')).toBe('上午好，欢迎来到这里');
    expect(getGreeting(at(10), '  小红 ')).toBe('上午好，小红');
  });

  it('does not throw on an invalid date', () => {
    expect(getGreeting(new Date('not a date'), '小明')).toBe('你好，欢迎来到这里');
  });
});
