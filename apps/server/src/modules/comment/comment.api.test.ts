import { childCommentPageResponse, commentResponse, parentCommentPageResponse } from '@blog/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { createComment, createMessage, createTalk, minutesAgo } from '../../test/community-fixtures';
import { useTestContext } from '../../test/context';
import { authHeader, createArticle, createUser } from '../../test/fixtures';

const t = useTestContext();
let author: number;
let alice: number;
let bob: number;
let article: number;
beforeEach(async () => {
  author = await createUser(t, { role: 1, nick_name: '博主' });
  alice = await createUser(t, { nick_name: '爱丽丝' });
  bob = await createUser(t, { nick_name: '鲍勃' });
  article = await createArticle(t, { author_id: author, article_title: '深入理解事件循环' });
});

let address = 0;
const call = async (
  method: 'POST' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
  remoteAddress = `10.6.${Math.floor(++address / 250)}.${address % 250}`,
) => {
  const res = await t.app.inject({ method, url: `/api/comment/${url}`, payload, headers, remoteAddress });
  return { status: res.statusCode, body: res.json() };
};
const as = (user: number) => authHeader(t, user);
const notes = () =>
  t.db.kysely
    .selectFrom('notifications')
    .select(['user_id', 'type', 'to_id', 'message'])
    .orderBy('id')
    .execute();
const ids = (list: { id: number }[]) => list.map((item) => item.id);
const guestCommentsOff = async () =>
  t.app.moderation.saveSettings({ ...(await t.app.moderation.settings()), guest_comments: false });

