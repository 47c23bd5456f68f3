import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import { useTestContext } from '../../test/context';
import { authHeader, createSiteConfig, createUser } from '../../test/fixtures';
import { linkIn, TestSmtpServer } from '../../test/smtp-server';
import { RESET_LINK_INVALID, RESET_REQUESTED } from './password-reset';

const OWNER = 'owner@example.test';
const SITE = 'http://blog.test';

const overrides: Partial<Config> = {};
const t = useTestContext(overrides);
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  overrides.mail = { smtpUrl: smtp.url, from: 'blog@example.test', adminEmail: OWNER, siteUrl: SITE };
});
afterAll(async () => {
  await smtp.stop();
});

let admin: number;
let alice: number;
beforeEach(async () => {
  smtp.received.length = 0;
  await createSiteConfig(t, { blog_name: '小站' });
  admin = await createUser(t, { username: 'owner', role: 1, password: 'old-pass-1' });
  alice = await createUser(t, { username: 'alice', password: 'old-pass-1' });
  await t.db.kysely
    .updateTable('users')
    .set({ email: 'alice@example.test', email_verified_at: '2026-01-01T00:00:00.000Z' })
    .where('id', '=', alice)
    .execute();
});

let address = 0;
/** Asks for a reset link from a new address (or `ip`), and waits until its mail is queued or not. */
async function forgot(account: string, ip = `10.9.0.${++address % 250}`) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/forgotPassword',
    payload: { account },
    remoteAddress: ip,
  });
  await t.app.passwordResets.settled();
  await t.app.mail.flush();
  return res;
}
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, payload });
const tokenOf = (to: string) => {
  const mails = smtp.to(to);
  return new URL(linkIn(mails.at(-1)!.text, '/reset-password?token=')).searchParams.get('token')!;
};
const login = (username: string, password: string) =>
  post('/user/login', { username, password }).then((res) => res.statusCode);

describe('password reset by mail', () => {
  it('mails a link that sets the new password once and ends every session of the account', async () => {
    const session = await authHeader(t, alice);
    const res = await forgot('ALICE');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, message: RESET_REQUESTED });
    const [mail, ...others] = smtp.to('alice@example.test');
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('【小站】重设密码');
    expect(mail!.text).toContain('重设账号 alice 的密码');
    expect(mail!.text).toContain(`${SITE}/reset-password?token=`);

    const token = tokenOf('alice@example.test');
    const check = await post('/user/resetPassword/check', { token });
    expect(check.json()).toMatchObject({ code: 0, result: { username: 'alice' } });

    const mismatch = await post('/user/resetPassword', { token, password1: 'new-pass-2', password2: 'x' });
    expect(mismatch.statusCode).toBe(400);
    const weak = await post('/user/resetPassword', { token, password1: 'abc', password2: 'abc' });
    expect(weak.statusCode).toBe(400);

    const done = await post('/user/resetPassword', {
      token,
      password1: 'new-pass-2',
      password2: 'new-pass-2',
    });
    expect(done.json()).toMatchObject({ code: 0, result: { username: 'alice' } });
    expect(await login('alice', 'new-pass-2')).toBe(200);
    expect(await login('alice', 'old-pass-1')).toBe(401);
    // The session from before is over.
    const old = await t.app.inject({ method: 'GET', url: '/api/mail/settings', headers: session });
    expect(old.statusCode).toBe(401);

    // The link works once.
    const again = await post('/user/resetPassword', {
      token,
      password1: 'new-pass-3',
      password2: 'new-pass-3',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(RESET_LINK_INVALID);
    expect((await post('/user/resetPassword/check', { token })).statusCode).toBe(400);
  });

  it('refuses an expired link, a forged one, and one older than the password', async () => {
    const now = Date.now();
    await forgot('alice');
    const first = tokenOf('alice@example.test');
    await forgot('alice@example.test');
    const second = tokenOf('alice@example.test');
    expect(smtp.to('alice@example.test')).toHaveLength(2);

    vi.useFakeTimers({ now: now + 31 * 60_000, toFake: ['Date'] });
    try {
      const expired = await post('/user/resetPassword/check', { token: first });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe(RESET_LINK_INVALID);
    } finally {
      vi.useRealTimers();
    }
    const forged = `${first.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await post('/user/resetPassword/check', { token: forged })).statusCode).toBe(400);

    expect(
      (await post('/user/resetPassword', { token: first, password1: 'new-pass-2', password2: 'new-pass-2' }))
        .statusCode,
    ).toBe(200);
    // The other link was mailed for the password that is no longer.
    expect((await post('/user/resetPassword/check', { token: second })).statusCode).toBe(400);
  });

  it('answers an unknown account exactly as a known one, and mails nobody', async () => {
    const known = await forgot('alice');
    const unknown = await forgot('nobody99');
    const unknownAddress = await forgot('nobody@example.test');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknownAddress.body).toBe(known.body);
    expect(smtp.received.map((mail) => mail.to)).toEqual(['alice@example.test']);
    // An account without a verified address gets no mail either; the owner's goes to the owner's address.
    await createUser(t, { username: 'bob' });
    expect((await forgot('bob')).body).toBe(known.body);
    await forgot('owner');
    expect(smtp.received.map((mail) => mail.to)).toEqual(['alice@example.test', OWNER]);
    expect(admin).toBeGreaterThan(0);
  });

  it('is throttled per address (429) and, silently, per account and recipient', async () => {
    for (let i = 0; i < 5; i += 1) expect((await forgot(`someone${i}`, '10.9.9.9')).statusCode).toBe(200);
    const throttled = await forgot('alice', '10.9.9.9');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toMatch(/^请求太频繁，请 \d+ 秒后再试$/);
    expect(smtp.received).toEqual([]);

    // From many addresses: three mails to one account, then none for a while, with the same answer.
    const answers = new Set<string>();
    for (let i = 0; i < 5; i += 1) answers.add((await forgot(i % 2 ? 'alice' : 'alice@example.test')).body);
    expect(answers.size).toBe(1);
    expect(smtp.to('alice@example.test')).toHaveLength(3);
  });

  it('says to ask the owner for npm run blog -- passwd when mail is off', async () => {
    const config = { ...t.config, mail: { ...t.config.mail, smtpUrl: undefined } };
    const off = await buildApp({ config, db: { ...t.db, close: async () => undefined } }, { logger: false });
    try {
      const res = await off.inject({
        method: 'POST',
        url: '/api/user/forgotPassword',
        payload: { account: 'alice' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('npm run blog -- passwd');
    } finally {
      await off.close();
    }
  });
});
