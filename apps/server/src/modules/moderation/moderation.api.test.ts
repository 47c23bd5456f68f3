import { CAPTCHA_HEADER } from '@blog/contract/captcha';
import { HELD_COMMENT, HELD_MESSAGE } from '@blog/contract/held';
import type { ModerationSettings } from '@blog/contract';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'kysely';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { exportBlog } from '../import-export/export/export-blog';
import { PAGE_RENDER_HEADER } from './reader';
import { useConsoleContext } from '../../test/admin-fixtures';
import { createArticle } from '../../test/fixtures';

// Akismet's stand-in: calls spam any text with "cheap pills", counts the questions it is asked.
const akismet = { questions: [] as URLSearchParams[], down: false };
let standIn: Server;
const overrides: Partial<Config> = {};
beforeAll(async () => {
  standIn = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (akismet.down || request.url !== '/1.1/comment-check') {
        response.writeHead(500).end('down');
        return;
      }
      const form = new URLSearchParams(body);
      akismet.questions.push(form);
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end(
        form.get('api_key') !== 'good-key'
          ? 'invalid'
          : String(/cheap pills/.test(form.get('comment_content') ?? '')),
      );
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  overrides.akismetUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => standIn.close(() => resolve())));

const { t, users } = useConsoleContext(overrides);

beforeEach(() => {
  akismet.questions = [];
  akismet.down = false;
});

async function rules(patch: Partial<ModerationSettings>) {
  await t.app.moderation.saveSettings({ ...(await t.app.moderation.settings()), ...patch });
}

type Headers = Record<string, string>;
const call = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { payload?: object; ip?: string; headers?: Headers } = {},
) => {
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    ...(options.payload ? { payload: options.payload } : {}),
    headers: options.headers ?? {},
    remoteAddress: options.ip ?? '203.0.113.1',
  });
  return { status: res.statusCode, body: res.json() };
};
const guestMessage = (message: string, ip = '203.0.113.1', headers: Headers = {}) =>
  call('POST', '/message/add', { payload: { message }, ip, headers });
const messageList = async (options: { ip?: string; headers?: Headers } = {}) =>
  (await call('POST', '/message/getMessageList', { payload: { current: 1, size: 50 }, ...options })).body
    .result.list as {
    id: number;
    message: string;
    status: number;
  }[];
const queue = async () =>
  (await call('GET', '/admin/moderation/queue', { headers: users.admin })).body.result;

/** A solved challenge, as the browser sends it. */
async function solved(): Promise<string> {
  const { body } = await call('GET', '/captcha/challenge');
  const solution = await solveChallenge({ challenge: body.result, deriveKey });
  return Buffer.from(JSON.stringify({ challenge: body.result, solution })).toString('base64');
}

