import { beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, useTestContext } from '../../test/context';
import type { MemoryBackoffStore } from '../../lib/backoff-store';
import { authHeader, createUser } from '../../test/fixtures';

const t = useTestContext();

const post = async (
  url: string,
  payload: object,
  headers: Record<string, string> = {},
  remoteAddress = '127.0.0.1',
) => {
  const res = await t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });
  return { status: res.statusCode, body: res.json() };
};
const put = async (url: string, payload: object, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'PUT', url, payload, headers });
  return { status: res.statusCode, body: res.json() };
};

/** Ends every login lock now, as if its wait had passed (the failures behind it are kept). */
async function expireLocks(): Promise<void> {
  const store = t.app.backoffStore as MemoryBackoffStore;
  for (const key of store.keys()) {
    const state = await store.get(key);
    if (state) await store.set(key, { ...state, lockedUntil: 0 }, 60_000);
  }
}

const secondsOf = (message: string) => Number(/(\d+) 秒/.exec(message)?.[1]);

describe('POST /api/user/register', () => {
  it('creates the account and logs it in at once', async () => {
    const { status, body } = await post('/api/user/register', {
      username: 'xiaoming',
      password: 'abc123',
      nick_name: '小明',
    });
    expect(status).toBe(200);
    expect(body.result).toMatchObject({
      id: expect.any(Number),
      username: 'xiaoming',
      role: 2,
      token: expect.any(String),
    });
    const me = await t.app.inject({
      url: `/api/user/getUserInfoById/${body.result.id}`,
      headers: { authorization: `Bearer ${body.result.token}` },
    });
    expect(me.json().result).toMatchObject({
      username: 'xiaoming',
      nick_name: '小明',
      avatar: null,
      role: 2,
    });
    const stored = await t.db.kysely
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'xiaoming')
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('applies the rules of docs/spec.md §5 with the same Chinese messages', async () => {
    const cases: [object, string][] = [
      [{ password: 'abc123' }, '请输入用户账号'],
      [{ username: 'abcd', password: 'abc123' }, '用户账号长度应该在5-16之间'],
      [{ username: 'a'.repeat(17), password: 'abc123' }, '用户账号长度应该在5-16之间'],
      [{ username: 'valid1' }, '请输入密码'],
      [{ username: 'valid1', password: 'abcdefg' }, '密码格式应为6-18位数字、字母、符号的任意两种组合'],
      [{ username: 'valid1', password: '中文abc123' }, '密码格式应为6-18位数字、字母、符号的任意两种组合'],
      [{ username: 'valid1', password: 'a1'.repeat(10) }, '密码格式应为6-18位数字、字母、符号的任意两种组合'],
    ];
    for (const [index, [payload, message]] of cases.entries()) {
      const { status, body } = await post('/api/user/register', payload, {}, `10.1.0.${index}`);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body.message, JSON.stringify(payload)).toContain(message);
    }
    expect(await t.db.kysely.selectFrom('users').selectAll().execute()).toEqual([]);
  });

  it('refuses a taken username with 409', async () => {
    await createUser(t, { username: 'xiaoming' });
    const { status, body } = await post('/api/user/register', { username: 'xiaoming', password: 'abc123' });
    expect(status).toBe(409);
    expect(body.message).toContain('用户名已存在');
  });

  it('allows three registrations a minute per address, even with the global limit off', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await post('/api/user/register', { username: `person${i}x`, password: 'abc123' }, {}, '10.2.3.4'))
          .status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('POST /api/user/login', () => {
  it('returns a token that identifies the user', async () => {
    const id = await createUser(t, { username: 'reader1', password: 'pass123' });
    const { status, body } = await post('/api/user/login', { username: 'reader1', password: 'pass123' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      code: 0,
      message: '登录成功',
      result: { id, username: 'reader1', role: 2 },
    });
    const update = await put(
      '/api/user/updateOwnUserInfo',
      { nick_name: '读者' },
      { authorization: `Bearer ${body.result.token}` },
    );
    expect(update.body.result).toMatchObject({ id, nick_name: '读者' });
    const bare = await put(
      '/api/user/updateOwnUserInfo',
      { nick_name: '读者二' },
      { authorization: body.result.token },
    );
    expect(bare.status).toBe(200);
  });

  it('says the same for a wrong password and an unknown user', async () => {
    await createUser(t, { username: 'reader1', password: 'pass123' });
    const wrong = await post('/api/user/login', { username: 'reader1', password: 'nope123' });
    const unknown = await post('/api/user/login', { username: 'ghost99', password: 'nope123' });
    expect(wrong).toEqual({ status: 401, body: { code: 401, message: '用户名或密码错误' } });
    expect(unknown).toEqual(wrong);
  });

  it('requires both fields with the login messages', async () => {
    expect((await post('/api/user/login', { password: 'x' })).body.message).toContain('请输入用户账号');
    expect((await post('/api/user/login', { username: 'reader1' })).body.message).toContain('请输入用户密码');
  });

  it('locks an address and username out after five failures in 20 s, even with the right password', async () => {
    await createUser(t, { username: 'reader1', password: 'pass123' });
    for (let i = 0; i < 5; i++)
      expect((await post('/api/user/login', { username: 'reader1', password: 'bad' })).status).toBe(401);
    const locked = await post('/api/user/login', { username: 'reader1', password: 'pass123' });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^登录失败次数过多，请 \d+ 秒后再试$/);
    const elsewhere = await post(
      '/api/user/login',
      { username: 'reader1', password: 'pass123' },
      {},
      '10.9.9.9',
    );
    expect(elsewhere.status).toBe(200);
  });

  it('refuses a megabyte username or password before any work, never counting it as a failure', async () => {
    await createUser(t, { username: 'reader1', password: 'pass123' });
    // Half a megabyte: within the body limit, so the login rules must refuse it.
    const huge = 'a'.repeat(512 * 1024);
    for (let i = 0; i < 6; i++) {
      const answer = await post('/api/user/login', { username: huge + i, password: 'bad' });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain('用户账号或密码过长');
    }
    const longPassword = await post('/api/user/login', { username: 'reader1', password: 'p1'.repeat(65) });
    expect(longPassword.status).toBe(400);
    expect(longPassword.body.message).toContain('用户账号或密码过长');
    // The longest accepted fields are only a wrong login, and the right one still gets in.
    const longest = await post('/api/user/login', { username: 'u'.repeat(64), password: 'p'.repeat(128) });
    expect(longest.status).toBe(401);
    expect((await post('/api/user/login', { username: 'reader1', password: 'pass123' })).status).toBe(200);
  });

  it('refuses disabled accounts alike whatever the password, so it reveals nothing of it', async () => {
    await createUser(t, { username: 'banned1', password: 'pass123', disabled: 1 });
    const right = await post('/api/user/login', { username: 'banned1', password: 'pass123' });
    const wrong = await post('/api/user/login', { username: 'banned1', password: 'wrong99' });
    expect(right).toEqual({ status: 403, body: { code: 403, message: '账号已被停用，请联系博主' } });
    expect(wrong).toEqual(right);
  });

  it('keeps refusing a guesser who waits out each lock: the waits grow', async () => {
    await createUser(t, { username: 'reader1', password: 'pass123' });
    for (let i = 0; i < 5; i++) await post('/api/user/login', { username: 'reader1', password: 'bad' });
    const first = await post('/api/user/login', { username: 'reader1', password: 'bad' });
    expect(first.status).toBe(429);
    // Pretend the 30 s lock has passed: the next failure locks for twice as long.
    await expireLocks();
    expect((await post('/api/user/login', { username: 'reader1', password: 'bad' })).status).toBe(401);
    const second = await post('/api/user/login', { username: 'reader1', password: 'bad' });
    expect(second.status).toBe(429);
    expect(secondsOf(second.body.message)).toBeGreaterThan(secondsOf(first.body.message));
  });

  it('locks an account guessed at from many addresses, but not for its usual address', async () => {
    await createUser(t, { username: 'owner01', password: 'pass123' });
    // The owner logs in once from home: that is the account's usual address from then on.
    expect(
      (await post('/api/user/login', { username: 'owner01', password: 'pass123' }, {}, '192.0.2.1')).status,
    ).toBe(200);
    // Ten guesses, each from an address of its own, pass the per-address lock…
    for (let i = 0; i < 10; i++) {
      const guess = await post(
        '/api/user/login',
        { username: 'owner01', password: `guess${i}` },
        {},
        `198.51.100.${i}`,
      );
      expect(guess.status).toBe(401);
    }
    // …but not the account's: an eleventh address is refused, even with the right password.
    const fresh = await post(
      '/api/user/login',
      { username: 'owner01', password: 'pass123' },
      {},
      '198.51.100.200',
    );
    expect(fresh.status).toBe(429);
    // The owner, at home, still gets in.
    expect(
      (await post('/api/user/login', { username: 'owner01', password: 'pass123' }, {}, '192.0.2.1')).status,
    ).toBe(200);
  });

  it('locks an address that tries one password on many accounts', async () => {
    const statuses = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await post('/api/user/login', { username: `person${i}`, password: '123456' }, {}, '203.0.113.7'))
          .status,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  const guess = (forwardedFor: string, context: TestContext = t) =>
    context.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'reader1', password: 'bad' },
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress: '127.0.0.1',
    });

  it('takes the address the proxy saw, not one the client wrote, so locks hold', async () => {
    const proxied = await createTestContext({ trustProxy: 1 });
    try {
      await createUser(proxied, { username: 'reader1', password: 'pass123' });
      // The client writes a new address each time; nginx appends the real one (203.0.113.9).
      const statuses = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await guess(`10.0.0.${i}, 203.0.113.9`, proxied)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      // So no one can lock the owner out by writing the owner's address either.
      const owner = await proxied.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: 'reader1', password: 'pass123' },
        headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.4' },
        remoteAddress: '127.0.0.1',
      });
      expect(owner.statusCode).toBe(200);
    } finally {
      await proxied.dispose();
    }
  });

  it('believes no header when not behind a proxy', async () => {
    await createUser(t, { username: 'reader1', password: 'pass123' });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await guess(`10.0.1.${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe('tokens', () => {
  it('401 for missing, forged and revoked tokens; a disabled user’s tokens stop working', async () => {
    const id = await createUser(t, { password: 'pass123' });
    const headers = await authHeader(t, id);
    expect((await put('/api/user/updateOwnUserInfo', { nick_name: 'a' })).status).toBe(401);
    const token = headers.authorization.split(' ')[1]!;
    const [head, , sig] = token.split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify({ sub: id, ver: 0, role: 1 })).toString('base64url')}.${sig}`;
    expect(
      (await put('/api/user/updateOwnUserInfo', { nick_name: 'a' }, { authorization: `Bearer ${forged}` }))
        .status,
    ).toBe(401);
    await t.db.kysely.updateTable('users').set({ disabled: 1 }).where('id', '=', id).execute();
    const disabled = await put('/api/user/updateOwnUserInfo', { nick_name: 'a' }, headers);
    expect(disabled).toEqual({ status: 401, body: { code: 401, message: '账号已被停用' } });
  });

  it('a stale token on a public endpoint is simply a guest', async () => {
    const res = await t.app.inject({ url: '/api/statistic', headers: { authorization: 'Bearer garbage' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('PUT /api/user/updateOwnUserInfo', () => {
  it('changes only the caller, whatever id the body names', async () => {
    const me = await createUser(t, { nick_name: '我' });
    const other = await createUser(t, { nick_name: '别人' });
    const res = await put(
      '/api/user/updateOwnUserInfo',
      { id: other, nick_name: '新名字', avatar: '/media/uploads/images/2026/11/a.webp' },
      await authHeader(t, me),
    );
    expect(res.body.result).toMatchObject({
      id: me,
      nick_name: '新名字',
      avatar: '/media/uploads/images/2026/11/a.webp',
    });
    const untouched = await t.app.inject({ url: `/api/user/getUserInfoById/${other}` });
    expect(untouched.json().result.nick_name).toBe('别人');
  });

  it('clears the avatar for null, and for "" as the original client sends it', async () => {
    const me = await createUser(t);
    const headers = await authHeader(t, me);
    const avatar = '/media/uploads/images/2026/11/a.webp';
    for (const cleared of [null, '']) {
      expect((await put('/api/user/updateOwnUserInfo', { avatar }, headers)).body.result.avatar).toBe(avatar);
      const res = await put('/api/user/updateOwnUserInfo', { avatar: cleared }, headers);
      expect(res.status, JSON.stringify(cleared)).toBe(200);
      expect(res.body.result.avatar).toBeNull();
      const stored = await t.app.inject({ url: `/api/user/getUserInfoById/${me}` });
      expect(stored.json().result.avatar).toBeNull();
    }
  });

  it('refuses empty or long nicknames, foreign or climbing avatars and empty bodies', async () => {
    const headers = await authHeader(t, await createUser(t));
    for (const body of [
      { nick_name: '' },
      { nick_name: '名'.repeat(21) },
      { avatar: 'https://evil.example/x.png' },
      { avatar: 'javascript:alert(1)' },
      // Inside the uploads folder by its prefix only: it climbs out to an admin endpoint.
      { avatar: '/media/uploads/../../api/admin/stats' },
      {},
    ]) {
      expect((await put('/api/user/updateOwnUserInfo', body, headers)).status, JSON.stringify(body)).toBe(
        400,
      );
    }
  });
});

describe('PUT /api/user/updatePassword', () => {
  it('checks the old password, applies the rules, and revokes older tokens', async () => {
    const id = await createUser(t, { username: 'changer', password: 'old-pass1' });
    const oldHeaders = await authHeader(t, id);
    const changePassword = (password: string, password1: string, password2: string) =>
      put('/api/user/updatePassword', { password, password1, password2 }, oldHeaders);
    expect((await changePassword('wrong-1', 'new-pass1', 'new-pass1')).body).toEqual({
      code: 400,
      message: '原密码不正确',
    });
    expect((await changePassword('old-pass1', 'new-pass1', 'new-pass2')).body.message).toContain(
      '两次密码不一致',
    );
    expect((await changePassword('old-pass1', 'short', 'short')).body.message).toContain('密码格式应为');

    const changed = await changePassword('old-pass1', 'new-pass1', 'new-pass1');
    expect(changed.status).toBe(200);
    expect((await put('/api/user/updateOwnUserInfo', { nick_name: 'x' }, oldHeaders)).status).toBe(401);
    const fresh = { authorization: `Bearer ${changed.body.result.token}` };
    expect((await put('/api/user/updateOwnUserInfo', { nick_name: 'x' }, fresh)).status).toBe(200);
    expect((await post('/api/user/login', { username: 'changer', password: 'old-pass1' })).status).toBe(401);
    expect((await post('/api/user/login', { username: 'changer', password: 'new-pass1' })).status).toBe(200);
  });

  it('stops answering wrong current passwords after five, even the right one', async () => {
    const id = await createUser(t, { username: 'changer', password: 'old-pass1' });
    const headers = await authHeader(t, id);
    const change = (password: string) =>
      put('/api/user/updatePassword', { password, password1: 'new-pass1', password2: 'new-pass1' }, headers);
    for (let i = 0; i < 5; i++) expect((await change(`wrong-${i}`)).status).toBe(400);
    const locked = await change('old-pass1');
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^登录失败次数过多，请 \d+ 秒后再试$/);
  });
});

describe('GET /api/user/getUserInfoById/:id', () => {
  it('shows others only the public profile: no login name, password hash or address', async () => {
    const id = await createUser(t, { username: 'reader1', password: 'pass123' });
    const keys = async (headers: Record<string, string> = {}) =>
      Object.keys(
        (await t.app.inject({ url: `/api/user/getUserInfoById/${id}`, headers })).json().result,
      ).sort();
    const publicProfile = ['avatar', 'createdAt', 'id', 'nick_name', 'role'];
    expect(await keys()).toEqual(publicProfile);
    expect(await keys(await authHeader(t, await createUser(t)))).toEqual(publicProfile);
    // The user themselves and the admin see the login name too.
    expect(await keys(await authHeader(t, id))).toEqual([...publicProfile, 'username'].sort());
    expect(await keys(await authHeader(t, await createUser(t, { role: 1 })))).toEqual(
      [...publicProfile, 'username'].sort(),
    );
    expect((await t.app.inject({ url: '/api/user/getUserInfoById/999' })).statusCode).toBe(404);
  });
});

describe('names that pass for someone else', () => {
  // Registrations from addresses of their own: each address may register three times a minute.
  let address = 0;
  const nextAddress = () => `198.18.0.${++address}`;

  beforeEach(async () => {
    await createUser(t, { username: 'admin', role: 1, nick_name: '林间', password: 'pass123' });
  });

  it('keeps one account per name, whatever its case or width', async () => {
    for (const username of ['Admin', 'ADMIN', 'ａｄｍｉｎ']) {
      const res = await post('/api/user/register', { username, password: 'abc123' }, {}, nextAddress());
      expect(res.status, username).toBe(409);
    }
    // The owner logs in however they type their name.
    expect((await post('/api/user/login', { username: 'ADMIN', password: 'pass123' })).status).toBe(200);
  });

  it('refuses names with look-alike letters or invisible and direction characters', async () => {
    for (const username of ['ad\u200bmin', '\u0430dmin', '\u202eadmin', 'admin\u2066', 'ad min', 'ad-min']) {
      const res = await post('/api/user/register', { username, password: 'abc123' }, {}, nextAddress());
      expect(res.status, JSON.stringify(username)).toBe(400);
      expect(res.body.message).toContain('用户账号只能包含字母、数字、下划线或汉字');
    }
    expect((await post('/api/user/register', { username: '读者_2026', password: 'abc123' })).status).toBe(
      200,
    );
  });

  it("refuses the owner's nickname in any disguise, and strips invisible characters from nicknames", async () => {
    for (const nick_name of ['林间', '林\u200b间', ' 林 间 ', 'ADMIN']) {
      const res = await post(
        '/api/user/register',
        { username: 'visitor1', password: 'abc123', nick_name },
        {},
        nextAddress(),
      );
      expect(res.status, JSON.stringify(nick_name)).toBe(409);
    }
    const made = await post('/api/user/register', {
      username: 'visitor1',
      password: 'abc123',
      nick_name: '访\u202e客',
    });
    expect(made.status).toBe(200);
    const headers = { authorization: `Bearer ${made.body.result.token}` };
    const info = await t.app.inject({ url: `/api/user/getUserInfoById/${made.body.result.id}`, headers });
    expect(info.json().result.nick_name).toBe('访客');
    expect((await put('/api/user/updateOwnUserInfo', { nick_name: '林\u2060间' }, headers)).status).toBe(409);
    expect((await put('/api/user/updateOwnUserInfo', { nick_name: '林间的读者' }, headers)).status).toBe(200);
  });
});
