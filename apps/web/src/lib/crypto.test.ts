import { describe, expect, it } from 'vitest';

import { decrypt, encrypt } from './crypto';

describe('encrypt / decrypt', () => {
  it.each([
    '',
    'a',
    'eyJhbGciOiJIUzI1NiJ9.payload.signature',
    '{"id":3,"nick_name":"小张🎵"}',
    'x'.repeat(5000),
  ])('round-trips %j', (text) => {
    expect(decrypt(encrypt(text))).toBe(text);
  });

  it('hides the plain text', () => {
    const cipher = encrypt('{"username":"admin","nick_name":"博主"}');
    expect(cipher).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(cipher).not.toContain('admin');
    expect(atob(cipher)).not.toContain('admin');
  });

  it('is deterministic, so the same value is stored the same way', () => {
    expect(encrypt('token')).toBe(encrypt('token'));
    expect(encrypt('token')).not.toBe(encrypt('token2'));
  });

  it.each([
    '',
    'not base64 at all!',
    'plain-token-from-an-old-version',
    'AAAAAAAAAAAAAAAAAAAAAA==',
    btoa('sixteen bytes!!!'),
    '{"id":1}',
    '%%%%',
  ])('returns an empty string for garbage %j', (garbage) => {
    expect(decrypt(garbage)).toBe('');
  });

  it('rejects a ciphertext with one character changed', () => {
    const cipher = encrypt('secret value');
    const tampered = (cipher[0] === 'A' ? 'B' : 'A') + cipher.slice(1);
    expect(decrypt(tampered)).toBe('');
  });

  it('rejects a truncated ciphertext', () => {
    const cipher = encrypt('a longer secret value that spans blocks');
    expect(decrypt(cipher.slice(0, 24))).toBe('');
  });

  it('returns an empty string for non-string input from untyped storage', () => {
    // Stored JSON may hold anything; the cast mimics that.
    expect(decrypt(42 as unknown as string)).toBe('');
    expect(decrypt(null as unknown as string)).toBe('');
  });
});