describe('holding guests’ messages (mode 1)', () => {
  it('shows a held message to its author and the owner only, and to all once approved', async () => {
    await rules({ mode: 1 });
    const held = await guestMessage('<p>请审核我</p>', '203.0.113.7');
    expect(held.status).toBe(200);
    expect(held.body.message).toBe(HELD_MESSAGE);
    expect(held.body.result).toMatchObject({ status: 2 });
    const id = held.body.result.id as number;

    // The author (by address), the owner: yes. Another visitor, a page the server renders to share: no.
    expect((await messageList({ ip: '203.0.113.7' })).map((m) => [m.id, m.status])).toEqual([[id, 2]]);
    expect((await messageList({ headers: users.admin })).map((m) => m.id)).toEqual([id]);
    expect(await messageList({ ip: '198.51.100.2' })).toEqual([]);
    expect(await messageList({ ip: '203.0.113.7', headers: { [PAGE_RENDER_HEADER]: '1' } })).toEqual([]);
    expect(await messageList({ ip: '203.0.113.7', headers: users.user })).toEqual([]);
    expect((await call('GET', `/message/getMessageById/${id}`, { ip: '198.51.100.2' })).status).toBe(404);
    expect((await call('GET', `/message/getMessageById/${id}`, { ip: '203.0.113.7' })).status).toBe(200);
    expect((await call('GET', '/message/getAllMessage', { ip: '203.0.113.7' })).body.result).toEqual({
      list: [],
      total: 0,
    });
    // Nobody comments on what nobody else can see.
    const comment = await call('POST', '/comment/add', {
      payload: { type: 3, for_id: id, content: '沙发' },
      headers: users.user,
    });
    expect(comment.status).toBe(404);
    // A user's message is published at once.
    expect(
      (await call('POST', '/message/add', { payload: { message: '用户的留言' }, headers: users.user })).body
        .result.status,
    ).toBe(1);

    const waiting = await queue();
    expect(waiting.total).toBe(1);
    expect(waiting.list).toEqual([
      expect.objectContaining({
        kind: 'message',
        id,
        content: '请审核我',
        ip: '203.0.113.7',
        reason: '游客留言需审核',
        user_id: null,
      }),
    ]);
    expect(
      (await call('GET', '/admin/stats', { headers: users.admin })).body.result.totals.messagesHeld,
    ).toBe(1);
    const approved = await call('POST', '/admin/moderation/approve', {
      payload: { items: [{ kind: 'message', id }] },
      headers: users.admin,
    });
    expect(approved.body.result).toEqual({ done: 1 });
    expect((await messageList({ ip: '198.51.100.2' })).map((m) => [m.id, m.status])).toContainEqual([id, 1]);
    expect((await queue()).total).toBe(0);
  });

  it('tells the owner of a held message, and the owner’s own messages are never held', async () => {
    await rules({ mode: 2 });
    await guestMessage('有人来过');
    const notes = await t.db.kysely.selectFrom('notifications').select(['user_id', 'message']).execute();
    expect(notes).toEqual([
      { user_id: users.adminId, message: expect.stringContaining('发表了新留言（待审核）：有人来过') },
    ]);
    const own = await call('POST', '/message/add', {
      payload: { message: '博主自己的留言' },
      headers: users.admin,
    });
    expect(own.body.result.status).toBe(1);
  });
});

describe('holding every comment (mode 2)', () => {
  it('keeps a held comment and reply from others and from notifications until approved', async () => {
    const article = await createArticle(t, { author_id: users.adminId });
    const { body: first } = await call('POST', '/comment/add', {
      payload: { type: 1, for_id: article, content: '好文' },
      headers: users.admin,
    });
    await rules({ mode: 2 });
    const held = await call('POST', '/comment/add', {
      payload: { type: 1, for_id: article, content: '等审核的评论' },
      headers: users.user,
    });
    expect([held.status, held.body.message, held.body.result.status]).toEqual([200, HELD_COMMENT, 2]);
    const reply = await call('POST', '/comment/apply', {
      payload: { parent_id: first.result.id, content: '等审核的回复' },
      headers: users.user,
    });
    expect(reply.body.result.status).toBe(2);

    const parents = async (headers: Headers = {}) =>
      (
        await call('POST', '/comment/frontGetParentComment', {
          payload: { type: 1, for_id: article, current: 1, size: 10 },
          headers,
        })
      ).body.result.list as {
        content: string;
        childComments: { content: string }[];
      }[];
    expect((await parents()).map((c) => [c.content, c.childComments.map((r) => r.content)])).toEqual([
      ['好文', []],
    ]);
    expect(
      (await parents(users.user)).map((c) => [c.content, c.childComments.map((r) => r.content)]),
    ).toEqual([
      ['等审核的评论', []],
      ['好文', ['等审核的回复']],
    ]);
    const children = await call('POST', '/comment/frontGetChildrenComment', {
      payload: { parent_id: first.result.id, current: 1, size: 10 },
    });
    expect(children.body.result.list).toEqual([]);
    expect(
      (await call('POST', '/comment/getCommentTotal', { payload: { type: 1, for_id: article } })).body.result,
    ).toBe(1);
    // Another user can neither see nor answer the held comment.
    const other = await call('POST', '/comment/apply', {
      payload: { parent_id: held.body.result.id, content: '回复' },
      headers: users.admin,
    });
    expect(other.status).toBe(200);
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/comment/apply',
      payload: { parent_id: held.body.result.id, content: '我看不见' },
    });
    // Guests may comment, but not on what they cannot see.
    expect(stranger.statusCode).toBe(404);

    const toAuthor = () =>
      t.db.kysely
        .selectFrom('notifications')
        .select('message')
        .where('user_id', '=', users.adminId)
        .execute();
    expect((await toAuthor()).map((n) => n.message)).toEqual([
      expect.stringContaining('的评论待审核：等审核的评论'),
      expect.stringContaining('的评论待审核：等审核的回复'),
    ]);
    const items = [
      { kind: 'comment', id: held.body.result.id },
      { kind: 'comment', id: reply.body.result.id },
    ];
    expect(
      (await call('POST', '/admin/moderation/approve', { payload: { items }, headers: users.admin })).body
        .result,
    ).toEqual({ done: 2 });
    expect((await toAuthor()).map((n) => n.message)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('评论了你的文章：等审核的评论'),
        expect.stringContaining('回复了你的评论：等审核的回复'),
      ]),
    );
    expect((await parents()).map((c) => c.content)).toEqual(['等审核的评论', '好文']);
    // Approving again changes nothing.
    expect(
      (await call('POST', '/admin/moderation/approve', { payload: { items }, headers: users.admin })).body
        .result,
    ).toEqual({ done: 0 });
  });
});

