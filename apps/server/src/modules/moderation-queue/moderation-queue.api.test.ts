import { HELD_COMMENT, HELD_MESSAGE } from '@blog/contract/held';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportBlog } from '../import-export/export/export-blog';
import { PAGE_RENDER_HEADER } from '../moderation/reader';
import { useConsoleContext } from '../../test/admin-fixtures';
import { createArticle } from '../../test/fixtures';
import { moderationCalls } from '../../test/moderation-fixtures';

// What the rules hold waits here (the rules' own tests are modules/moderation/moderation.api.test.ts).
const { t, users } = useConsoleContext();
const { rules, call, guestMessage, messageList, queue } = moderationCalls(t, users);

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

    const parents = async (headers: Record<string, string> = {}) =>
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
