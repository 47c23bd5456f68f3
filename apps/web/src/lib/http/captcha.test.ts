import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { solveCaptcha } from './captcha';

vi.mock('../toast', () => ({ toast: { info: vi.fn() } }));

const SECRET = 'the server’s secret';
const challenge = () =>
  createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 1000,
    keyPrefix: '0',
    deriveKey,
    hmacSignatureSecret: SECRET,
  });

/** What the server does with the header: decode it and verify the solution against its own secret. */
async function serverAccepts(header: string): Promise<boolean> {
  const { challenge: sent, solution } = JSON.parse(atob(header)) as { challenge: Challenge; solution: never };
  return (await verifySolution({ challenge: sent, solution, deriveKey, hmacSignatureSecret: SECRET }))
    .verified;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('solveCaptcha', () => {
  it('answers a challenge the server accepts, with the browser’s Web Crypto', async () => {
    const made = await challenge();
    expect(
      await serverAccepts(await solveCaptcha({ parameters: made.parameters, signature: made.signature! })),
    ).toBe(true);
  });

  it('answers it the same without Web Crypto (a page served over plain HTTP)', async () => {
    const made = await challenge();
    vi.stubGlobal('crypto', {
      getRandomValues: (array: Uint8Array) => globalThis.crypto.getRandomValues(array),
    });
    const header = await solveCaptcha({ parameters: made.parameters, signature: made.signature! });
    vi.unstubAllGlobals();
    expect(await serverAccepts(header)).toBe(true);
  });
});