describe('what waits is not content yet', () => {
  it('leaves held comments and messages out of an export', async () => {
    await rules({ mode: 2 });
    const held = await guestMessage('还在等审核');
    const published = await call('POST', '/message/add', {
      payload: { message: '博主的留言' },
      headers: users.admin,
    });
    await call('POST', '/comment/add', {
      payload: { type: 3, for_id: published.body.result.id, content: '等审核的评论' },
      headers: users.user,
    });
    const target = mkdtempSync(path.join(os.tmpdir(), 'held-export-'));
    try {
      await exportBlog(t, target);
      const exported = (file: string) => readFileSync(path.join(target, file), 'utf8');
      expect(exported('messages.json')).toContain('博主的留言');
      expect(exported('messages.json')).not.toContain('还在等审核');
      expect(exported('comments.json')).not.toContain('等审核的评论');
      expect(held.body.result.status).toBe(2);
    } finally {
      rmSync(target, { recursive: true, force: true });
    }
  });
});

describe('rejecting and banning', () => {
  it('deletes a rejected item, bans a guest’s address and a user’s account, and lifts an address ban', async () => {
    await rules({ mode: 2 });
    const guest = await guestMessage('广告一', '192.0.2.44');
    const other = await guestMessage('另一条', '192.0.2.45');
    const fromUser = await call('POST', '/message/add', {
      payload: { message: '用户的广告' },
      headers: users.user,
    });
    const reject = await call('POST', '/admin/moderation/reject', {
      payload: { items: [{ kind: 'message', id: other.body.result.id }] },
      headers: users.admin,
    });
    expect(reject.body.result).toEqual({ done: 1 });
    expect(
      await t.db.kysely.selectFrom('messages').select('id').where('id', '=', other.body.result.id).execute(),
    ).toEqual([]);

    const ban = (id: number) =>
      call('POST', '/admin/moderation/ban', {
        payload: { kind: 'message', id, reason: '广告' },
        headers: users.admin,
      });
    expect((await ban(guest.body.result.id)).body.result).toEqual({ banned: 'ip', value: '192.0.2.44' });
    const refused = await guestMessage('又来了', '192.0.2.44');
    expect(refused).toEqual({ status: 403, body: { code: 403, message: '你所在的网络地址已被禁止发言' } });
    expect((await ban(fromUser.body.result.id)).body.result).toMatchObject({ banned: 'user' });
    const article = await createArticle(t, { author_id: users.adminId });
    const comment = await call('POST', '/comment/add', {
      payload: { type: 1, for_id: article, content: '还想发' },
      headers: users.user,
    });
    expect(comment).toEqual({ status: 401, body: { code: 401, message: '登录已失效，请重新登录' } });
    const account = t.db.kysely.selectFrom('users').select('disabled').where('id', '=', users.userId);
    expect(await account.executeTakeFirst()).toEqual({ disabled: 1 });
    expect((await queue()).total).toBe(0);

    const banned = (await call('GET', '/admin/moderation/banned-ips', { headers: users.admin })).body.result;
    expect(banned).toEqual([expect.objectContaining({ ip: '192.0.2.44', reason: '广告' })]);
    expect(
      (await call('DELETE', `/admin/moderation/banned-ips/${banned[0].id}`, { headers: users.admin })).status,
    ).toBe(200);
    expect((await guestMessage('解封了', '192.0.2.44')).status).toBe(200);
    expect(
      (await call('DELETE', `/admin/moderation/banned-ips/${banned[0].id}`, { headers: users.admin })).status,
    ).toBe(404);
  });
});

