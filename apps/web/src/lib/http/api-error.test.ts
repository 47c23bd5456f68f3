import { describe, expect, it } from 'vitest';

import { ApiError } from './api-error';

describe('ApiError', () => {
  it('carries the message, status and code', () => {
    const error = new ApiError('用户名已存在', { status: 409, code: 409 });
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.name).toBe('ApiError');
    expect(error.message).toBe('用户名已存在');
    expect(error.status).toBe(409);
    expect(error.code).toBe(409);
    expect(error.canceled).toBe(false);
    expect(String(error)).toBe('ApiError: 用户名已存在');
  });

  it('keeps the underlying cause and the canceled flag', () => {
    const cause = new Error('canceled');
    const error = new ApiError('canceled', { status: 0, code: -1, canceled: true, cause });
    expect(error.cause).toBe(cause);
    expect(error.canceled).toBe(true);
  });
});
