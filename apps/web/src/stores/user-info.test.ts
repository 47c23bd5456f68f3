import { describe, expect, it } from 'vitest';

import { toUserInfo } from './user-info';

describe('toUserInfo', () => {
  it('keeps the known fields and drops the rest', () => {
    expect(
      toUserInfo({ id: 3, avatar: '/a.png', nick_name: '博主', username: 'admin', role: 1, password: 'x' }),
    ).toEqual({ id: 3, avatar: '/a.png', nick_name: '博主', username: 'admin', role: 1 });
  });

  it('fills a null avatar or nickname with an empty string and omits a missing role', () => {
    expect(toUserInfo({ id: 7, avatar: null, nick_name: null, username: 'reader' })).toEqual({
      id: 7,
      avatar: '',
      nick_name: '',
      username: 'reader',
    });
  });

  it.each([
    null,
    undefined,
    'user',
    42,
    [],
    {},
    { id: '3', username: 'a' },
    { id: 0, username: 'a' },
    { id: -1, username: 'a' },
    { id: 1.5, username: 'a' },
    { id: 3 },
    { id: 3, username: 5 },
  ])('rejects %j', (value) => {
    expect(toUserInfo(value)).toBeNull();
  });

  it('ignores a role that is not an integer', () => {
    expect(toUserInfo({ id: 1, username: 'a', role: 'admin' })).not.toHaveProperty('role');
  });
});
