import { describe, expect, it } from 'vitest';
import { createConsoleUsers, registeredAdminRoutes } from '../../test/admin-fixtures';
import { useTestContext } from '../../test/context';
import { authHeader, createSiteConfig, createUser } from '../../test/fixtures';

const t = useTestContext();

/** A concrete URL for a route pattern: ids that do not exist, a real page name. */
const concrete = (url: string) => url.replace(':route_name', 'Home').replace(/:\w+/g, '987654');

describe('the admin guard', () => {
  it('covers every registered /api/admin route: 401 for guests, 403 for users, through for the admin', async () => {
    const routes = registeredAdminRoutes(t);
    // The enumeration itself must work, or this test would pass on nothing.
    expect(routes.length).toBeGreaterThanOrEqual(60);
    expect(routes).toContainEqual({ method: 'DELETE', url: '/api/admin/articles/:id/purge' });
    const { admin, user } = await createConsoleUsers(t);
    await createSiteConfig(t);
    for (const { method, url } of routes) {
      const request = {
        method: method as 'GET',
        url: concrete(url),
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      };
      const guest = await t.app.inject(request);
      expect([`${method} ${url}`, guest.statusCode]).toEqual([`${method} ${url}`, 401]);
      expect(guest.json().code).toBe(401);
      const normal = await t.app.inject({ ...request, headers: user });
      expect([`${method} ${url}`, normal.statusCode]).toEqual([`${method} ${url}`, 403]);
      expect(normal.json()).toEqual({ code: 403, message: '需要管理员权限' });
      const owner = await t.app.inject({ ...request, headers: admin });
      expect([`${method} ${url}`, [401, 403, 500].includes(owner.statusCode)]).toEqual([
        `${method} ${url}`,
        false,
      ]);
    }
  });

  it('refuses a forged or stale token with 401', async () => {
    const adminId = await createUser(t, { role: 1 });
    const forged = { authorization: 'Bearer not.a.token' };
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: forged })).statusCode).toBe(
      401,
    );
    const headers = await authHeader(t, adminId);
    await t.db.kysely.updateTable('users').set({ token_version: 5 }).where('id', '=', adminId).execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers })).statusCode).toBe(401);
  });
});

describe('PUT /api/admin/users/:id/disabled', () => {
  const setDisabled = (headers: Record<string, string>, id: number | string, disabled: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/users/${id}/disabled`, headers, payload: { disabled } });
  /** A change to the user's own profile: what a working token may do. */
  const rename = (headers: Record<string, string>, nick_name: string) =>
    t.app.inject({ method: 'PUT', url: '/api/user/updateOwnUserInfo', headers, payload: { nick_name } });

  it('locks a user out at once and keeps the old token dead after re-enabling', async () => {
    const { admin, userId, user } = await createConsoleUsers(t);
    expect((await rename(user, '改个名')).statusCode).toBe(200);

    const off = await setDisabled(admin, userId, true);
    expect(off.statusCode).toBe(200);
    expect(off.json().result).toMatchObject({ id: userId, disabled: 1 });
    expect((await rename(user, '再改')).statusCode).toBe(401);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/links/add',
      headers: user,
      payload: { site_name: 'x', url: 'https://x.example.com' },
    });
    expect(upload.statusCode).toBe(401);

    const on = await setDisabled(admin, userId, false);
    expect(on.json().result.disabled).toBe(0);
    // The old token stays revoked; a fresh one works.
    expect((await rename(user, '三改')).statusCode).toBe(401);
    expect((await rename(await authHeader(t, userId), '三改')).statusCode).toBe(200);
  });

  it('lists users with a keyword, refuses to disable an admin, 404 for unknown, 400 for bad input', async () => {
    const { admin, adminId } = await createConsoleUsers(t);
    await createUser(t, { username: 'zhangsan', nick_name: '张三' });
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/users?keyword=张三', headers: admin });
    expect(list.json().result).toMatchObject({
      total: 1,
      list: [{ username: 'zhangsan', disabled: 0, role: 2 }],
    });
    expect(list.json().result.list[0]).not.toHaveProperty('password_hash');
    expect((await setDisabled(admin, adminId, true)).statusCode).toBe(409);
    expect((await setDisabled(admin, 99999, true)).statusCode).toBe(404);
    const bad = await setDisabled(admin, adminId, 'yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('disabled');
    const page = await t.app.inject({ method: 'GET', url: '/api/admin/users?size=101', headers: admin });
    expect(page.statusCode).toBe(400);
    expect(page.json().message).toContain('size');
  });
});

describe('DELETE /api/admin/users/:id', () => {
  const remove = (headers: Record<string, string>, id: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers });

  it("deletes the account with its comments, keeps its messages as a guest's, and ends its sessions", async () => {
    const { admin, adminId, userId, user } = await createConsoleUsers(t);
    const now = new Date().toISOString();
    const comment = (from_id: number, parent_id: number | null) =>
      t.db.kysely
        .insertInto('comments')
        .values({
          parent_id,
          type: 3,
          for_id: 1,
          from_id,
          to_id: null,
          content: '评论',
          ip: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const own = await comment(userId, null);
    const reply = await comment(adminId, own.id);
    const ownersComment = await comment(adminId, null);
    await t.db.kysely
      .insertInto('messages')
      .values({
        message: '留言',
        color: null,
        font_size: null,
        font_weight: null,
        bg_color: null,
        bg_url: null,
        user_id: userId,
        nick_name: '访客',
        tag: null,
        created_at: now,
        updated_at: now,
      })
      .execute();

    expect((await remove(user, userId)).statusCode).toBe(403);
    expect((await remove(admin, userId)).statusCode).toBe(200);
    expect(
      await t.db.kysely.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst(),
    ).toBeUndefined();
    const comments = await t.db.kysely.selectFrom('comments').select('id').execute();
    expect(comments.map((c) => c.id)).toEqual([ownersComment.id]);
    expect(comments.map((c) => c.id)).not.toContain(reply.id);
    expect(await t.db.kysely.selectFrom('messages').select(['user_id', 'nick_name']).execute()).toEqual([
      { user_id: null, nick_name: '访客' },
    ]);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/user/updateOwnUserInfo',
          headers: user,
          payload: { nick_name: '还在吗' },
        })
      ).statusCode,
    ).toBe(401);

    expect((await remove(admin, adminId)).statusCode).toBe(409);
    expect((await remove(admin, userId)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${adminId}` })).statusCode).toBe(
      401,
    );
  });
});