describe('words, links and repeats', () => {
  it('refuses words on the reject list and holds those on the hold list, whatever their case or width', async () => {
    await rules({ reject_words: '\n  博彩  \n', hold_words: 'VPN\n代购' });
    expect(await guestMessage('来玩博彩吧')).toEqual({
      status: 400,
      body: { code: 400, message: '内容包含不允许发布的词语' },
    });
    const held = await guestMessage('好用的ｖｐｎ推荐');
    expect(held.body.result.status).toBe(2);
    expect((await queue()).list[0].reason).toBe('包含待审词语「vpn」');
    const comment = await call('POST', '/comment/add', {
      payload: { type: 3, for_id: (await guestMessage('正常留言')).body.result.id, content: '帮忙代购' },
      headers: users.user,
    });
    expect(comment.body.result.status).toBe(2);
  });

  it('refuses more links than allowed, and none at all when the limit is 0', async () => {
    await rules({ max_links: 2 });
    const links = (n: number) =>
      Array.from({ length: n }, (_, i) => `<a href="https://spam${i}.example">看</a>`).join(' ');
    expect((await guestMessage(links(2))).status).toBe(200);
    expect(await guestMessage(links(3), '203.0.113.9')).toEqual({
      status: 400,
      body: { code: 400, message: '链接太多了：最多 2 个' },
    });
    await rules({ max_links: 0 });
    expect((await guestMessage('看 www.example.com', '203.0.113.10')).body.message).toBe('不能包含链接');
    await rules({ max_links: null });
    expect((await guestMessage(links(10), '203.0.113.11')).status).toBe(200);
  });

  it('refuses the same text from the same person within the window, and not after it or from others', async () => {
    await rules({ duplicate_minutes: 10 });
    expect((await guestMessage('第一次', '203.0.113.20')).status).toBe(200);
    expect(await guestMessage('  第一次 ', '203.0.113.20')).toEqual({
      status: 400,
      body: { code: 400, message: '请不要重复发送相同的内容' },
    });
    expect((await guestMessage('第一次', '203.0.113.21')).status).toBe(200);
    const msg = (await guestMessage('评论的对象')).body.result.id as number;
    const comment = () =>
      call('POST', '/comment/add', {
        payload: { type: 3, for_id: msg, content: '同样的话' },
        headers: users.user,
      });
    expect((await comment()).status).toBe(200);
    expect((await comment()).status).toBe(400);
    // An old one does not count; no window, no check.
    await sql`UPDATE comments SET created_at = '2020-01-01T00:00:00.000Z'`.execute(t.db.kysely);
    expect((await comment()).status).toBe(200);
    await rules({ duplicate_minutes: 0 });
    expect((await comment()).status).toBe(200);
    // Editing a message is not repeating it.
    const mine = (
      await call('POST', '/message/add', { payload: { message: '我的留言' }, headers: users.user })
    ).body.result.id;
    await rules({ duplicate_minutes: 10 });
    expect(
      (
        await call('POST', '/message/update', {
          payload: { id: mine, message: '我的留言' },
          headers: users.user,
        })
      ).status,
    ).toBe(200);
  });
});

