import { CHAT_MESSAGE_MAX_LENGTH, CHAT_PAGE_SIZE } from '@blog/contract';
import type { AddressInfo } from 'node:net';
import { beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ChatClient, listen } from '../../test/chat-client';
import { banIp } from '../moderation/repository';
import { minutesAgo } from '../../test/community-fixtures';
import { useTestContext } from '../../test/context';
import { authHeader, createUser } from '../../test/fixtures';

const t = useTestContext();
let owner: number;
let reader: number;
beforeEach(async () => {
  owner = await createUser(t, { role: 1, nick_name: '博主' });
  reader = await createUser(t, { nick_name: '小红' });
  await listen(t.app);
});

const tokenOf = async (userId: number) => (await authHeader(t, userId)).authorization.replace(/^Bearer /, '');
const asUser = async (userId: number) => ChatClient.enter(t.app, { token: await tokenOf(userId) });
const lines = () => t.db.kysely.selectFrom('chat_messages').selectAll().orderBy('id').execute();

describe('chat room: entering', () => {
  it('a guest gets a 游客 name and its token; with them it comes back as the same guest', async () => {
    const { client, welcome } = await ChatClient.enter(t.app);
    expect(welcome.self).toMatchObject({ user_id: null, avatar: null, is_owner: false });
    expect(welcome.self.nick_name).toMatch(/^游客[a-zA-Z0-9]{5}$/);
    expect(welcome.self.guest_token).toMatch(/^[\w-]{20,}$/);
    expect(welcome).toMatchObject({ messages: [], has_more: false, online: 1 });
    await client.close();

    const again = await ChatClient.enter(t.app, {
      guest_name: welcome.self.nick_name,
      guest_token: welcome.self.guest_token!,
    });
    expect(again.welcome.self.nick_name).toBe(welcome.self.nick_name);
    await again.client.close();
  });

  it('refuses a name it never gave, a forged guest token and a stale login token, then closes', async () => {
    const { welcome } = await ChatClient.enter(t.app);
    const refusals: [object, string][] = [
      [{ guest_name: '站长', guest_token: welcome.self.guest_token }, '游客昵称无效'],
      [{ guest_name: '游客abcde', guest_token: welcome.self.guest_token }, '游客昵称无效'],
      [{ guest_name: welcome.self.nick_name }, '游客昵称无效'],
      [{ guest_name: welcome.self.nick_name, guest_token: 'x'.repeat(43) }, '游客昵称无效'],
      [{ token: 'not.a.token' }, '登录过期，请重新登录'],
    ];
    for (const [hello, message] of refusals) {
      const client = await ChatClient.connect(t.app);
      client.send({ type: 'hello', ...hello });
      expect(await client.next('error'), JSON.stringify(hello)).toMatchObject({ code: 401, message });
      expect(await client.closed).toBe(4001);
    }
    // A password change (a new token version) revokes the tokens issued before it.
    const token = await tokenOf(reader);
    await t.db.kysely.updateTable('users').set({ token_version: 99 }).where('id', '=', reader).execute();
    const stale = await ChatClient.connect(t.app);
    stale.send({ type: 'hello', token });
    expect(await stale.next('error')).toMatchObject({ code: 401, message: '登录已失效，请重新登录' });
  });

  it('says nothing but an error before hello, and counts who is online as they come and go', async () => {
    const early = await ChatClient.connect(t.app);
    early.send({ type: 'send', text: '抢先', ref: 'a' });
    expect(await early.next('error')).toEqual({
      type: 'error',
      code: 401,
      message: '请先进入聊天室',
      ref: 'a',
    });

    const guest = await ChatClient.enter(t.app);
    const user = await asUser(reader);
    expect(user.welcome.online).toBe(2);
    expect(await guest.client.next('online')).toEqual({ type: 'online', online: 2 });
    await user.client.close();
    expect(await guest.client.next('online')).toEqual({ type: 'online', online: 1 });
    expect(guest.client.pending('online')).toEqual([]);
    expect(await lines()).toEqual([]);
  });
});

