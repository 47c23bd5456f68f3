import { TOTP_REQUIRED_CODE } from '@blog/contract';
import { Secret, TOTP, URI } from 'otpauth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestContext } from '../../test/context';
import { authHeader, createSiteConfig, createUser } from '../../test/fixtures';

/*
 * Two-step login (issue #14) through the API, on SQLite and PostgreSQL. The clock is fixed (only
 * `Date` is faked) in the middle of a 30 s step, and moved a step at a time where a test needs a
 * new code: the codes themselves are made here with otpauth, as an authenticator app makes them.
 */

const STEP_MS = 30_000;
const START = Date.UTC(2026, 0, 5, 12, 0, 15);

const t = useTestContext();
let admin: { id: number; headers: Record<string, string> };

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: START });
  await createSiteConfig(t, { blog_name: '小站' });
  const id = await createUser(t, { username: 'owner01', role: 1, password: 'owner-pass-1' });
  admin = { id, headers: await authHeader(t, id) };
});
afterEach(async () => {
  vi.useRealTimers();
});

const call = async (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = admin.headers,
  remoteAddress = '127.0.0.1',
) => {
  const res = await t.app.inject({ method, url, payload, headers, remoteAddress });
  return { status: res.statusCode, body: res.json() };
};

const login = (body: object, remoteAddress = '127.0.0.1') =>
  call(
    'POST',
    '/api/user/login',
    { username: 'owner01', password: 'owner-pass-1', ...body },
    {},
    remoteAddress,
  );

/** The code an authenticator app shows for `secret` now, or `steps` steps from now. */
const codeFor = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * STEP_MS });

const nextStep = () => vi.setSystemTime(Date.now() + STEP_MS);

/** Turns two-step login on for the owner through the API; returns the secret and the recovery codes. */
async function enable(): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await call('POST', '/api/admin/totp/setup', { password: 'owner-pass-1' });
  expect(setup.status).toBe(200);
  const { secret } = setup.body.result as { secret: string };
  const on = await call('POST', '/api/admin/totp/enable', { code: codeFor(secret) });
  expect(on.status).toBe(200);
  // Every session signed in before ends; this one goes on with the token the answer carries.
  admin.headers = { authorization: on.body.result.token };
  return { secret, recoveryCodes: on.body.result.recoveryCodes };
}

