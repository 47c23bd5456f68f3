import type { ChatMessage, ChatSelf } from '@blog/contract';
import { describe, expect, it } from 'vitest';
import { canRecall, chatReducer, initialChatState, isOwnMessage, lineTime, recallNotice } from './chat-state';

const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);
const line = (id: number, patch: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  text: `第 ${id} 句`,
  user_id: null,
  nick_name: '游客abcde',
  avatar: null,
  is_owner: false,
  recalled: false,
  createdAt: '2026-11-27 20:00:00',
  sentAt: NOW - 10_000,
  ...patch,
});
const guest: ChatSelf = {
  user_id: null,
  nick_name: '游客abcde',
  avatar: null,
  is_owner: false,
  guest_token: 't',
};
const user: ChatSelf = { user_id: 7, nick_name: '小红', avatar: null, is_owner: false, guest_token: null };

const welcomed = chatReducer(initialChatState, {
  type: 'frame',
  frame: { type: 'welcome', self: guest, messages: [line(5), line(6)], has_more: true, online: 2 },
});

describe('chatReducer', () => {
  it('opens with the welcome, adds new lines once, and prepends older pages', () => {
    expect(welcomed).toMatchObject({ status: 'open', self: guest, hasMore: true, online: 2 });
    const added = chatReducer(welcomed, { type: 'frame', frame: { type: 'message', message: line(7) } });
    expect(added.messages.map((m) => m.id)).toEqual([5, 6, 7]);
    expect(chatReducer(added, { type: 'frame', frame: { type: 'message', message: line(7) } })).toBe(added);
    const loading = chatReducer(added, { type: 'loading-older' });
    const older = chatReducer(loading, {
      type: 'frame',
      frame: { type: 'history', before: 5, messages: [line(3), line(4), line(5)], has_more: false },
    });
    expect(older.messages.map((m) => m.id)).toEqual([3, 4, 5, 6, 7]);
    expect(older).toMatchObject({ hasMore: false, loadingOlder: false });
  });

  it('recalls, deletes and clears lines; counts who is online', () => {
    const recalled = chatReducer(welcomed, {
      type: 'frame',
      frame: { type: 'recalled', id: 5, nick_name: 'x' },
    });
    expect(recalled.messages[0]).toMatchObject({ id: 5, text: '', recalled: true });
    const deleted = chatReducer(recalled, { type: 'frame', frame: { type: 'deleted', id: 6 } });
    expect(deleted.messages.map((m) => m.id)).toEqual([5]);
    const cleared = chatReducer(deleted, { type: 'frame', frame: { type: 'cleared' } });
    expect(cleared).toMatchObject({ messages: [], hasMore: false });
    expect(chatReducer(cleared, { type: 'frame', frame: { type: 'online', online: 9 } }).online).toBe(9);
  });

  it('a lost connection is reconnecting once it had been open, and a new welcome reopens it', () => {
    expect(chatReducer(initialChatState, { type: 'lost' }).status).toBe('connecting');
    const lost = chatReducer(welcomed, { type: 'lost' });
    expect(lost.status).toBe('reconnecting');
    const back = chatReducer(lost, {
      type: 'frame',
      frame: { type: 'welcome', self: guest, messages: [line(8)], has_more: false, online: 1 },
    });
    expect(back).toMatchObject({ status: 'open', online: 1 });
    expect(back.messages.map((m) => m.id)).toEqual([8]);
  });
});

describe('own lines', () => {
  it('a guest owns lines by its name, a user by its id', () => {
    expect(isOwnMessage(line(1), guest)).toBe(true);
    expect(isOwnMessage(line(1, { nick_name: '游客zzzzz' }), guest)).toBe(false);
    expect(isOwnMessage(line(1, { user_id: 7, nick_name: '游客abcde' }), guest)).toBe(false);
    expect(isOwnMessage(line(1, { user_id: 7, nick_name: '小红' }), user)).toBe(true);
    expect(isOwnMessage(line(1), user)).toBe(false);
    expect(isOwnMessage(line(1), null)).toBe(false);
  });

  it('may be recalled for two minutes after sending', () => {
    expect(canRecall(line(1, { sentAt: NOW - 119_000 }), guest, NOW)).toBe(true);
    expect(canRecall(line(1, { sentAt: NOW - 121_000 }), guest, NOW)).toBe(false);
    expect(canRecall(line(1, { recalled: true }), guest, NOW)).toBe(false);
    expect(canRecall(line(1, { user_id: 3 }), guest, NOW)).toBe(false);
  });

  it('says who recalled a line', () => {
    expect(recallNotice(line(1), guest)).toBe('你撤回了一条消息');
    expect(recallNotice(line(1, { user_id: 3, nick_name: '小明' }), guest)).toBe('小明 撤回了一条消息');
  });
});

describe('lineTime', () => {
  it('shows the time of today’s lines and the date of older ones', () => {
    expect(lineTime('2026-11-27 09:05:33', '2026-11-27')).toBe('09:05');
    expect(lineTime('2026-11-26 23:59:01', '2026-11-27')).toBe('11-26 23:59');
  });
});
