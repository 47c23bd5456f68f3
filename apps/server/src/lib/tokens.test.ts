import { createSigner } from 'fast-jwt';
import { describe, expect, it, vi } from 'vitest';
import { createTokens, tokenFromHeader } from './tokens';

const secret = 'x'.repeat(40);

describe('tokens', () => {
  it('verifies what it signed', () => {
    const tokens = createTokens(secret);
    expect(tokens.verify(tokens.sign({ sub: 7, ver: 2, role: 2 }))).toEqual({ sub: 7, ver: 2, role: 2 });
  });

  it('refuses forged, tampered, expired and foreign-algorithm tokens', async () => {
    const tokens = createTokens(secret);
    const good = tokens.sign({ sub: 7, ver: 0, role: 2 });
    expect(createTokens('y'.repeat(40)).verify(good)).toBeNull();
    const [head, , sig] = good.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ sub: 1, ver: 0, role: 1 })).toString('base64url');
    expect(tokens.verify(`${head}.${forgedBody}.${sig}`)).toBeNull();
    expect(tokens.verify('not.a.token')).toBeNull();
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${forgedBody}.`;
    expect(tokens.verify(none)).toBeNull();
    // The clock is the test's: a token of a 1 s lifetime, then 2 s later.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const short = createTokens(secret, 1000);
      const expiring = short.sign({ sub: 7, ver: 0, role: 2 });
      expect(short.verify(expiring)).toMatchObject({ sub: 7 });
      vi.setSystemTime(Date.now() + 2000);
      expect(short.verify(expiring)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses tokens without our claims', () => {
    const other = createSigner({ key: secret, algorithm: 'HS256' })({ sub: 'admin' });
    expect(createTokens(secret).verify(other)).toBeNull();
  });
});

describe('tokenFromHeader', () => {
  it('accepts Bearer and bare tokens', () => {
    expect(tokenFromHeader('Bearer abc')).toBe('abc');
    expect(tokenFromHeader('bearer  abc')).toBe('abc');
    expect(tokenFromHeader('abc')).toBe('abc');
    expect(tokenFromHeader(undefined)).toBeNull();
    expect(tokenFromHeader('  ')).toBeNull();
  });
});