describe('chat room: talking', () => {
  it('a line reaches everyone in the room with its author, plain text kept as written', async () => {
    const guest = await ChatClient.enter(t.app);
    const user = await asUser(reader);
    user.client.send({ type: 'send', text: '  <b>大家好</b> & 欢迎  ', ref: 'r1' });
    const seen = await Promise.all([guest.client.next('message'), user.client.next('message')]);
    for (const frame of seen) {
      expect(frame.message).toMatchObject({
        text: '<b>大家好</b> & 欢迎',
        user_id: reader,
        nick_name: '小红',
        is_owner: false,
        recalled: false,
      });
      expect(frame.message.createdAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(Math.abs(frame.message.sentAt - Date.now())).toBeLessThan(60_000);
    }
    expect(seen[1].ref).toBe('r1');

    guest.client.send({ type: 'send', text: '我是游客' });
    const fromGuest = await user.client.next('message');
    expect(fromGuest.message).toMatchObject({ user_id: null, nick_name: guest.welcome.self.nick_name });
    expect((await lines()).map((line) => line.text)).toEqual(['<b>大家好</b> & 欢迎', '我是游客']);

    // A newcomer finds both in the history, oldest first.
    const later = await ChatClient.enter(t.app);
    expect(later.welcome.messages.map((m) => m.text)).toEqual(['<b>大家好</b> & 欢迎', '我是游客']);
  });

  it('refuses empty, too long and malformed frames to the sender alone, and stores nothing', async () => {
    const { client } = await ChatClient.enter(t.app);
    const cases: [string, string][] = [
      [JSON.stringify({ type: 'send', text: '', ref: 'e1' }), '消息不能为空'],
      [JSON.stringify({ type: 'send', text: ' \u200b\n ', ref: 'e2' }), '消息不能为空'],
      [JSON.stringify({ type: 'send', ref: 'e3' }), '消息不能为空'],
      [
        JSON.stringify({ type: 'send', text: '字'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1), ref: 'e4' }),
        `消息不能超过 ${CHAT_MESSAGE_MAX_LENGTH} 个字`,
      ],
      [JSON.stringify({ type: 'shout', text: 'hi', ref: 'e5' }), '消息格式不正确'],
      [JSON.stringify({ type: 'recall', id: 'x', ref: 'e6' }), '消息格式不正确'],
      ['not json', '消息格式不正确'],
    ];
    for (const [raw, message] of cases) {
      client.sendRaw(raw);
      const error = await client.next('error');
      expect(error, raw).toMatchObject({ code: 400, message });
    }
    client.send({ type: 'send', text: '字'.repeat(CHAT_MESSAGE_MAX_LENGTH) });
    expect((await client.next('message')).message.text).toHaveLength(CHAT_MESSAGE_MAX_LENGTH);
    expect(await lines()).toHaveLength(1);
  });

  it('refuses what the owner’s rules refuse: a refused word, too many links, a banned address; not the owner’s', async () => {
    await t.app.moderation.saveSettings({
      ...(await t.app.moderation.settings()),
      reject_words: '博彩',
      max_links: 1,
    });
    const { client } = await ChatClient.enter(t.app);
    client.send({ type: 'send', text: '来玩博彩', ref: 'w' });
    expect(await client.next('error')).toMatchObject({
      code: 400,
      message: '内容包含不允许发布的词语',
      ref: 'w',
    });
    client.send({ type: 'send', text: 'https://a.example https://b.example', ref: 'l' });
    expect(await client.next('error')).toMatchObject({
      code: 400,
      message: '链接太多了：最多 1 个',
      ref: 'l',
    });
    const boss = await asUser(owner);
    boss.client.send({ type: 'send', text: '博主说博彩不行' });
    expect((await boss.client.next('message')).message.text).toBe('博主说博彩不行');

    await banIp(t.db.kysely, '127.0.0.1', '刷屏', new Date().toISOString());
    client.send({ type: 'send', text: '还能说话吗', ref: 'b' });
    expect(await client.next('error')).toMatchObject({
      code: 403,
      message: '你所在的网络地址已被禁止发言',
      ref: 'b',
    });
    expect((await lines()).map((line) => line.text)).toEqual(['博主说博彩不行']);
    await client.close();
    await boss.client.close();
  });

  it('lets an address send 20 lines a minute, then says it is too fast', async () => {
    const { client } = await ChatClient.enter(t.app);
    for (let i = 0; i < 20; i++) {
      client.send({ type: 'send', text: `第 ${i} 句` });
      await client.next('message');
    }
    client.send({ type: 'send', text: '第 21 句', ref: 'late' });
    expect(await client.next('error')).toEqual({
      type: 'error',
      code: 429,
      message: '发言太快了，请稍后再试',
      ref: 'late',
    });
    expect(await lines()).toHaveLength(20);
  });

  it('answers 60 frames of a socket in 10 seconds, then says it is too many and drops the rest', async () => {
    const { client } = await ChatClient.enter(t.app);
    for (let i = 0; i < 70; i++) client.send({ type: 'history', before: 1 });
    expect(await client.next('error')).toEqual({
      type: 'error',
      code: 429,
      message: '操作太频繁，请稍后再试',
    });
    // The hello was the first of the 60: 59 answers, the error once, nothing for the other ten.
    for (let i = 0; i < 59; i++) await client.next('history');
    await client.close();
    expect(client.pending('history')).toEqual([]);
    expect(client.pending('error')).toEqual([]);
  });

  it('loads older lines a page at a time before a given line', async () => {
    const total = CHAT_PAGE_SIZE * 2 + 5;
    const inserted = await t.db.kysely
      .insertInto('chat_messages')
      .values(
        Array.from({ length: total }, (_, i) => ({
          text: `第 ${i + 1} 句`,
          user_id: null,
          nick_name: '游客abcde',
          created_at: minutesAgo(total - i),
        })),
      )
      .returning('id')
      .execute();
    const all = inserted.map((row) => row.id);
    const { client, welcome } = await ChatClient.enter(t.app);
    const ids = (messages: { id: number }[]) => messages.map((m) => m.id);
    expect(ids(welcome.messages)).toEqual(all.slice(-CHAT_PAGE_SIZE));
    expect(welcome.has_more).toBe(true);
    client.send({ type: 'history', before: welcome.messages[0]!.id });
    const second = await client.next('history');
    expect(ids(second.messages)).toEqual(all.slice(5, -CHAT_PAGE_SIZE));
    expect(second).toMatchObject({ before: welcome.messages[0]!.id, has_more: true });
    client.send({ type: 'history', before: second.messages[0]!.id });
    const last = await client.next('history');
    expect(ids(last.messages)).toEqual(all.slice(0, 5));
    expect(last.has_more).toBe(false);
  });
});

