import type { CaptchaChallenge } from '@blog/contract';
import { toast } from '../toast';

/**
 * Solves the server's proof-of-work challenge (ALTCHA, issue #18) for a write it answered with 428:
 * a fraction of a second of the visitor's processor, no picture to read and nothing fetched from
 * another host. Loaded only when asked for, so that no page carries it before then. Answers the
 * `X-Captcha` header's value.
 */
export async function solveCaptcha(challenge: CaptchaChallenge): Promise<string> {
  toast.info('正在进行人机验证，请稍候…', { title: '人机验证', durationSeconds: 2 });
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/pbkdf2'),
  ]);
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error('人机验证超时，请重试');
  return btoa(JSON.stringify({ challenge, solution }));
}
