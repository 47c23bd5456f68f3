import { describe, expect, it } from 'vitest';
import { commentAddBody } from './comment';
import { optionalEmail } from './mail';

describe('optionalEmail', () => {
  it('trims and lower-cases an address; an empty one is none', () => {
    expect(optionalEmail.parse('  Me@Example.COM ')).toBe('me@example.com');
    expect(optionalEmail.parse('')).toBeUndefined();
    expect(optionalEmail.parse(undefined)).toBeUndefined();
  });

  it('refuses what is not an address, in Chinese', () => {
    const result = optionalEmail.safeParse('me@');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('邮箱格式不正确');
  });

  it('is optional on the comment form', () => {
    expect(commentAddBody.parse({ type: 1, for_id: 1, content: '好' }).email).toBeUndefined();
    expect(commentAddBody.parse({ type: 1, for_id: 1, content: '好', email: 'A@b.cn' }).email).toBe('a@b.cn');
  });
});