describe('setting up two-step login', () => {
  it('starts with a pending secret, turns on with a current code and hands out ten recovery codes once', async () => {
    expect((await call('GET', '/api/admin/totp')).body.result).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });

    const setup = await call('POST', '/api/admin/totp/setup', { password: 'owner-pass-1' });
    expect(setup.status).toBe(200);
    const { secret, uri } = setup.body.result;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const app = URI.parse(uri);
    expect(app).toMatchObject({ issuer: '小站', label: 'owner01', algorithm: 'SHA1', digits: 6, period: 30 });
    expect(app.secret.base32).toBe(secret);

    // Pending only: the login does not ask for a code yet, and the status still says off.
    expect((await login({})).status).toBe(200);
    expect((await call('GET', '/api/admin/totp')).body.result.enabled).toBe(false);

    const wrong = await call('POST', '/api/admin/totp/enable', { code: codeFor(secret, 3) });
    expect(wrong).toEqual({ status: 400, body: { code: 400, message: '验证码错误，请核对手机时间后再试' } });

    const on = await call('POST', '/api/admin/totp/enable', { code: codeFor(secret) });
    expect(on.status).toBe(200);
    expect(on.body.message).toBe('两步验证已开启');
    const codes: string[] = on.body.result.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    admin.headers = { authorization: on.body.result.token };

    expect((await call('GET', '/api/admin/totp')).body.result).toEqual({
      enabled: true,
      enabledAt: '2026-01-05 20:00:15',
      recoveryCodesLeft: 10,
    });
    // The database holds the secret for the codes, but the recovery codes only as hashes.
    const stored = await t.db.kysely
      .selectFrom('totp_recovery_codes')
      .select(['code_hash', 'used_at'])
      .where('user_id', '=', admin.id)
      .execute();
    expect(stored).toHaveLength(10);
    const raw = codes.flatMap((code) => [code, code.replace('-', '')]);
    for (const row of stored) {
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(raw).not.toContain(row.code_hash);
      expect(row.used_at).toBeNull();
    }
    const user = await t.db.kysely
      .selectFrom('users')
      .select(['totp_secret', 'totp_pending_secret'])
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ totp_secret: secret, totp_pending_secret: null });

    // Once on, it cannot be set up or confirmed again (the codes are never shown twice).
    expect((await call('POST', '/api/admin/totp/setup', { password: 'owner-pass-1' })).status).toBe(409);
    expect((await call('POST', '/api/admin/totp/enable', { code: codeFor(secret, 1) })).status).toBe(409);
  });

  it('asks for the password before handing out a secret, and for a setup before a code', async () => {
    const noSetup = await call('POST', '/api/admin/totp/enable', { code: '123456' });
    expect(noSetup).toEqual({ status: 400, body: { code: 400, message: '请先开始设置两步验证' } });
    const wrong = await call('POST', '/api/admin/totp/setup', { password: 'not-the-one' });
    expect(wrong).toEqual({ status: 400, body: { code: 400, message: '密码不正确' } });
    const user = await t.db.kysely
      .selectFrom('users')
      .select('totp_pending_secret')
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(user.totp_pending_secret).toBeNull();
  });

  it('replaces the pending secret when a setup is begun again: only the newest one turns on', async () => {
    const first = (await call('POST', '/api/admin/totp/setup', { password: 'owner-pass-1' })).body.result;
    const second = (await call('POST', '/api/admin/totp/setup', { password: 'owner-pass-1' })).body.result;
    expect(second.secret).not.toBe(first.secret);
    expect((await call('POST', '/api/admin/totp/enable', { code: codeFor(first.secret) })).status).toBe(400);
    expect((await call('POST', '/api/admin/totp/enable', { code: codeFor(second.secret) })).status).toBe(200);
  });

  it('is for the admin only: 401 for guests, 403 for other users, even for their own account', async () => {
    const userId = await createUser(t, { username: 'reader01', password: 'reader-pass-1' });
    const user = await authHeader(t, userId);
    const routes: ['GET' | 'POST', string, object?][] = [
      ['GET', '/api/admin/totp'],
      ['POST', '/api/admin/totp/setup', { password: 'reader-pass-1' }],
      ['POST', '/api/admin/totp/enable', { code: '123456' }],
      ['POST', '/api/admin/totp/recovery-codes', { code: '123456' }],
      ['POST', '/api/admin/totp/disable', { password: 'reader-pass-1', code: '123456' }],
    ];
    for (const [method, url, payload] of routes) {
      expect(await call(method, url, payload, user)).toEqual({
        status: 403,
        body: { code: 403, message: '需要管理员权限' },
      });
      expect((await call(method, url, payload, {})).status).toBe(401);
    }
    const row = await t.db.kysely
      .selectFrom('users')
      .select(['totp_secret', 'totp_pending_secret'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ totp_secret: null, totp_pending_secret: null });
  });
});

