import { describe, expect, it } from 'vitest';

import { formatRelativeTime } from './relative-time';

const NOW = Date.UTC(2024, 5, 15, 12, 0, 0);
const ago = (ms: number) => NOW - ms;
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it.each([
    [SECOND, '1秒前'],
    [59 * SECOND + 999, '59秒前'],
    [MINUTE, '1分钟前'],
    [59 * MINUTE + 59 * SECOND, '59分钟前'],
    [HOUR, '1小时前'],
    [23 * HOUR + 59 * MINUTE, '23小时前'],
    [DAY, '1天前'],
    [400 * DAY, '400天前'],
  ])('%i ms ago reads %s', (elapsed, text) => {
    expect(formatRelativeTime(ago(elapsed), NOW)).toBe(text);
  });

  it('says 刚刚 for the same instant and for the future', () => {
    expect(formatRelativeTime(NOW, NOW)).toBe('刚刚');
    expect(formatRelativeTime(ago(999), NOW)).toBe('刚刚');
    expect(formatRelativeTime(NOW + 5 * MINUTE, NOW)).toBe('刚刚');
  });

  it('accepts Date objects for both arguments', () => {
    expect(formatRelativeTime(new Date(ago(3 * HOUR)), new Date(NOW))).toBe('3小时前');
  });

  it('reads API strings as Asia/Shanghai time', () => {
    // NOW is 2024-06-15 20:00:00 in Shanghai.
    expect(formatRelativeTime('2024-06-15 19:30:00', NOW)).toBe('30分钟前');
    expect(formatRelativeTime('2024-06-14 20:00:00', NOW)).toBe('1天前');
    expect(formatRelativeTime('2024-06-15 20:00:30', NOW)).toBe('刚刚');
  });

  it('defaults now to the current time', () => {
    expect(formatRelativeTime(Date.now() - 2 * DAY)).toBe('2天前');
  });

  it('returns an empty string for unreadable input', () => {
    expect(formatRelativeTime('garbage', NOW)).toBe('');
    expect(formatRelativeTime(Number.NaN, NOW)).toBe('');
    expect(formatRelativeTime(new Date('x'), NOW)).toBe('');
    expect(formatRelativeTime(NOW, Number.NaN)).toBe('');
  });
});
