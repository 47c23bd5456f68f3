import { linkPageResponse, linkResponse } from '@blog/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { createLink, minutesAgo } from '../../test/community-fixtures';
import { useTestContext } from '../../test/context';
import { authHeader, createUser } from '../../test/fixtures';

const t = useTestContext();
let admin: number;
let user: number;
beforeEach(async () => {
  admin = await createUser(t, { role: 1 });
  user = await createUser(t, { nick_name: '小明' });
});

let address = 0;
const post = async (
  url: string,
  payload: object,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/links/${url}`,
    payload,
    headers,
    // A fresh address each time unless a test is about the per-address limit.
    remoteAddress: remoteAddress ?? `10.9.${Math.floor(++address / 250)}.${address % 250}`,
  });
  return { status: res.statusCode, body: res.json() };
};
const valid = {
  site_name: '小明的博客',
  site_desc: '记录前端学习与生活',
  site_avatar: 'https://xiaoming.example.com/avatar.png',
  url: 'https://xiaoming.example.com',
};
const notes = () => t.db.kysely.selectFrom('notifications').selectAll().orderBy('id').execute();

describe('friend links', () => {
  it('lists approved links only, oldest first, paged', async () => {
    const first = await createLink(t, { site_name: '老朋友', created_at: minutesAgo(10) });
    const second = await createLink(t, { site_name: '新朋友', created_at: minutesAgo(5) });
    await createLink(t, { site_name: '待审核', status: 1 });
    const { body } = await post('getLinksList', { current: 1, size: 10 });
    expect(() => linkPageResponse.parse(body)).not.toThrow();
    expect(body.result.total).toBe(2);
    expect(body.result.list.map((link: { id: number }) => link.id)).toEqual([first, second]);
    expect((await post('getLinksList', { current: 2, size: 1 })).body.result.list).toMatchObject([
      { id: second },
    ]);
    expect((await post('getLinksList', { current: 1, size: 1000 })).status).toBe(400);
  });

  it('a user applies: the link waits for review, the admin is notified (type 4), user_id comes from the token', async () => {
    const headers = await authHeader(t, user);
    const { status, body } = await post('add', { ...valid, user_id: admin }, headers);
    expect(status).toBe(200);
    expect(() => linkResponse.parse(body)).not.toThrow();
    // An avatar given by address is not read while the application waits, and a public answer names
    // no picture on another site (modules/remote-image): none yet.
    expect(body.result).toMatchObject({ ...valid, site_avatar: null, status: 1, user_id: user });
    expect((await post('getLinksList', { current: 1, size: 10 })).body.result.total).toBe(0);
    expect(await notes()).toMatchObject([{ user_id: admin, type: 4, is_view: 1 }]);
    expect((await notes())[0]!.message).toContain('小明的博客');

    // The admin's own link is approved at once and nobody is notified of their own action.
    const own = await post(
      'add',
      { site_name: '博主自己的站', url: 'http://localhost:8080' },
      await authHeader(t, admin),
    );
    expect(own.body.result).toMatchObject({ status: 2, site_desc: null, site_avatar: null });
    expect(await notes()).toHaveLength(1);
  });

  it('refuses guests (401) and bad fields (400 naming the field), and changes nothing', async () => {
    expect((await post('add', valid)).status).toBe(401);
    const headers = await authHeader(t, user);
    const cases: [object, RegExp][] = [
      [{ ...valid, url: 'javascript:alert(1)' }, /url.*网站地址必须是 http/],
      [{ ...valid, url: 'ftp://example.com' }, /url/],
      [{ ...valid, url: '//example.com' }, /url/],
      [{ ...valid, url: '' }, /url/],
      [{ ...valid, site_avatar: 'javascript:alert(1)' }, /site_avatar.*网站头像/],
      [{ ...valid, site_avatar: 'data:image/png;base64,AAAA' }, /site_avatar/],
      [{ ...valid, site_name: '' }, /site_name.*网站名称不能为空/],
      [{ ...valid, site_name: '   ' }, /site_name/],
      [{ ...valid, site_name: '名'.repeat(31) }, /site_name.*不能超过 30/],
      [{ ...valid, site_desc: '描'.repeat(101) }, /site_desc.*不能超过 100/],
      [{ site_name: '缺地址' }, /url/],
    ];
    for (const [payload, message] of cases) {
      const res = await post('add', payload, headers);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect(await t.db.kysely.selectFrom('links').selectAll().execute()).toEqual([]);
    expect(await notes()).toEqual([]);
  });

  it('only the applicant or the admin may edit; a user edit goes back to review, unknown ids are 404', async () => {
    const link = await createLink(t, { user_id: user, status: 2 });
    const other = await createUser(t);
    const forbidden = await post('frontUpdate', { ...valid, id: link }, await authHeader(t, other));
    expect(forbidden).toEqual({ status: 403, body: { code: 403, message: '只能修改自己申请的友链' } });

    const mine = await post(
      'frontUpdate',
      { ...valid, id: link, site_name: '改名了' },
      await authHeader(t, user),
    );
    expect(mine.body.result).toMatchObject({ id: link, site_name: '改名了', status: 1 });
    expect(await notes()).toMatchObject([{ user_id: admin, type: 4 }]);

    const approved = await createLink(t, { user_id: user, status: 2 });
    const byAdmin = await post('frontUpdate', { ...valid, id: approved }, await authHeader(t, admin));
    expect(byAdmin.body.result).toMatchObject({ status: 2, user_id: user });

    expect((await post('frontUpdate', { ...valid, id: 9999 }, await authHeader(t, user))).status).toBe(404);
    expect((await post('frontUpdate', { ...valid, id: link })).status).toBe(401);
  });

  it('allows five applications a minute per address', async () => {
    const headers = await authHeader(t, user);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post('add', valid, headers, '10.7.7.7')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