describe('chat room: recall, delete, clear', () => {
  it('the author recalls a line within two minutes; everyone sees it go; not later, not another’s', async () => {
    const guest = await ChatClient.enter(t.app);
    const user = await asUser(reader);
    user.client.send({ type: 'send', text: '说错了' });
    const { message } = await guest.client.next('message');
    await user.client.next('message');

    guest.client.send({ type: 'recall', id: message.id, ref: 'not-mine' });
    expect(await guest.client.next('error')).toMatchObject({ code: 403, message: '只能撤回自己的消息' });

    user.client.send({ type: 'recall', id: message.id });
    for (const client of [guest.client, user.client])
      expect(await client.next('recalled')).toEqual({ type: 'recalled', id: message.id, nick_name: '小红' });
    const [row] = await lines();
    expect(row).toMatchObject({ text: '', recalled_at: expect.any(String) });
    const newcomer = await ChatClient.enter(t.app);
    expect(newcomer.welcome.messages).toMatchObject([{ id: message.id, text: '', recalled: true }]);
    user.client.send({ type: 'recall', id: message.id });
    expect(await user.client.next('error')).toMatchObject({ code: 404 });

    // Two minutes on (the clock of the line moved back), the author may no longer take it back.
    guest.client.send({ type: 'send', text: '游客的话' });
    const old = (await guest.client.next('message')).message;
    await t.db.kysely
      .updateTable('chat_messages')
      .set({ created_at: new Date(Date.now() - 2 * 60_000 - 1000).toISOString() })
      .where('id', '=', old.id)
      .execute();
    guest.client.send({ type: 'recall', id: old.id });
    expect(await guest.client.next('error')).toMatchObject({
      code: 403,
      message: '发送超过 2 分钟的消息不能撤回',
    });
    // Just inside the window a guest recalls its own line (known by its name).
    guest.client.send({ type: 'send', text: '再说一句' });
    const fresh = (await guest.client.next('message')).message;
    await t.db.kysely
      .updateTable('chat_messages')
      .set({ created_at: new Date(Date.now() - 2 * 60_000 + 5000).toISOString() })
      .where('id', '=', fresh.id)
      .execute();
    guest.client.send({ type: 'recall', id: fresh.id });
    expect(await user.client.next('recalled', (frame) => frame.id === fresh.id)).toMatchObject({
      nick_name: guest.welcome.self.nick_name,
    });
    expect((await lines()).map((line) => line.text)).toEqual(['', '游客的话', '']);
  });

  it('the owner deletes any line and clears the room; guests and users may not', async () => {
    const guest = await ChatClient.enter(t.app);
    const user = await asUser(reader);
    const admin = await asUser(owner);
    expect(admin.welcome.self).toMatchObject({ is_owner: true, nick_name: '博主', guest_token: null });
    for (const text of ['一', '二', '三']) {
      guest.client.send({ type: 'send', text });
      await guest.client.next('message');
    }
    const [first, second] = await lines();

    for (const client of [guest.client, user.client]) {
      client.send({ type: 'delete', id: first!.id });
      expect(await client.next('error')).toMatchObject({ code: 403, message: '只有博主可以管理聊天室' });
      client.send({ type: 'clear' });
      expect(await client.next('error')).toMatchObject({ code: 403 });
    }
    expect(await lines()).toHaveLength(3);

    admin.client.send({ type: 'delete', id: second!.id });
    for (const client of [guest.client, user.client, admin.client])
      expect(await client.next('deleted')).toEqual({ type: 'deleted', id: second!.id });
    expect((await lines()).map((line) => line.text)).toEqual(['一', '三']);
    admin.client.send({ type: 'delete', id: second!.id });
    expect(await admin.client.next('error')).toMatchObject({ code: 404, message: '消息不存在' });

    admin.client.send({ type: 'send', text: '博主来了' });
    expect((await guest.client.next('message')).message).toMatchObject({ is_owner: true, nick_name: '博主' });
    admin.client.send({ type: 'clear' });
    for (const client of [guest.client, user.client, admin.client])
      expect(await client.next('cleared')).toEqual({ type: 'cleared' });
    expect(await lines()).toEqual([]);
  });
});

