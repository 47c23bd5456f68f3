import { adminCommentPageResponse, commentResponse, parentCommentPageResponse } from '@blog/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { authHeader, createArticle, createSiteConfig, createUser } from '../../test/fixtures';
import { createTalk } from '../../test/community-fixtures';
import { linkIn, useTestContextWithMail } from '../../test/smtp-server';
import { signGrant } from '../article/unlock';

/**
 * Guest comments (issue #32): guests comment under articles and talks as they leave messages — one
 * 游客 identity for the board, the comments and the chat, moderation, captcha and limits as on the
 * board — while the owner allows it (审核设置, on by default). Mail is on in this file.
 */

const OWNER = 'owner@example.test';
const SITE = 'http://blog.test';
const mail = useTestContextWithMail(OWNER, SITE);
const t = mail.t;

let owner: number;
let alice: number;
let article: number;
beforeEach(async () => {
  await createSiteConfig(t, { blog_name: '小站' });
  owner = await createUser(t, { role: 1, nick_name: '博主' });
  alice = await createUser(t, { nick_name: '爱丽丝' });
  article = await createArticle(t, { author_id: owner, article_title: '事件循环' });
});

let address = 0;
const freshAddress = () => `10.9.${Math.floor(++address / 250) % 250}.${address % 250}`;
const request = async (
  method: 'POST' | 'PUT' | 'GET',
  url: string,
  payload?: object,
  options: { user?: number; ip?: string; headers?: Record<string, string> } = {},
) => {
  const res = await t.app.inject({
    method,
    url: `/api/${url}`,
    payload,
    headers: { ...(options.user ? await authHeader(t, options.user) : {}), ...options.headers },
    remoteAddress: options.ip ?? freshAddress(),
  });
  return { status: res.statusCode, body: res.json() };
};

interface Identity {
  guest_name: string;
  guest_token: string;
}
const identity = async (given: Partial<Identity> = {}): Promise<Identity & { comments: boolean }> =>
  (await request('POST', 'guest/identity', given)).body.result;
const settings = async (changes: object) =>
  t.app.moderation.saveSettings({ ...(await t.app.moderation.settings()), ...changes });
const guestComment = (guest: Identity, body: object, ip?: string) =>
  request('POST', 'comment/add', { type: 1, for_id: article, ...guest, ...body }, { ip });
const parents = async (options: { ip?: string; user?: number } = {}) =>
  (await request('POST', 'comment/frontGetParentComment', { type: 1, for_id: article }, options)).body;

describe('a guest identity', () => {
  it('is given once and then kept; a forged one is replaced; it says whether guests may comment', async () => {
    const first = await identity();
    expect(first.guest_name).toMatch(/^游客[a-zA-Z0-9]{5}$/);
    expect(first.comments).toBe(true);
    expect(await identity(first)).toEqual(first);
    const forged = await identity({ guest_name: first.guest_name, guest_token: 'x'.repeat(43) });
    expect(forged.guest_name).not.toBe(first.guest_name);
    await settings({ guest_comments: false });
    expect((await identity(first)).comments).toBe(false);
  });

  it('is the same name on the board and under articles', async () => {
    const guest = await identity();
    const message = await request('POST', 'message/add', { message: '路过留言', ...guest });
    expect(message.body.result).toMatchObject({ user_id: null, nick_name: guest.guest_name });
    const comment = await guestComment(guest, { content: '路过评论' });
    expect(comment.body.result).toMatchObject({ guest: true, from_name: guest.guest_name });
    // Without an identity (the original front end) a guest message still gets a 游客 name of its own.
    const anonymous = await request('POST', 'message/add', { message: '没有身份的留言' });
    expect(anonymous.body.result.nick_name).toMatch(/^游客[a-zA-Z0-9]{5}$/);
    expect(anonymous.body.result.nick_name).not.toBe(guest.guest_name);
  });
});

