import type { Notification } from '@blog/contract';
import { describe, expect, it } from 'vitest';
import { mergePages, nextNotifyPage, notifyTarget, unreadBadgeText } from './notify-list';

const note = (id: number, type = 1, toId: number | null = 5): Notification => ({
  id,
  message: `消息 ${id}`,
  type,
  to_id: toId,
  isView: 1,
  createdAt: '2025-01-01 10:00:00',
});

describe('nextNotifyPage', () => {
  it('asks for the next page of ten until all are loaded', () => {
    expect(nextNotifyPage(10, 25, 10)).toBe(2);
    expect(nextNotifyPage(20, 25, 10)).toBe(3);
    expect(nextNotifyPage(25, 25, 10)).toBeNull();
    expect(nextNotifyPage(0, 0, 10)).toBeNull();
  });

  it('after a deletion asks for the page that now holds the first item not loaded', () => {
    // 10 loaded, one deleted: the server's item 10 (0-based 9) moved onto page 1.
    expect(nextNotifyPage(9, 24, 10)).toBe(1);
  });
});

describe('mergePages', () => {
  it('keeps the order and drops the overlap between pages', () => {
    const merged = mergePages([{ list: [note(1), note(2)] }, { list: [note(2), note(3)] }]);
    expect(merged.map((item) => item.id)).toEqual([1, 2, 3]);
  });
});

describe('notifyTarget (docs/spec.md §4)', () => {
  it('leads by type: article, talk, message list, admin page', () => {
    expect(notifyTarget(note(1, 1, 12))).toEqual({ kind: 'route', to: '/article?id=12' });
    expect(notifyTarget(note(1, 2, 4))).toEqual({ kind: 'route', to: '/talk?id=4' });
    expect(notifyTarget(note(1, 3, null))).toEqual({ kind: 'route', to: '/message/list' });
    expect(notifyTarget(note(1, 4, null), '/admin')).toEqual({ kind: 'external', url: '/admin' });
  });

  it('goes nowhere without a target', () => {
    expect(notifyTarget(note(1, 1, null))).toEqual({ kind: 'none' });
    expect(notifyTarget(note(1, 4, null), null)).toEqual({ kind: 'none' });
    expect(notifyTarget(note(1, 9, 3))).toEqual({ kind: 'none' });
  });
});

describe('unreadBadgeText', () => {
  it('shows the count up to 9, then 9+, and nothing for none', () => {
    expect(unreadBadgeText(0)).toBe('');
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(9)).toBe('9');
    expect(unreadBadgeText(10)).toBe('9+');
    expect(unreadBadgeText(Number.NaN)).toBe('');
  });
});