describe('comments', () => {
  it('a logged-in user comments; guests get 401 while guest comments are off; the author is notified, never of their own comment', async () => {
    await guestCommentsOff();
    expect(await call('POST', 'add', { type: 1, for_id: article, content: '写得好' })).toEqual({
      status: 401,
      body: { code: 401, message: '请先登录' },
    });
    const { status, body } = await call(
      'POST',
      'add',
      { type: 1, for_id: article, content: '写得好', from_id: bob, from_name: '冒充' },
      await as(alice),
      '127.0.0.1',
    );
    expect(status).toBe(200);
    expect(() => commentResponse.parse(body)).not.toThrow();
    expect(body.result).toMatchObject({
      parent_id: null,
      type: 1,
      for_id: article,
      from_id: alice,
      from_name: '爱丽丝',
      from_avatar: null,
      to_id: null,
      to_name: null,
      content: '写得好',
      thumbs_up: 0,
      is_like: false,
      ipAddress: '本机地址',
      child_count: 0,
    });
    expect(body.result).not.toHaveProperty('ip');
    expect(await notes()).toEqual([
      { user_id: author, type: 1, to_id: article, message: '爱丽丝 评论了你的文章：写得好' },
    ]);
    await call('POST', 'add', { type: 1, for_id: article, content: '谢谢大家' }, await as(author));
    expect(await notes()).toHaveLength(1);
  });

  it('refuses unknown targets (404) and bad input (400 naming the field)', async () => {
    const headers = await as(alice);
    const hidden = await createArticle(t, { author_id: author, status: 3 });
    const privateTalk = await createTalk(t, { user_id: author, status: 2 });
    for (const [type, for_id, message] of [
      [1, 9999, '文章不存在'],
      [1, hidden, '文章不存在'],
      [2, privateTalk, '说说不存在'],
      [3, 9999, '留言不存在'],
    ] as const) {
      expect(await call('POST', 'add', { type, for_id, content: '你好' }, headers)).toEqual({
        status: 404,
        body: { code: 404, message },
      });
    }
    const cases: [object, RegExp][] = [
      [{ type: 1, for_id: article, content: '' }, /content.*评论内容不能为空/],
      [{ type: 1, for_id: article, content: '   ' }, /content/],
      // Only zero-width spaces, joiners and a direction mark: nothing to read.
      [{ type: 1, for_id: article, content: '\u200b\u200b\u200d\u200e\ufeff' }, /content.*评论内容不能为空/],
      [{ type: 1, for_id: article }, /content/],
      [{ type: 1, for_id: article, content: '字'.repeat(1001) }, /content.*不能超过 1000/],
      [{ type: 4, for_id: article, content: '好' }, /type/],
      [{ type: 1, for_id: 0, content: '好' }, /for_id/],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', 'add', payload, headers);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect(await t.db.kysely.selectFrom('comments').selectAll().execute()).toEqual([]);
  });

  it('replies take the thread and the replied-to person from the database and notify the right people', async () => {
    const talk = await createTalk(t, { user_id: author, content: '今天天气不错' });
    const parent = (await call('POST', 'add', { type: 2, for_id: talk, content: '同感' }, await as(alice)))
      .body.result;
    // Bob answers Alice; the body's to_id/to_name/type/for_id are ignored.
    const reply = await call(
      'POST',
      'apply',
      {
        parent_id: parent.id,
        content: '我也觉得',
        to_id: author,
        to_name: '假名字',
        type: 1,
        for_id: article,
      },
      await as(bob),
    );
    expect(reply.status).toBe(200);
    expect(reply.body.result).toMatchObject({
      parent_id: parent.id,
      type: 2,
      for_id: talk,
      from_id: bob,
      to_id: alice,
      to_name: '爱丽丝',
      content: '我也觉得',
    });
    // Alice answers Bob's reply: it joins the same thread, to Bob.
    const answer = await call(
      'POST',
      'apply',
      { parent_id: reply.body.result.id, content: '哈哈' },
      await as(alice),
    );
    expect(answer.body.result).toMatchObject({ parent_id: parent.id, to_id: bob, to_name: '鲍勃' });
    // The author answers Alice directly by reply_id.
    const fromAuthor = await call(
      'POST',
      'apply',
      { parent_id: parent.id, reply_id: parent.id, content: '谢谢' },
      await as(author),
    );
    expect(fromAuthor.body.result).toMatchObject({ to_id: alice });

    expect(await notes()).toEqual([
      { user_id: author, type: 2, to_id: talk, message: '爱丽丝 评论了你的说说：同感' },
      { user_id: alice, type: 2, to_id: talk, message: '鲍勃 回复了你的评论：我也觉得' },
      { user_id: author, type: 2, to_id: talk, message: '鲍勃 在你的说说下回复了评论：我也觉得' },
      { user_id: bob, type: 2, to_id: talk, message: '爱丽丝 回复了你的评论：哈哈' },
      { user_id: author, type: 2, to_id: talk, message: '爱丽丝 在你的说说下回复了评论：哈哈' },
      { user_id: alice, type: 2, to_id: talk, message: '博主 回复了你的评论：谢谢' },
    ]);
    // Answering yourself notifies nobody.
    await call('POST', 'apply', { parent_id: parent.id, content: '补充一句' }, await as(alice));
    expect((await notes()).filter((note) => note.user_id === alice)).toHaveLength(2);
    expect(await notes()).toHaveLength(7);

    await guestCommentsOff();
    expect((await call('POST', 'apply', { parent_id: parent.id, content: '嗨' })).status).toBe(401);
    expect((await call('POST', 'apply', { parent_id: 9999, content: '嗨' }, await as(bob))).status).toBe(404);
    const elsewhere = await createComment(t, { type: 1, for_id: article, from_id: bob });
    expect(
      (
        await call(
          'POST',
          'apply',
          { parent_id: parent.id, reply_id: elsewhere, content: '嗨' },
          await as(bob),
        )
      ).body,
    ).toEqual({ code: 404, message: '要回复的评论不存在' });
  });

  it('lists parents newest or hottest with reply counts, the first three replies, likes and paging', async () => {
    const first = await createComment(t, {
      type: 1,
      for_id: article,
      from_id: alice,
      created_at: minutesAgo(30),
    });
    const second = await createComment(t, {
      type: 1,
      for_id: article,
      from_id: bob,
      created_at: minutesAgo(20),
    });
    const third = await createComment(t, {
      type: 1,
      for_id: article,
      from_id: alice,
      created_at: minutesAgo(10),
    });
    await createComment(t, { type: 2, for_id: article, from_id: alice });
    const replies: number[] = [];
    for (let i = 0; i < 5; i++) {
      replies.push(
        await createComment(t, {
          type: 1,
          for_id: article,
          from_id: i % 2 ? alice : bob,
          parent_id: first,
          to_id: alice,
          created_at: minutesAgo(9 - i),
        }),
      );
    }
    const like = (id: number, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/like/addLike',
        payload: { type: 4, for_id: id },
        remoteAddress,
      });
    await like(second, '10.1.1.1');
    await like(second, '10.1.1.2');
    await like(first, '10.1.1.1');
    expect((await like(first, '10.1.1.1')).statusCode).toBe(409);
    await like(replies[0]!, '10.1.1.1');

    const newest = await call(
      'POST',
      'frontGetParentComment',
      { current: 1, size: 10, type: 1, for_id: article },
      {},
      '10.1.1.1',
    );
    expect(() => parentCommentPageResponse.parse(newest.body)).not.toThrow();
    expect(newest.body.result.total).toBe(3);
    expect(ids(newest.body.result.list)).toEqual([third, second, first]);
    const firstItem = newest.body.result.list[2];
    expect(firstItem).toMatchObject({
      child_count: 5,
      thumbs_up: 1,
      is_like: true,
      from_name: '爱丽丝',
      ipAddress: '本机地址',
    });
    expect(ids(firstItem.childComments)).toEqual(replies.slice(0, 3));
    expect(firstItem.childComments[0]).toMatchObject({ is_like: true, to_name: '爱丽丝', from_name: '鲍勃' });
    expect(newest.body.result.list[1]).toMatchObject({ child_count: 0, childComments: [], is_like: true });

    const hot = await call('POST', 'frontGetParentComment', {
      current: 1,
      size: 10,
      type: 1,
      for_id: article,
      order: 'hot',
    });
    expect(ids(hot.body.result.list)).toEqual([second, first, third]);
    expect(hot.body.result.list[0].is_like).toBe(false);
    const paged = await call('POST', 'frontGetParentComment', {
      current: 2,
      size: 2,
      type: 1,
      for_id: article,
    });
    expect(ids(paged.body.result.list)).toEqual([first]);
    expect(
      (await call('POST', 'frontGetParentComment', { current: 5, size: 2, type: 1, for_id: article })).body
        .result,
    ).toMatchObject({ total: 3, list: [] });
    for (const bad of [{ order: 'old' }, { size: 101 }, { current: 0 }, { type: 9 }]) {
      const res = await call('POST', 'frontGetParentComment', {
        current: 1,
        size: 10,
        type: 1,
        for_id: article,
        ...bad,
      });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }

    const children = await call('POST', 'frontGetChildrenComment', {
      current: 2,
      size: 3,
      parent_id: first,
      type: 1,
      for_id: article,
    });
    expect(() => childCommentPageResponse.parse(children.body)).not.toThrow();
    expect(children.body.result).toMatchObject({ current: 2, size: 3, total: 5 });
    expect(ids(children.body.result.list)).toEqual(replies.slice(3));
    expect(
      (await call('POST', 'frontGetChildrenComment', { current: 1, size: 3, parent_id: 9999 })).status,
    ).toBe(404);
    expect(
      (await call('POST', 'frontGetChildrenComment', { current: 1, size: 3, parent_id: replies[0] })).status,
    ).toBe(404);

    const total = await call('POST', 'getCommentTotal', { type: 1, for_id: article });
    expect(total.body).toEqual({ code: 0, message: '成功', result: 8 });
    expect((await call('POST', 'getCommentTotal', { type: 3, for_id: 9999 })).body.result).toBe(0);
    expect((await call('POST', 'getCommentTotal', { type: 'x', for_id: 1 })).status).toBe(400);
  });

  it('deletes: the author or the admin only; a parent takes its replies and their likes', async () => {
    const message = await createMessage(t, { user_id: bob });
    const parent = await createComment(t, { type: 3, for_id: message, from_id: alice });
    const replyA = await createComment(t, {
      type: 3,
      for_id: message,
      from_id: bob,
      parent_id: parent,
      to_id: alice,
    });
    await createComment(t, { type: 3, for_id: message, from_id: alice, parent_id: parent, to_id: bob });
    const keep = await createComment(t, { type: 3, for_id: message, from_id: bob });
    await t.app.inject({ method: 'POST', url: '/api/like/addLike', payload: { type: 4, for_id: replyA } });

    expect(await call('DELETE', `delete/${parent}/0`, undefined, await as(bob))).toEqual({
      status: 403,
      body: { code: 403, message: '只能删除自己的评论' },
    });
    expect((await call('DELETE', `delete/${parent}/0`)).status).toBe(401);
    expect((await call('DELETE', `delete/9999/0`, undefined, await as(bob))).status).toBe(404);
    expect((await call('DELETE', `delete/abc/0`, undefined, await as(bob))).status).toBe(400);

    expect(
      (await call('DELETE', `delete/${replyA}/${parent}`, undefined, await as(bob))).body.result,
    ).toEqual({ deleted: 1 });
    expect((await call('DELETE', `delete/${parent}/0`, undefined, await as(alice))).body.result).toEqual({
      deleted: 2,
    });
    const left = await t.db.kysely.selectFrom('comments').select('id').execute();
    expect(left.map((row) => row.id)).toEqual([keep]);
    expect(await t.db.kysely.selectFrom('likes').selectAll().execute()).toEqual([]);
    expect((await call('DELETE', `delete/${keep}/0`, undefined, await as(author))).body.result).toEqual({
      deleted: 1,
    });
  });

  it('a comment can be liked once per person (409), and allows twenty comments a minute per address', async () => {
    const comment = await createComment(t, { type: 1, for_id: article, from_id: alice });
    const headers = await as(bob);
    const like = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/like/addLike',
        payload: { type: 4, for_id: comment },
        headers,
      });
    expect((await like()).statusCode).toBe(200);
    expect((await like()).json()).toEqual({ code: 409, message: '已经点过赞啦' });

    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await call('POST', 'add', { type: 1, for_id: article, content: `第 ${i} 条` }, headers, '10.2.2.2'))
          .status,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
