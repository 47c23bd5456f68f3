import { readSecondFactor } from '@blog/contract';
import { Secret, TOTP, URI } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  hashRecoveryCode,
  matchTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  totpCodeAt,
  totpUri,
} from './totp';

// RFC 6238's SHA-1 test secret ("12345678901234567890") and its published 8-digit values, cut to 6.
const RFC_SECRET = Secret.fromLatin1('12345678901234567890').base32;

describe('TOTP codes', () => {
  it("matches RFC 6238's test vectors (SHA-1, 30 s; the last 6 digits)", () => {
    expect(totpCodeAt(RFC_SECRET, 59_000)).toBe('287082');
    expect(totpCodeAt(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
    expect(totpCodeAt(RFC_SECRET, 2_000_000_000_000)).toBe('279037');
  });

  it('accepts the code of this step and of one step either side, and says which step', () => {
    const secret = newTotpSecret();
    const now = 1_750_000_000_000;
    const step = Math.floor(now / 30_000);
    expect(matchTotpStep(secret, totpCodeAt(secret, now), now)).toBe(step);
    expect(matchTotpStep(secret, totpCodeAt(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchTotpStep(secret, totpCodeAt(secret, now + 30_000), now)).toBe(step + 1);
    expect(matchTotpStep(secret, totpCodeAt(secret, now - 60_000), now)).toBeNull();
    expect(matchTotpStep(secret, totpCodeAt(secret, now + 60_000), now)).toBeNull();
  });

  it('makes 160-bit base32 secrets, each new', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('writes an otpauth:// URI that an authenticator app reads back as the same TOTP', () => {
    const secret = newTotpSecret();
    const uri = totpUri(secret, '我的博客', 'admin');
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    const parsed = URI.parse(uri);
    expect(parsed).toBeInstanceOf(TOTP);
    expect(parsed).toMatchObject({
      issuer: '我的博客',
      label: 'admin',
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
    });
    expect(parsed.secret.base32).toBe(secret);
  });
});

describe('recovery codes', () => {
  it('are distinct, readable and read back by the login rule as recovery codes', () => {
    const codes = newRecoveryCodes(10);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      expect(code).not.toMatch(/[01ilo]/);
      expect(readSecondFactor(code)).toEqual({ kind: 'recovery', code: code.replace('-', '') });
    }
  });

  it('hash the same whatever the case or dash, and differently for different codes', () => {
    expect(hashRecoveryCode('abcde-fghjk')).toBe(hashRecoveryCode('ABCDEFGHJK'));
    expect(hashRecoveryCode('abcde-fghjk')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode('abcde-fghjk')).not.toBe(hashRecoveryCode('abcde-fghjm'));
  });
});