describe('guest comments', () => {
  it('are taken under articles and talks with a nickname, marked as a guest, shown in lists and the console', async () => {
    const guest = await identity();
    const saved = await guestComment(guest, { content: '写得真好', guest_nickname: '  路人甲  ' });
    expect(saved.status).toBe(200);
    expect(() => commentResponse.parse(saved.body)).not.toThrow();
    expect(saved.body.message).toBe('评论成功');
    expect(saved.body.result).toMatchObject({
      from_id: 0,
      from_name: '路人甲',
      from_avatar: null,
      guest: true,
      to_id: null,
      content: '写得真好',
      status: 1,
    });
    expect(saved.body.result).not.toHaveProperty('guest_id');
    expect(JSON.stringify(saved.body)).not.toContain(guest.guest_token);

    const listed = await parents();
    expect(() => parentCommentPageResponse.parse(listed)).not.toThrow();
    expect(listed.result.list).toMatchObject([{ from_name: '路人甲', guest: true }]);

    const talk = await createTalk(t, { user_id: owner });
    const onTalk = await request('POST', 'comment/add', {
      type: 2,
      for_id: talk,
      content: '说说评论',
      ...guest,
    });
    expect(onTalk.body.result).toMatchObject({ type: 2, guest: true, from_name: guest.guest_name });

    const notes = await t.db.kysely.selectFrom('notifications').select('message').orderBy('id').execute();
    expect(notes.map((note) => note.message)).toEqual([
      '游客 路人甲 评论了你的文章：写得真好',
      `游客 ${guest.guest_name} 评论了你的说说：说说评论`,
    ]);

    const consoleList = await t.app.inject({
      method: 'GET',
      url: '/api/admin/comments?current=1&size=10',
      headers: await authHeader(t, owner),
    });
    expect(() => adminCommentPageResponse.parse(consoleList.json())).not.toThrow();
    expect(consoleList.json().result.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from_name: '路人甲', guest: true, from_id: 0, content: '写得真好' }),
      ]),
    );
  });

  it('are refused with 401 请先登录 while the owner turns them off; a failed login is never taken for a guest', async () => {
    const guest = await identity();
    await settings({ guest_comments: false });
    expect(await guestComment(guest, { content: '还能评论吗' })).toEqual({
      status: 401,
      body: { code: 401, message: '请先登录' },
    });
    const { body } = await request(
      'POST',
      'comment/add',
      { type: 1, for_id: article, content: '过期了' },
      {
        headers: { authorization: 'Bearer not-a-token' },
      },
    );
    expect(body.code).toBe(401);
    // Saving the other rules without the switch leaves it as it is.
    const { guest_comments: _off, ...rest } = await t.app.moderation.settings();
    expect((await t.app.moderation.saveSettings(rest)).guest_comments).toBe(false);
    await settings({ guest_comments: true });
    expect((await guestComment(guest, { content: '又能评论了' })).status).toBe(200);
  });

  it('check the nickname, the identity, the e-mail and the text, in Chinese', async () => {
    const guest = await identity();
    const other = await identity();
    const cases: [object, number, string][] = [
      [{ guest_nickname: '' }, 400, '昵称不能为空'],
      [{ guest_nickname: '\u3164\u3164' }, 400, '昵称不能为空'],
      [{ guest_nickname: '\u200b\u115f' }, 400, '昵称不能为空'],
      [{ guest_nickname: '名'.repeat(21) }, 400, '昵称不能超过 20 个字'],
      [{ guest_nickname: '博 主' }, 409, '这个昵称是博主在用的，换一个吧'],
      [{ guest_nickname: other.guest_name }, 400, '这是另一位游客的名字，换一个吧'],
      [{ guest_token: other.guest_token }, 400, '游客身份无效，请刷新页面后重试'],
      [{ email: 'not-an-address' }, 400, '邮箱格式不正确'],
      [{ content: '\u3164 \u1160' }, 400, '评论内容不能为空'],
      [{ content: '\u200b\u200d' }, 400, '评论内容不能为空'],
    ];
    for (const [change, status, message] of cases) {
      const res = await guestComment(guest, { content: '正常的评论', ...change });
      expect(res.status, JSON.stringify(change)).toBe(status);
      expect(res.body.message, JSON.stringify(change)).toContain(message);
    }
    // Filler-only text is refused on the board too.
    const filler = await request('POST', 'message/add', { message: '\u3164\u3164', ...guest });
    expect(filler.body).toMatchObject({ code: 400, message: expect.stringContaining('留言内容不能为空') });
  });

  it('keep the text and nickname as written: plain text for the page to escape, escaped in notifications', async () => {
    const guest = await identity();
    const nickname = '<b onclick=a()>x';
    const saved = await guestComment(guest, {
      content: '<script>alert(1)</script>',
      guest_nickname: nickname,
    });
    expect(saved.body, JSON.stringify(saved.body)).toMatchObject({
      result: { from_name: nickname, content: '<script>alert(1)</script>' },
    });
    const [note] = await t.db.kysely.selectFrom('notifications').select('message').execute();
    expect(note!.message).toBe('游客 &lt;b onclick=a()&gt;x 评论了你的文章：alert(1)');
  });
});

