import { describe, expect, it } from 'vitest';

import { describeHttpFailure, readServerMessage } from './describe-http-failure';

describe('describeHttpFailure', () => {
  it.each([
    [401, 'error', '错误提示', '登录过期'],
    [403, 'error', '错误提示', '权限不足'],
    [404, 'error', '错误提示', '接口没有找到'],
    [408, 'warning', '温馨提示', '服务端错误'],
    [429, 'warning', '温馨提示', '请求过于频繁，请稍后再试'],
    [500, 'error', '错误提示', '服务端错误'],
  ] as const)('%i without a server message → %s %s %s', (status, level, title, message) => {
    expect(describeHttpFailure(status)).toEqual({ level, title, message });
  });

  it.each([
    [401, '令牌已失效'],
    [403, '只有作者可以删除'],
    [408, '上游超时'],
    [429, '操作太频繁了'],
    [500, '数据库不可用'],
  ])('%i shows the server message %s', (status, message) => {
    expect(describeHttpFailure(status, message)?.message).toBe(message);
  });

  it('404 always says 接口没有找到', () => {
    expect(describeHttpFailure(404, '文章不存在')?.message).toBe('接口没有找到');
  });

  it('treats a blank server message as none', () => {
    expect(describeHttpFailure(500, '   ')?.message).toBe('服务端错误');
    expect(describeHttpFailure(401, '')?.message).toBe('登录过期');
  });

  it.each([0, 200, 204, 301, 400, 409, 413, 502, 503, 504, -1, Number.NaN])('%s shows no toast', (status) => {
    expect(describeHttpFailure(status, 'message')).toBeNull();
  });
});

describe('readServerMessage', () => {
  it('reads a non-empty string message', () => {
    expect(readServerMessage({ code: 500, message: '出错了' })).toBe('出错了');
  });

  it.each([
    undefined,
    null,
    'text',
    42,
    {},
    { message: '' },
    { message: '  ' },
    { message: 7 },
    { msg: 'x' },
  ])('ignores %j', (body) => {
    expect(readServerMessage(body)).toBeUndefined();
  });
});
