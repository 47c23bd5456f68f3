import { danmakuResponse, messagePageResponse, messageResponse } from '@blog/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { createComment, createMessage, minutesAgo } from '../../test/community-fixtures';
import { useTestContext } from '../../test/context';
import { authHeader, createUser } from '../../test/fixtures';

const t = useTestContext();
let admin: number;
let user: number;
beforeEach(async () => {
  admin = await createUser(t, { role: 1 });
  user = await createUser(t, { nick_name: '小红' });
});

let address = 0;
const freshAddress = () => `10.8.${Math.floor(++address / 250)}.${address % 250}`;
const call = async (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
  remoteAddress = freshAddress(),
) => {
  const res = await t.app.inject({ method, url: `/api/message/${url}`, payload, headers, remoteAddress });
  return { status: res.statusCode, body: res.json() };
};
const rows = () => t.db.kysely.selectFrom('messages').selectAll().orderBy('id').execute();
const notes = () => t.db.kysely.selectFrom('notifications').selectAll().orderBy('id').execute();

describe('message board', () => {
  it('a guest posts under 游客 + 5 characters with its styles; the admin is notified (type 4)', async () => {
    const { status, body } = await call('POST', 'add', {
      message: '<p>博主的文章写得<b>真好</b>！</p>',
      color: '#ff6600',
      font_size: 18,
      font_weight: 700,
      bg_color: 'linear-gradient(120deg, #a1c4fd 0%, #c2e9fb 100%)',
      bg_url: '/media/uploads/images/2026/11/bg.webp',
      tag: '鼓励',
      nick_name: '冒充博主',
      user_id: admin,
    });
    expect(status).toBe(200);
    expect(() => messageResponse.parse(body)).not.toThrow();
    expect(body.result).toMatchObject({
      message: '<p>博主的文章写得<b>真好</b>！</p>',
      color: '#ff6600',
      font_size: 18,
      font_weight: 700,
      bg_url: '/media/uploads/images/2026/11/bg.webp',
      tag: '鼓励',
      user_id: null,
      avatar: null,
      like_times: 0,
      is_like: false,
      comment_total: 0,
    });
    expect(body.result.nick_name).toMatch(/^游客[A-Za-z0-9]{5}$/);
    expect(await notes()).toMatchObject([{ user_id: admin, type: 4 }]);
    expect((await notes())[0]!.message).toContain(body.result.nick_name);
  });

  it('a user posts under their own name and avatar; the admin posting notifies nobody', async () => {
    await t.db.kysely
      .updateTable('users')
      .set({ avatar: '/media/uploads/me.webp' })
      .where('id', '=', user)
      .execute();
    const { body } = await call('POST', 'add', { message: '来踩踩' }, await authHeader(t, user));
    expect(body.result).toMatchObject({ user_id: user, nick_name: '小红', avatar: '/media/uploads/me.webp' });
    await call('POST', 'add', { message: '欢迎大家' }, await authHeader(t, admin));
    expect((await notes()).map((note) => note.user_id)).toEqual([admin]);
  });

  it('lists newest first with comment counts, likes, tag and keyword filters and paging', async () => {
    const old = await createMessage(t, {
      message: '第一条：Vue 真好用',
      tag: '技术',
      created_at: minutesAgo(30),
    });
    const mid = await createMessage(t, {
      message: '第二条 100%_纯手写',
      tag: '闲聊',
      created_at: minutesAgo(20),
    });
    const newest = await createMessage(t, {
      message: '第三条：React 也不错',
      tag: '技术',
      user_id: user,
      created_at: minutesAgo(10),
    });
    await createComment(t, { type: 3, for_id: newest, from_id: user });
    await t.app.inject({
      method: 'POST',
      url: '/api/like/addLike',
      payload: { type: 3, for_id: old },
      remoteAddress: '10.3.3.3',
    });

    const page = await call('POST', 'getMessageList', { current: 1, size: 10 }, {}, '10.3.3.3');
    expect(() => messagePageResponse.parse(page.body)).not.toThrow();
    expect(page.body.result.list.map((m: { id: number }) => m.id)).toEqual([newest, mid, old]);
    expect(page.body.result.list[0]).toMatchObject({ comment_total: 1, nick_name: '小红', is_like: false });
    expect(page.body.result.list[2]).toMatchObject({ like_times: 1, is_like: true });

    const tagged = await call('POST', 'getMessageList', { current: 1, size: 10, tag: '技术' });
    expect(tagged.body.result.list.map((m: { id: number }) => m.id)).toEqual([newest, old]);
    const search = await call('POST', 'getMessageList', { current: 1, size: 10, message: 'react' });
    expect(search.body.result.list.map((m: { id: number }) => m.id)).toEqual([newest]);
    // % and _ are literal characters, not wildcards.
    expect(
      (await call('POST', 'getMessageList', { current: 1, size: 10, message: '0%_' })).body.result.total,
    ).toBe(1);
    expect(
      (await call('POST', 'getMessageList', { current: 1, size: 10, message: '%' })).body.result.total,
    ).toBe(1);
    const paged = await call('POST', 'getMessageList', { current: 2, size: 2 });
    expect(paged.body.result).toMatchObject({ total: 3, list: [{ id: old }] });
    expect((await call('POST', 'getMessageList', { current: 0, size: 2 })).status).toBe(400);
    expect((await call('POST', 'getMessageList', { current: 1, size: 101 })).status).toBe(400);

    expect((await call('GET', `getMessageById/${mid}`)).body.result).toMatchObject({ id: mid, tag: '闲聊' });
    expect(await call('GET', 'getMessageById/9999')).toEqual({
      status: 404,
      body: { code: 404, message: '留言不存在' },
    });
  });

  it('danmaku returns the newest 200 as short plain text; hot tags are the top 10 by count', async () => {
    for (let i = 0; i < 205; i++) {
      await createMessage(t, {
        message: i === 204 ? `<p>最新的<b>一条</b> &amp; ${'长'.repeat(120)}</p>` : `留言 ${i}`,
        tag: `标签${i % 12}`,
        created_at: minutesAgo(300 - i),
      });
    }
    for (let i = 0; i < 20; i++) await createMessage(t, { tag: '热门', created_at: minutesAgo(400) });
    const { body } = await call('GET', 'getAllMessage');
    expect(() => danmakuResponse.parse(body)).not.toThrow();
    // The original's shape: the newest 200 and how many there are in all.
    expect(body.result.total).toBe(225);
    const list = body.result.list;
    expect(list).toHaveLength(200);
    expect(Object.keys(list[0]).sort()).toEqual(['avatar', 'color', 'id', 'message', 'nick_name']);
    expect(list[0].message).toMatch(/^最新的一条 & 长+…$/);
    expect(Array.from(list[0].message as string)).toHaveLength(101);
    expect(list[1].message).toBe('留言 203');

    const tags = (await call('GET', 'getHotTagList')).body.result;
    expect(tags).toHaveLength(10);
    expect(tags.slice(0, 2)).toEqual([
      { tag: '热门', count: 20 },
      { tag: '标签0', count: 18 },
    ]);
    const counts = tags.map((tag: { count: number }) => tag.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts.slice(2)).toEqual(Array(8).fill(17));
  });

  it('refuses bad input with 400 naming the field, and stores nothing', async () => {
    const cases: [object, RegExp][] = [
      [{}, /message.*留言内容不能为空/],
      [{ message: '' }, /message/],
      [{ message: '<p> </p>' }, /message.*不能为空/],
      [{ message: '<script>alert(1)</script>' }, /留言内容不能为空/],
      [{ message: '字'.repeat(556) }, /message.*不能超过 555/],
      [{ message: 'hi', font_size: 11 }, /font_size.*12-36/],
      [{ message: 'hi', font_size: 37 }, /font_size/],
      [{ message: 'hi', font_weight: 300 }, /font_weight.*400-900/],
      [{ message: 'hi', font_weight: 1000 }, /font_weight/],
      [{ message: 'hi', color: 'red;background:url(x)' }, /color.*文字颜色/],
      [{ message: 'hi', bg_color: 'url(javascript:alert(1))' }, /bg_color.*背景颜色/],
      [{ message: 'hi', bg_url: 'javascript:alert(1)' }, /bg_url.*背景图片/],
      [{ message: 'hi', bg_url: '/etc/passwd' }, /bg_url/],
      [{ message: 'hi', bg_url: '/media/uploads/../../secret' }, /bg_url/],
      [{ message: 'hi', tag: '标'.repeat(11) }, /tag.*不能超过 10/],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', 'add', payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    // 555 visible characters are fine even with markup around them.
    expect((await call('POST', 'add', { message: `<p><b>${'字'.repeat(555)}</b></p>` })).status).toBe(200);
    expect(await rows()).toHaveLength(1);
  });

  it('only the author or the admin edits (403 otherwise, 401 for guests); omitted styles stay', async () => {
    const mine = (
      await call('POST', 'add', { message: '原文', color: '#123456', tag: '旧' }, await authHeader(t, user))
    ).body.result;
    const guest = await createMessage(t, { message: '游客的留言' });
    const other = await createUser(t);

    expect(
      await call('POST', 'update', { id: mine.id, message: '改掉' }, await authHeader(t, other)),
    ).toEqual({
      status: 403,
      body: { code: 403, message: '只能修改自己的留言' },
    });
    expect(
      (await call('POST', 'update', { id: guest, message: '改掉' }, await authHeader(t, other))).status,
    ).toBe(403);
    expect((await call('POST', 'update', { id: mine.id, message: '改掉' })).status).toBe(401);
    expect(
      (await call('POST', 'update', { id: 9999, message: '改掉' }, await authHeader(t, user))).status,
    ).toBe(404);

    const edited = await call(
      'POST',
      'update',
      { id: mine.id, message: '<i>新的</i>', tag: '新' },
      await authHeader(t, user),
    );
    expect(edited.body.result).toMatchObject({
      message: '<i>新的</i>',
      color: '#123456',
      tag: '新',
      nick_name: '小红',
    });
    const byAdmin = await call(
      'POST',
      'update',
      { id: guest, message: '管理员修正', color: '' },
      await authHeader(t, admin),
    );
    expect(byAdmin.body.result).toMatchObject({ message: '管理员修正', color: null, nick_name: '游客abcde' });
  });

  it('deletes all or nothing: own messages (or any for the admin), with their comments and likes', async () => {
    const headers = await authHeader(t, user);
    const a = await createMessage(t, { user_id: user });
    const b = await createMessage(t, { user_id: user });
    const theirs = await createMessage(t, { user_id: admin });
    const comment = await createComment(t, { type: 3, for_id: a, from_id: admin });
    await createComment(t, { type: 3, for_id: a, from_id: user, parent_id: comment, to_id: admin });
    await t.app.inject({ method: 'POST', url: '/api/like/addLike', payload: { type: 3, for_id: a } });

    expect(await call('PUT', 'delete', { idList: [a, theirs] }, headers)).toEqual({
      status: 403,
      body: { code: 403, message: '只能删除自己的留言' },
    });
    expect((await call('PUT', 'delete', { idList: [a, 9999] }, headers)).status).toBe(404);
    expect((await call('PUT', 'delete', { idList: [] }, headers)).status).toBe(400);
    expect((await call('PUT', 'delete', { idList: 'x' }, headers)).status).toBe(400);
    expect((await call('PUT', 'delete', { idList: [a] })).status).toBe(401);
    expect(await rows()).toHaveLength(3);

    expect((await call('PUT', 'delete', { idList: [a, b, a] }, headers)).body).toMatchObject({
      code: 0,
      result: { deleted: 2 },
    });
    expect((await rows()).map((row) => row.id)).toEqual([theirs]);
    expect(await t.db.kysely.selectFrom('comments').selectAll().execute()).toEqual([]);
    expect(await t.db.kysely.selectFrom('likes').selectAll().execute()).toEqual([]);
    expect(
      (await call('PUT', 'delete', { idList: [theirs] }, await authHeader(t, admin))).body.result,
    ).toEqual({ deleted: 1 });
  });

  it('a message can be liked once per guest address (409 the second time); five posts a minute per address', async () => {
    const id = await createMessage(t);
    const like = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/like/addLike',
        payload: { type: 3, for_id: id },
        remoteAddress: '10.4.4.4',
      });
    expect((await like()).statusCode).toBe(200);
    expect((await like()).statusCode).toBe(409);

    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await call('POST', 'add', { message: `第 ${i} 条` }, {}, '10.5.5.5')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