describe('guest comments under moderation', () => {
  it('are held as guest messages are; the held one is seen from its address and by the owner, who approves it', async () => {
    await settings({ mode: 1 });
    const guest = await identity();
    const held = await guestComment(guest, { content: '等待审核' }, '10.20.0.1');
    expect(held.body).toMatchObject({ message: expect.stringContaining('审核'), result: { status: 2 } });
    expect((await parents({ ip: '10.20.0.1' })).result.list).toHaveLength(1);
    expect((await parents({ ip: '10.20.0.2' })).result.list).toHaveLength(0);
    expect((await parents({ user: alice, ip: '10.20.0.1' })).result.list).toHaveLength(0);
    const queue = await request('GET', 'admin/moderation/queue', undefined, { user: owner });
    expect(queue.body.result.list).toMatchObject([
      { kind: 'comment', nick_name: guest.guest_name, user_id: null, reason: '游客评论需审核' },
    ]);
    const id = held.body.result.id as number;
    await request('POST', 'admin/moderation/approve', { items: [{ kind: 'comment', id }] }, { user: owner });
    expect((await parents({ ip: '10.20.0.2' })).result.list).toMatchObject([{ id, status: 1 }]);
  });

  it('refuse links beyond the limit, repeated text, refused words and banned addresses', async () => {
    await settings({ max_links: 1, reject_words: '广告词' });
    const guest = await identity();
    const links = await guestComment(guest, { content: 'https://a.example https://b.example' });
    expect(links.body).toEqual({ code: 400, message: '链接太多了：最多 1 个' });
    const words = await guestComment(guest, { content: '这是广告词' });
    expect(words.body).toEqual({ code: 400, message: '内容包含不允许发布的词语' });
    expect((await guestComment(guest, { content: '同样的话' }, '10.21.0.1')).status).toBe(200);
    expect((await guestComment(guest, { content: '同样的话' }, '10.21.0.1')).body).toEqual({
      code: 400,
      message: '请不要重复发送相同的内容',
    });
    await t.db.kysely
      .insertInto('banned_ips')
      .values({ ip: '10.21.0.9', reason: '', created_at: new Date().toISOString() })
      .execute();
    expect((await guestComment(guest, { content: '被封了吗' }, '10.21.0.9')).body).toEqual({
      code: 403,
      message: '你所在的网络地址已被禁止发言',
    });
  });

  it('ask for the captcha after the owner’s number of writes, and allow five a minute per address, as messages', async () => {
    const guest = await identity();
    await settings({ captcha_after: 1 });
    expect((await guestComment(guest, { content: '第一条' }, '10.22.0.1')).status).toBe(200);
    expect((await guestComment(guest, { content: '第二条' }, '10.22.0.1')).body).toEqual({
      code: 428,
      message: '请先完成人机验证',
    });
    await settings({ captcha_after: null });
    const statuses = [];
    for (let n = 0; n < 6; n++) {
      statuses.push((await guestComment(guest, { content: `第 ${n} 条` }, '10.22.0.2')).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // A user from the same kind of address keeps the users' twenty.
    for (let n = 0; n < 6; n++) {
      const res = await request(
        'POST',
        'comment/add',
        { type: 1, for_id: article, content: `用户第 ${n} 条` },
        { user: alice, ip: '10.22.0.3' },
      );
      expect(res.status).toBe(200);
    }
  });
});

describe('threads with guests', () => {
  it('a user answers a guest and a guest answers a user and a guest; each is named', async () => {
    const guest = await identity();
    const other = await identity();
    const top = (await guestComment(guest, { content: '提个问题', guest_nickname: '小明' })).body.result;
    const userReply = await request(
      'POST',
      'comment/apply',
      { parent_id: top.id, content: '这样试试' },
      { user: alice },
    );
    expect(userReply.body.result).toMatchObject({ guest: false, to_id: null, to_name: '小明' });
    const guestReply = await request('POST', 'comment/apply', {
      parent_id: top.id,
      reply_id: userReply.body.result.id,
      content: '谢谢',
      ...other,
    });
    expect(guestReply.body.result).toMatchObject({
      guest: true,
      from_name: other.guest_name,
      to_id: alice,
      to_name: '爱丽丝',
    });
    const guestToGuest = await request('POST', 'comment/apply', {
      parent_id: top.id,
      reply_id: guestReply.body.result.id,
      content: '不客气',
      ...guest,
      guest_nickname: '小明',
    });
    expect(guestToGuest.body.result).toMatchObject({
      from_name: '小明',
      to_id: null,
      to_name: other.guest_name,
    });
    const notes = await t.db.kysely
      .selectFrom('notifications')
      .select(['user_id', 'message'])
      .where('user_id', '=', alice)
      .execute();
    expect(notes).toEqual([{ user_id: alice, message: `游客 ${other.guest_name} 回复了你的评论：谢谢` }]);
  });

  it('mails a reply to the address a guest left, once verified, and not when the guest answers itself', async () => {
    const guest = await identity();
    const top = (await guestComment(guest, { content: '有人在吗', email: 'Guest@Example.test' })).body.result;
    await t.app.mail.flush();
    const [verify] = mail.smtp.to('guest@example.test');
    expect(verify!.subject).toContain('验证');
    const page = await t.app.inject({
      method: 'GET',
      url: linkIn(verify!.text, '/mail/verify?token=').replace(SITE, ''),
    });
    expect(page.body).toContain('邮箱已验证');
    mail.smtp.received.length = 0;

    await request('POST', 'comment/apply', { parent_id: top.id, content: '自己补充', ...guest });
    await t.app.mail.flush();
    expect(mail.smtp.to('guest@example.test')).toEqual([]);

    await request('POST', 'comment/apply', { parent_id: top.id, content: '我在' }, { user: alice });
    await t.app.mail.flush();
    const [reply, ...others] = mail.smtp.to('guest@example.test');
    expect(others).toEqual([]);
    expect(reply!.subject).toBe('【小站】爱丽丝 回复了你的评论');
    expect(reply!.text).toContain('我在');
    expect(reply!.text).toContain(`${SITE}/article?id=${article}#comment-`);
  });
});

describe('a protected article', () => {
  it('shows and takes no comments without its grant, guests’ or users’', async () => {
    const hash = 'argon2-hash-of-the-password';
    await t.db.kysely
      .updateTable('articles')
      .set({ password_hash: hash })
      .where('id', '=', article)
      .execute();
    const guest = await identity();
    const locked = { code: 403, message: '这是一篇加密文章，请输入密码后查看评论' };
    expect((await guestComment(guest, { content: '看不到正文' })).body).toEqual(locked);
    expect((await parents()).code).toBe(403);
    expect((await request('POST', 'comment/getCommentTotal', { type: 1, for_id: article })).body).toEqual(
      locked,
    );
    const { grant } = signGrant(t.config.jwtSecret, article, hash, 60_000);
    const headers = { 'x-article-grant': grant };
    const opened = await request(
      'POST',
      'comment/add',
      { type: 1, for_id: article, content: '解锁后评论', ...guest },
      { headers },
    );
    expect(opened.status).toBe(200);
    const id = opened.body.result.id as number;
    expect(
      (await request('POST', 'comment/apply', { parent_id: id, content: '回复', ...guest })).body,
    ).toEqual(locked);
    const children = await request('POST', 'comment/frontGetChildrenComment', { parent_id: id });
    expect(children.body).toEqual(locked);
    const read = await request(
      'POST',
      'comment/frontGetParentComment',
      { type: 1, for_id: article },
      { headers },
    );
    expect(read.body.result.list).toMatchObject([{ id }]);
    expect((await parents({ user: owner })).result.list).toHaveLength(1);
  });
});