describe('logging in with two-step login on', () => {
  it('answers the right password without a code with a distinct 401 and no token', async () => {
    await enable();
    const asked = await login({});
    expect(asked).toEqual({
      status: 401,
      body: { code: TOTP_REQUIRED_CODE, message: '请输入两步验证码' },
    });
    // A wrong password says what it always says: the code is asked for only after the right one.
    expect(await login({ password: 'wrong-pass-1' })).toEqual({
      status: 401,
      body: { code: 401, message: '用户名或密码错误' },
    });
    expect(await login({ password: 'wrong-pass-1', totp: '123456' })).toEqual({
      status: 401,
      body: { code: 401, message: '用户名或密码错误' },
    });
  });

  it('refuses a wrong code, lets the right one in, and refuses that code (or an older one) a second time', async () => {
    const { secret } = await enable();
    const wrong = await login({ totp: codeFor(secret, 5) });
    expect(wrong).toEqual({ status: 401, body: { code: 401, message: '验证码错误' } });

    // The code that turned it on has been used: the app's next one is needed.
    const replayedSetupCode = await login({ totp: codeFor(secret) });
    expect(replayedSetupCode.body.message).toBe('这个验证码刚刚用过了，请等下一个');
    nextStep();
    const code = codeFor(secret);
    const right = await login({ totp: code });
    expect(right.status).toBe(200);
    expect(right.body.result).toMatchObject({ id: admin.id, username: 'owner01', role: 1 });
    const me = await call('GET', '/api/admin/totp', undefined, {
      authorization: `Bearer ${right.body.result.token}`,
    });
    expect(me.body.result.enabled).toBe(true);

    // The same code again within its 30 s (someone who saw it typed), or the one before it: refused.
    expect(await login({ totp: code })).toEqual({
      status: 401,
      body: { code: 401, message: '这个验证码刚刚用过了，请等下一个' },
    });
    expect((await login({ totp: codeFor(secret, -1) })).status).toBe(401);
    // The next step's code is good (one step either side is accepted for clock drift).
    expect((await login({ totp: codeFor(secret, 1) })).status).toBe(200);
    // Spaces as the app shows them (`123 456`) are fine.
    nextStep();
    nextStep();
    const spaced = codeFor(secret).replace(/^(\d{3})/, '$1 ');
    expect((await login({ totp: spaced })).status).toBe(200);
  });

  it('lets each recovery code in once, in any case and with or without its dash', async () => {
    const { recoveryCodes } = await enable();
    const [first = '', second = ''] = recoveryCodes;
    expect((await login({ totp: first })).status).toBe(200);
    expect(await login({ totp: first })).toEqual({ status: 401, body: { code: 401, message: '验证码错误' } });
    expect((await login({ totp: second.replace('-', '').toUpperCase() })).status).toBe(200);
    expect((await call('GET', '/api/admin/totp')).body.result.recoveryCodesLeft).toBe(8);
    expect((await login({ totp: 'abcde-fghjk' })).status).toBe(401);
  });

  it('counts wrong codes like wrong passwords: after five, even the right code is locked out', async () => {
    const { secret } = await enable();
    nextStep();
    for (let i = 0; i < 5; i++) {
      const guess = await login({ totp: String(100000 + i) });
      expect(guess.status).toBe(401);
    }
    const locked = await login({ totp: codeFor(secret) });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^登录失败次数过多，请 \d+ 秒后再试$/);
    // Recovery codes are under the same lock.
    expect((await login({ totp: 'abcde-fghjk' })).status).toBe(429);
    // The lock is on the address at this account; the owner elsewhere still gets in with the code.
    expect((await login({ totp: codeFor(secret) }, '192.0.2.10')).status).toBe(200);
  });

  it('does not forgive earlier failures for the right password alone', async () => {
    const { secret } = await enable();
    nextStep();
    for (let i = 0; i < 4; i++) expect((await login({ totp: String(200000 + i) })).status).toBe(401);
    // The right password without a code (a 401 asking for it) is not a success…
    expect((await login({})).body.code).toBe(TOTP_REQUIRED_CODE);
    // …so the fifth wrong code still locks.
    expect((await login({ totp: '299999' })).status).toBe(401);
    expect((await login({ totp: codeFor(secret) })).status).toBe(429);
  });

  it('refuses malformed codes with 400 before any work, never counting them as failures', async () => {
    const { secret } = await enable();
    nextStep();
    const cases: [unknown, string][] = [
      ['12345', '请输入 6 位验证码或恢复码'],
      ['1234567', '请输入 6 位验证码或恢复码'],
      ['12a456', '请输入 6 位验证码或恢复码'],
      ['１２３４５６', '请输入 6 位验证码或恢复码'],
      ['abcde-fghj', '请输入 6 位验证码或恢复码'],
      ['', '请输入验证码'],
      ['1'.repeat(10_000), '验证码过长'],
      [123456, '请输入验证码'],
      ['123\u0000456', '含有无效的字符'],
    ];
    for (const [totp, message] of cases) {
      const answer = await login({ totp });
      expect([JSON.stringify(totp).slice(0, 20), answer.status]).toEqual([
        JSON.stringify(totp).slice(0, 20),
        400,
      ]);
      expect(answer.body.message).toContain(message);
    }
    // Nine refused inputs, and none of them counted: the right code still gets in.
    expect((await login({ totp: codeFor(secret) })).status).toBe(200);
  });

  it('leaves accounts without two-step login as they were, whatever totp says', async () => {
    await createUser(t, { username: 'reader01', password: 'reader-pass-1' });
    const answer = await call(
      'POST',
      '/api/user/login',
      { username: 'reader01', password: 'reader-pass-1', totp: '123456' },
      {},
    );
    expect(answer.status).toBe(200);
  });
});

