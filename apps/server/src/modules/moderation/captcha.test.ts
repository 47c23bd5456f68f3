import { describe, expect, it } from 'vitest';
import { Captcha } from './captcha';

describe('Captcha.needed', () => {
  it('asks once an address has made the threshold of actions this minute, and forgets older ones', async () => {
    let now = 1_000_000;
    const captcha = new Captcha('secret', () => now);
    const needed = async (address: string, after: number | null, times: number) => {
      const answers = [];
      for (let i = 0; i < times; i++) answers.push(await captcha.needed(address, after));
      return answers;
    };
    expect(await needed('a', 2, 3)).toEqual([false, false, true]);
    expect(await needed('b', 2, 1)).toEqual([false]);
    now += 61_000;
    expect(await needed('a', 2, 1)).toEqual([false]);
    expect(await needed('c', 0, 1)).toEqual([true]);
    expect(await needed('d', null, 4)).toEqual([false, false, false, false]);
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
