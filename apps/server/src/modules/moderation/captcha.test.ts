import { describe, expect, it } from 'vitest';
import { Captcha } from './captcha';

describe('Captcha.needed', () => {
  it('asks once an address has made the threshold of actions in the last minute, and forgets older ones', () => {
    let now = 1_000_000;
    const captcha = new Captcha('secret', () => now);
    expect([1, 2, 3].map(() => captcha.needed('a', 2))).toEqual([false, false, true]);
    expect(captcha.needed('b', 2)).toBe(false);
    now += 61_000;
    expect(captcha.needed('a', 2)).toBe(false);
    expect(captcha.needed('c', 0)).toBe(true);
    expect([1, 2, 3, 4].map(() => captcha.needed('d', null))).toEqual([false, false, false, false]);
  });

  it('refuses a header that is not a solved challenge of its own', async () => {
    const captcha = new Captcha('secret');
    const other = new Captcha('another secret');
    expect(await captcha.verify(undefined)).toBe('missing');
    expect(await captcha.verify('%%%')).toBe('invalid');
    const challenge = await other.challenge();
    const forged = Buffer.from(
      JSON.stringify({ challenge, solution: { counter: 1, derivedKey: '00' } }),
    ).toString('base64');
    expect(await captcha.verify(forged)).toBe('invalid');
  });
});
