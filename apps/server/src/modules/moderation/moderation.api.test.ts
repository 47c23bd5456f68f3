import { CAPTCHA_HEADER } from '@blog/contract/captcha';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'kysely';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { useConsoleContext } from '../../test/admin-fixtures';
import { moderationCalls } from '../../test/moderation-fixtures';

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
const { rules, call, guestMessage, queue } = moderationCalls(t, users);

beforeEach(() => {
  akismet.questions = [];
  akismet.down = false;
});

/** A solved challenge, as the browser sends it. */
async function solved(): Promise<string> {
  const { body } = await call('GET', '/captcha/challenge');
  const solution = await solveChallenge({ challenge: body.result, deriveKey });
  return Buffer.from(JSON.stringify({ challenge: body.result, solution })).toString('base64');
}

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
