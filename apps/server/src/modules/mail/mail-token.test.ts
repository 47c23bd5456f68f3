import { describe, expect, it } from 'vitest';
import { readMailToken, signMailToken } from './mail-token';

const SECRET = 'a'.repeat(40);

describe('mail tokens', () => {
  it('reads back what this secret signed, and nothing another secret or a changed payload did', () => {
    const token = signMailToken(SECRET, { action: 'unsubscribe', address: 'a@example.test', kind: 'reply' });
    expect(readMailToken(SECRET, token)).toEqual({
      action: 'unsubscribe',
      address: 'a@example.test',
      kind: 'reply',
    });
    expect(readMailToken('b'.repeat(40), token)).toBeNull();
    const [, signature] = token.split('.');
    const other = Buffer.from(
      JSON.stringify({ action: 'unsubscribe', address: 'b@example.test', kind: 'reply' }),
    ).toString('base64url');
    expect(readMailToken(SECRET, `${other}.${signature}`)).toBeNull();
    expect(readMailToken(SECRET, 'garbage')).toBeNull();
  });

  it('a verification link expires', () => {
    const token = signMailToken(SECRET, { action: 'verify', address: 'a@example.test', expires: 1000 });
    expect(readMailToken(SECRET, token, 999)).toMatchObject({ action: 'verify', address: 'a@example.test' });
    expect(readMailToken(SECRET, token, 1000)).toBeNull();
  });
});
