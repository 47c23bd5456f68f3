import { describe, expect, it } from 'vitest';
import { loginBody } from './user';
import { adminTotpCodeBody, readSecondFactor, SECOND_FACTOR_FORMAT, TOTP_CODE_FORMAT } from './totp';

describe('readSecondFactor', () => {
  it('reads six digits as an authenticator code, spaces dropped', () => {
    expect(readSecondFactor('123456')).toEqual({ kind: 'totp', code: '123456' });
    expect(readSecondFactor(' 123 456 ')).toEqual({ kind: 'totp', code: '123456' });
  });

  it('reads ten letters and digits as a recovery code, lowercase and without the dash', () => {
    expect(readSecondFactor('abcde-fghjk')).toEqual({ kind: 'recovery', code: 'abcdefghjk' });
    expect(readSecondFactor('ABCDEFGHJK')).toEqual({ kind: 'recovery', code: 'abcdefghjk' });
  });

  it('reads anything else as neither', () => {
    for (const value of [
      '',
      '12345',
      '1234567',
      '12a456',
      '１２３４５６',
      'abcd-efghj',
      'abcde--fghjk',
      'abcde_fghjk',
    ]) {
      expect(readSecondFactor(value)).toBeNull();
    }
  });
});

describe('the login body', () => {
  it('takes an optional code, read into what it is', () => {
    expect(loginBody.parse({ username: 'admin', password: 'x' })).toEqual({
      username: 'admin',
      password: 'x',
    });
    expect(loginBody.parse({ username: 'admin', password: 'x', totp: '123 456' }).totp).toEqual({
      kind: 'totp',
      code: '123456',
    });
  });

  it('refuses a code that is neither, and an over-long one', () => {
    const bad = loginBody.safeParse({ username: 'admin', password: 'x', totp: '12345' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(SECOND_FACTOR_FORMAT);
    expect(loginBody.safeParse({ username: 'admin', password: 'x', totp: '1'.repeat(33) }).success).toBe(
      false,
    );
  });
});

describe('adminTotpCodeBody', () => {
  it('takes only an authenticator code', () => {
    expect(adminTotpCodeBody.parse({ code: '654 321' })).toEqual({ code: '654321' });
    const recovery = adminTotpCodeBody.safeParse({ code: 'abcde-fghjk' });
    expect(recovery.error?.issues[0]?.message).toBe(TOTP_CODE_FORMAT);
  });
});