describe('console changes once it is on', () => {
  // #35 item 3: a token issued before two-step login was on kept full access afterwards.
  it('ends every other session when it is turned on, and again when it is turned off', async () => {
    const before = admin.headers;
    const { secret } = await enable();
    expect((await call('GET', '/api/admin/totp', undefined, before)).status).toBe(401);
    expect((await call('GET', '/api/admin/totp')).body.result.enabled).toBe(true);
    const other = admin.headers;
    nextStep();
    const off = await call('POST', '/api/admin/totp/disable', {
      password: 'owner-pass-1',
      code: codeFor(secret),
    });
    expect(off.status).toBe(200);
    expect((await call('GET', '/api/admin/totp', undefined, other)).status).toBe(401);
    const next = { authorization: off.body.result.token as string };
    expect((await call('GET', '/api/admin/totp', undefined, next)).body.result.enabled).toBe(false);
  });

  it('turns off with the password and a code; then the login asks for no code', async () => {
    const { secret } = await enable();
    nextStep();
    expect(
      await call('POST', '/api/admin/totp/disable', { password: 'wrong-pass-1', code: codeFor(secret) }),
    ).toEqual({ status: 400, body: { code: 400, message: '密码不正确' } });
    expect(
      await call('POST', '/api/admin/totp/disable', { password: 'owner-pass-1', code: codeFor(secret, 4) }),
    ).toEqual({ status: 400, body: { code: 400, message: '验证码错误' } });
    const off = await call('POST', '/api/admin/totp/disable', {
      password: 'owner-pass-1',
      code: codeFor(secret),
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      message: '两步验证已关闭',
      result: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 },
    });
    admin.headers = { authorization: off.body.result.token };
    expect((await login({})).status).toBe(200);
    expect(
      await t.db.kysely
        .selectFrom('totp_recovery_codes')
        .selectAll()
        .where('user_id', '=', admin.id)
        .execute(),
    ).toEqual([]);
    expect(
      (await call('POST', '/api/admin/totp/disable', { password: 'owner-pass-1', code: '123456' })).status,
    ).toBe(409);
  });

  it('turns off with a recovery code instead of the app (a lost phone)', async () => {
    const { recoveryCodes } = await enable();
    const off = await call('POST', '/api/admin/totp/disable', {
      password: 'owner-pass-1',
      code: recoveryCodes[3],
    });
    expect(off.status).toBe(200);
    expect((await login({})).status).toBe(200);
  });

  it('slows down wrong passwords and codes when turning it off', async () => {
    const { secret } = await enable();
    nextStep();
    for (let i = 0; i < 5; i++) {
      expect(
        (await call('POST', '/api/admin/totp/disable', { password: 'owner-pass-1', code: '000000' })).status,
      ).toBe(400);
    }
    const locked = await call('POST', '/api/admin/totp/disable', {
      password: 'owner-pass-1',
      code: codeFor(secret),
    });
    expect(locked.status).toBe(429);
    expect((await call('GET', '/api/admin/totp')).body.result.enabled).toBe(true);
  });

  it('hands out ten new recovery codes for a current code; the old ones stop working', async () => {
    const { secret, recoveryCodes } = await enable();
    nextStep();
    expect((await call('POST', '/api/admin/totp/recovery-codes', { code: codeFor(secret, 3) })).status).toBe(
      400,
    );
    const renewed = await call('POST', '/api/admin/totp/recovery-codes', { code: codeFor(secret) });
    expect(renewed.status).toBe(200);
    const fresh: string[] = renewed.body.result.recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    expect((await login({ totp: recoveryCodes[0] })).status).toBe(401);
    expect((await login({ totp: fresh[0] })).status).toBe(200);
  });

  it('refuses malformed bodies with 400', async () => {
    await call('POST', '/api/admin/totp/setup', { password: 'owner-pass-1' });
    for (const code of ['12345', '1234567', 'abcdef', '12 34 5', '9'.repeat(100), 'abcde-fghjk']) {
      const answer = await call('POST', '/api/admin/totp/enable', { code });
      expect([code, answer.status]).toEqual([code, 400]);
    }
    expect((await call('POST', '/api/admin/totp/enable', {})).body.message).toContain('请输入验证码');
    expect((await call('POST', '/api/admin/totp/setup', {})).body.message).toContain('请输入密码');
    expect((await call('POST', '/api/admin/totp/setup', { password: 'p'.repeat(129) })).status).toBe(400);
    expect(
      (await call('POST', '/api/admin/totp/disable', { password: 'owner-pass-1', code: 'x' })).status,
    ).toBe(400);
    expect((await call('POST', '/api/admin/totp/disable', { code: '123456' })).status).toBe(400);
  });
});
