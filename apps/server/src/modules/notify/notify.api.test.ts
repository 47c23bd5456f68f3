import { beforeEach, describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/context';
import { authHeader, createNotification, createUser } from '../../test/fixtures';
import { notify } from './service';

const t = useTestContext();
let me: number;
let other: number;
let headers: Record<string, string>;
beforeEach(async () => {
  me = await createUser(t);
  other = await createUser(t);
  headers = await authHeader(t, me);
});

const list = async (payload: object, h = headers) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/notify/getNotifyList', payload, headers: h });
  return { status: res.statusCode, body: res.json() };
};

describe('POST /api/notify/getNotifyList', () => {
  it("lists only the caller's notifications, unread first then newest, ignoring a userId in the body", async () => {
    const readNew = await createNotification(t, {
      user_id: me,
      is_view: 2,
      created_at: '2025-03-01T00:00:00.000Z',
    });
    const unreadOld = await createNotification(t, { user_id: me, created_at: '2025-01-01T00:00:00.000Z' });
    const unreadNew = await createNotification(t, {
      user_id: me,
      created_at: '2025-02-01T00:00:00.000Z',
      type: 4,
      message: '<b>新的友链申请</b>',
    });
    await createNotification(t, { user_id: other });

    const { body } = await list({ current: 1, size: 10, userId: other });
    expect(body.result).toMatchObject({ current: 1, size: 10, total: 3, unread: 2 });
    expect(body.result.list.map((n: { id: number }) => n.id)).toEqual([unreadNew, unreadOld, readNew]);
    expect(body.result.list[0]).toEqual({
      id: unreadNew,
      message: '<b>新的友链申请</b>',
      type: 4,
      to_id: null,
      isView: 1,
      createdAt: '2025-02-01 08:00:00',
    });
  });

  it('pages by 10 by default and refuses guests', async () => {
    for (let i = 0; i < 12; i++) await createNotification(t, { user_id: me });
    expect((await list({})).body.result.list).toHaveLength(10);
    expect((await list({ current: 2, size: 10 })).body.result.list).toHaveLength(2);
    expect((await list({ current: 1, size: 10 }, {})).status).toBe(401);
    expect((await list({ current: 0 })).status).toBe(400);
  });
});

describe('PUT /api/notify/update/:id and /api/notify/delete/:id', () => {
  it("mark viewed and delete one's own notifications", async () => {
    const id = await createNotification(t, { user_id: me });
    const viewed = await t.app.inject({ method: 'PUT', url: `/api/notify/update/${id}`, headers });
    expect(viewed.statusCode).toBe(200);
    expect((await list({})).body.result).toMatchObject({ unread: 0, list: [{ id, isView: 2 }] });
    const deleted = await t.app.inject({ method: 'PUT', url: `/api/notify/delete/${id}`, headers });
    expect(deleted.json()).toMatchObject({ code: 0, message: '删除成功' });
    expect((await list({})).body.result.total).toBe(0);
  });

  it("cannot touch someone else's notification (404, and nothing changes)", async () => {
    const theirs = await createNotification(t, { user_id: other });
    for (const url of [`/api/notify/update/${theirs}`, `/api/notify/delete/${theirs}`]) {
      const res = await t.app.inject({ method: 'PUT', url, headers });
      expect(res.statusCode, url).toBe(404);
    }
    const row = await t.db.kysely
      .selectFrom('notifications')
      .selectAll()
      .where('id', '=', theirs)
      .executeTakeFirst();
    expect(row?.is_view).toBe(1);
  });
});

describe('notify()', () => {
  it('creates an unread notification for the recipient, never for their own action', async () => {
    expect(
      await notify(t, { userId: me, message: '你的文章被点赞了', type: 1, toId: 5, actorId: other }),
    ).toEqual(expect.any(Number));
    expect(
      await notify(t, { userId: me, message: '自己点赞自己', type: 1, toId: 5, actorId: me }),
    ).toBeNull();
    expect((await list({})).body.result.list).toMatchObject([
      { message: '你的文章被点赞了', isView: 1, to_id: 5 },
    ]);
  });
});
