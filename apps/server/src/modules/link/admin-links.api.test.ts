import { describe, expect, it } from 'vitest';
import { useConsoleContext } from '../../test/admin-fixtures';
import { createLink } from '../../test/community-fixtures';

const { t, users, call } = useConsoleContext();

const inbox = async () =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/notify/getNotifyList',
      headers: users.user,
      payload: { current: 1, size: 10 },
    })
  ).json().result.list as { message: string }[];

const publicLinks = async () =>
  (await t.app.inject({ method: 'POST', url: '/api/links/getLinksList', payload: { current: 1, size: 10 } }))
    .json()
    .result.list.map((link: { site_name: string }) => link.site_name);

describe('admin friend links', () => {
  it('approves an application: the applicant is notified and the link appears publicly', async () => {
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/links/add',
      headers: users.user,
      payload: { site_name: '小明的博客', url: 'https://xiaoming.example.com' },
    });
    const id: number = applied.json().result.id;
    expect(await publicLinks()).toEqual([]);
    const pending = (await call('GET', '/api/admin/links?status=1')).json().result;
    expect(pending.list.map((link: { id: number }) => link.id)).toEqual([id]);

    const approved = await call('PUT', `/api/admin/links/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().result.status).toBe(2);
    expect(await publicLinks()).toEqual(['小明的博客']);
    const messages = await inbox();
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message).toContain('小明的博客');
    expect(messages[0]!.message).toContain('已通过');
    expect((await call('PUT', `/api/admin/links/${id}/approve`)).statusCode).toBe(409);
    expect((await call('GET', '/api/admin/links?status=1')).json().result.total).toBe(0);
  });

  it('rejects with a reason: the applicant hears why and the application is gone', async () => {
    const id = await createLink(t, { status: 1, user_id: users.userId, site_name: '<b>广告站</b>' });
    const noReason = await call('PUT', `/api/admin/links/${id}/reject`, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('reason');
    const rejected = await call('PUT', `/api/admin/links/${id}/reject`, { reason: '内容与本站无关' });
    expect(rejected.statusCode).toBe(200);
    const [message] = await inbox();
    expect(message!.message).toContain('内容与本站无关');
    expect(message!.message).toContain('&lt;b&gt;广告站&lt;/b&gt;');
    expect((await call('GET', '/api/admin/links')).json().result.total).toBe(0);
    expect((await call('PUT', `/api/admin/links/${id}/reject`, { reason: '再来' })).statusCode).toBe(404);
    const approvedId = await createLink(t, { status: 2 });
    expect((await call('PUT', `/api/admin/links/${approvedId}/reject`, { reason: '晚了' })).statusCode).toBe(
      409,
    );
  });

  it('edits and deletes links, refusing bad addresses and unknown ids', async () => {
    const id = await createLink(t, { status: 2, site_name: '旧名字' });
    const edited = await call('PUT', `/api/admin/links/${id}`, {
      site_name: '新名字',
      url: 'https://new.example.com',
    });
    expect(edited.json().result).toMatchObject({
      site_name: '新名字',
      url: 'https://new.example.com',
      status: 2,
    });
    const bad = await call('PUT', `/api/admin/links/${id}`, {
      site_name: '新名字',
      url: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('url');
    expect(
      (await call('PUT', '/api/admin/links/9999', { site_name: 'x', url: 'https://x.example.com' }))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/admin/links/${id}`)).statusCode).toBe(200);
    expect(await publicLinks()).toEqual([]);
    expect((await call('DELETE', `/api/admin/links/${id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/links?status=3')).statusCode).toBe(400);
  });
});