describe('chat room: who may stay', () => {
  // #35 item 2: a disabled user, and one whose tokens a password change revoked, kept talking.
  it('closes a socket within a second or so once its account is disabled or its token revoked', async () => {
    const other = await createUser(t, { nick_name: '小明' });
    const disabled = await asUser(reader);
    const revoked = await asUser(other);
    const guest = await ChatClient.enter(t.app);
    await t.db.kysely.updateTable('users').set({ disabled: 1 }).where('id', '=', reader).execute();
    await t.db.kysely.updateTable('users').set({ token_version: 42 }).where('id', '=', other).execute();
    expect(await disabled.client.next('error')).toMatchObject({ code: 401, message: '账号已被停用' });
    expect(await disabled.client.closed).toBe(4401);
    expect(await revoked.client.next('error')).toMatchObject({
      code: 401,
      message: '登录已失效，请重新登录',
    });
    expect(await revoked.client.closed).toBe(4401);
    // A guest has no login to lose.
    guest.client.send({ type: 'send', text: '还在', ref: 'g' });
    expect((await guest.client.next('message')).ref).toBe('g');
  });

  // #35 item 13: another site could make its visitors speak in the room as guests.
  it('refuses a socket opened from another site', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const open = (origin?: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/api/chat`, origin ? { origin } : {});
        socket.once('open', () => {
          socket.close();
          resolve(101);
        });
        socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.once('error', () => undefined);
      });
    expect(await open('https://evil.example')).toBe(403);
    expect(await open('null')).toBe(403);
    expect(await open(`http://127.0.0.1:${port}`)).toBe(101);
    expect(await open()).toBe(101);
  });
});
