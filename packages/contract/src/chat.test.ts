import { describe, expect, it } from 'vitest';
import { CHAT_GUEST_NAME, chatClientFrame } from './chat';
import { CHAT_MESSAGE_MAX_LENGTH } from './chat-socket';

const problem = (frame: unknown) => {
  const parsed = chatClientFrame.safeParse(frame);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe('chatClientFrame', () => {
  it('takes a line as trimmed plain text of 1 to 300 characters (emoji count as one)', () => {
    expect(chatClientFrame.parse({ type: 'send', text: '  <b>你好</b>  ' })).toEqual({
      type: 'send',
      text: '<b>你好</b>',
    });
    expect(problem({ type: 'send', text: '😀'.repeat(CHAT_MESSAGE_MAX_LENGTH) })).toBeNull();
    expect(problem({ type: 'send', text: 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) })).toBe(
      `消息不能超过 ${CHAT_MESSAGE_MAX_LENGTH} 个字`,
    );
    expect(problem({ type: 'send', text: ' \u200b ' })).toBe('消息不能为空');
    expect(problem({ type: 'send' })).toBe('消息不能为空');
  });

  it('refuses unknown kinds and ids that are not positive integers', () => {
    expect(problem({ type: 'shout' })).not.toBeNull();
    for (const id of [0, -1, 1.5, '1', 2 ** 31])
      expect(problem({ type: 'recall', id }), String(id)).not.toBeNull();
    expect(problem({ type: 'history', before: 7 })).toBeNull();
  });
});

describe('CHAT_GUEST_NAME', () => {
  it('is 游客 and five letters or digits, as the message board names guests', () => {
    expect(CHAT_GUEST_NAME.test('游客aB3dE')).toBe(true);
    for (const name of ['游客', '游客abcd', '游客abcdef', '站长', '游客ab de', ' 游客abcde'])
      expect(CHAT_GUEST_NAME.test(name), name).toBe(false);
  });
});