describe('the captcha', () => {
  it('is asked after the owner’s number of writes a minute, opens one write per solution, and never the owner', async () => {
    await rules({ captcha_after: 2 });
    expect((await guestMessage('一')).status).toBe(200);
    expect((await guestMessage('二')).status).toBe(200);
    expect(await guestMessage('三')).toEqual({
      status: 428,
      body: { code: 428, message: '请先完成人机验证' },
    });
    const answer = await solved();
    expect((await guestMessage('三', '203.0.113.1', { [CAPTCHA_HEADER]: answer })).status).toBe(200);
    expect((await guestMessage('四', '203.0.113.1', { [CAPTCHA_HEADER]: answer })).body).toEqual({
      code: 428,
      message: '人机验证未通过，请重试',
    });
    // Another address starts its own count; the owner is never asked.
    expect((await guestMessage('别处', '203.0.113.50')).status).toBe(200);
    for (let n = 0; n < 4; n++) {
      expect(
        (
          await call('POST', '/message/add', {
            payload: { message: `博主 ${n}` },
            headers: users.admin,
            ip: '203.0.113.51',
          })
        ).status,
      ).toBe(200);
    }
  });

  it('is asked every time at 0 and never when off; registration and link applications ask too', async () => {
    await rules({ captcha_after: 0 });
    expect((await guestMessage('第一条', '198.51.100.30')).status).toBe(428);
    const notJson = await guestMessage('第一条', '198.51.100.30', { [CAPTCHA_HEADER]: 'bm90IGpzb24=' });
    expect(notJson.body.message).toBe('人机验证未通过，请重试');
    const register = { username: 'captcha_user', password: 'pass-word-1', nick_name: '验证' };
    expect((await call('POST', '/user/register', { payload: register, ip: '198.51.100.31' })).status).toBe(
      428,
    );
    const registered = await call('POST', '/user/register', {
      payload: register,
      ip: '198.51.100.31',
      headers: { [CAPTCHA_HEADER]: await solved() },
    });
    expect(registered.status).toBe(200);
    const link = {
      site_name: '我的站',
      site_desc: '描述',
      site_avatar: 'https://example.com/a.png',
      url: 'https://example.com',
    };
    expect(
      (await call('POST', '/links/add', { payload: link, headers: users.user, ip: '198.51.100.32' })).status,
    ).toBe(428);
    await rules({ captcha_after: null });
    for (let n = 0; n < 4; n++) expect((await guestMessage(`不再问 ${n}`, '198.51.100.33')).status).toBe(200);
  });

  it('gives each challenge once, signed, not cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(res.headers['cache-control']).toBe('no-store');
    const { result } = res.json();
    expect(result.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', keyPrefix: '00' });
    expect(result.signature).toMatch(/^[0-9a-f]{64}$/);
    expect((await call('GET', '/captcha/challenge')).body.result.parameters.nonce).not.toBe(
      result.parameters.nonce,
    );
  });
});

describe('Akismet', () => {
  it('holds what it calls spam, asks with the visitor’s details, and publishes by the other rules when it cannot answer', async () => {
    await rules({ akismet_key: 'good-key' });
    const spam = await guestMessage('buy cheap pills now', '203.0.113.60', { 'user-agent': 'Spambot/1.0' });
    expect(spam.body.result.status).toBe(2);
    expect((await queue()).list[0].reason).toBe('Akismet 认为是垃圾内容');
    expect(Object.fromEntries(akismet.questions[0]!)).toMatchObject({
      api_key: 'good-key',
      user_ip: '203.0.113.60',
      user_agent: 'Spambot/1.0',
      comment_type: 'message',
      comment_content: 'buy cheap pills now',
      // The blog's own address (no SITE_URL here, no owner seen yet: the one it listens on), never the Host.
      blog: 'http://127.0.0.1:0',
    });
    expect((await guestMessage('正常的留言')).body.result.status).toBe(1);
    akismet.down = true;
    expect((await guestMessage('cheap pills again', '203.0.113.61')).body.result.status).toBe(1);
    await rules({ akismet_key: 'wrong-key' });
    akismet.down = false;
    expect((await guestMessage('cheap pills once more', '203.0.113.62')).body.result.status).toBe(1);
    await rules({ akismet_key: null });
    const before = akismet.questions.length;
    await guestMessage('不再问 Akismet', '203.0.113.63');
    expect(akismet.questions.length).toBe(before);
  });
});

describe('the settings', () => {
  it('are the defaults until saved, are checked, and an empty Akismet key is none', async () => {
    const get = async () =>
      (await call('GET', '/admin/moderation/settings', { headers: users.admin })).body.result;
    expect(await get()).toEqual({
      mode: 0,
      captcha_after: null,
      reject_words: '',
      hold_words: '',
      max_links: 3,
      duplicate_minutes: 10,
      akismet_key: null,
      guest_comments: true,
    });
    const saved = { ...(await get()), mode: 1, captcha_after: 5, hold_words: 'a\nb', akismet_key: '  ' };
    const put = await call('PUT', '/admin/moderation/settings', { payload: saved, headers: users.admin });
    expect(put.body).toEqual({ code: 0, message: '审核设置已保存', result: { ...saved, akismet_key: null } });
    expect(await get()).toEqual({ ...saved, akismet_key: null });
    const bad = await call('PUT', '/admin/moderation/settings', {
      payload: { ...saved, mode: 3 },
      headers: users.admin,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('mode 只能是 0、1 或 2');
    expect(
      (await call('PUT', '/admin/moderation/settings', { payload: saved, headers: users.user })).status,
    ).toBe(403);
  });
});
