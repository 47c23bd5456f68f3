import type { CaptchaChallenge } from '@blog/contract';
import type { DeriveKeyFunction } from 'altcha-lib';
import { toast } from '../toast';

/**
 * PBKDF2 as the challenge asks: the browser's Web Crypto where the page has it (HTTPS, localhost),
 * else the same computation in JavaScript (noble-hashes): a blog served over plain HTTP on a home
 * network still takes messages. Loaded only when a captcha is asked for.
 */
async function pbkdf2(): Promise<DeriveKeyFunction> {
  if (globalThis.crypto?.subtle) return (await import('altcha-lib/algorithms/web/pbkdf2')).deriveKey;
  const [{ pbkdf2Async }, { sha256 }] = await Promise.all([
    import('@noble/hashes/pbkdf2.js'),
    import('@noble/hashes/sha2.js'),
  ]);
  return async ({ cost, keyLength = 32 }, salt, password) => ({
    derivedKey: await pbkdf2Async(sha256, password, salt, { c: cost, dkLen: keyLength }),
  });
}

/**
 * Solves the server's proof-of-work challenge (ALTCHA, issue #18) for a write it answered with 428:
 * a fraction of a second of the visitor's processor, no picture to read and nothing fetched from
 * another host. Answers the `X-Captcha` header's value.
 */
export async function solveCaptcha(challenge: CaptchaChallenge): Promise<string> {
  toast.info('正在进行人机验证，请稍候…', { title: '人机验证', durationSeconds: 2 });
  const [{ solveChallenge }, deriveKey] = await Promise.all([import('altcha-lib'), pbkdf2()]);
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error('人机验证超时，请重试');
  return btoa(JSON.stringify({ challenge, solution }));
}
