import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { useConsoleContext } from '../../test/admin-fixtures';
import { createLink } from '../../test/community-fixtures';
import { startFriendSites, type FriendSites, type SiteHandler } from '../../test/friend-sites';
import { AVATAR_RETRY_MS } from './avatar';

/*
 * Friends' avatars given by address (issue #32): fetched once by the server into the uploads, so the
 * links page shows them from the blog itself; what cannot be fetched leaves the letter avatar.
 * 127.0.0.1 (the test sites) is the one private address allowed: any other is refused.
 */
const { t, users, call } = useConsoleContext({
  friendFeed: { intervalMinutes: 0, allowPrivate: ['127.0.0.1'] },
});

let sites: FriendSites | undefined;
afterEach(async () => {
  await sites?.close();
  sites = undefined;
});

const bytes =
  (type: string, body: Buffer): SiteHandler =>
  (_request, response) =>
    void response.writeHead(200, { 'content-type': type }).end(body);

const png = await sharp({
  create: { width: 64, height: 64, channels: 3, background: { r: 73, g: 177, b: 245 } },
})
  .png()
  .toBuffer();

async function friendSites() {
  sites = await startFriendSites({
    '/avatar.png': bytes('image/png', png),
    // Says it is a picture; is a page.
    '/fake.png': bytes('image/png', Buffer.from('<!doctype html><title>not a picture</title>')),
    '/huge.png': bytes('image/png', Buffer.alloc(3 * 1024 * 1024, 1)),
    '/inside.png': (_request, response) =>
      void response.writeHead(302, { location: 'http://10.0.0.1/avatar.png' }).end(),
  });
  return sites;
}

const publicLinks = async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/links/getLinksList',
    payload: { current: 1, size: 20 },
  });
  expect(res.statusCode).toBe(200);
  return res.json().result.list as { id: number; site_name: string; site_avatar: string | null }[];
};
const shownAvatarOf = async (id: number) => (await publicLinks()).find((link) => link.id === id)?.site_avatar;
const kept = (id: number) =>
  t.db.kysely
    .selectFrom('links')
    .select(['avatar_source', 'avatar_media', 'avatar_error'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('friend-link avatars given by address', () => {
  it('are fetched once into the uploads when the owner adds a link, and served from there', async () => {
    const { origin, hits } = await friendSites();
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/links/add',
      headers: users.admin,
      payload: { site_name: '小蓝', url: 'https://blue.example.com', site_avatar: `${origin}/avatar.png` },
    });
    expect(added.statusCode).toBe(200);
    const id: number = added.json().result.id;
    // Its owner edits the address given; pages get the copy.
    expect(added.json().result.site_avatar).toBe(`${origin}/avatar.png`);
    const shown = await shownAvatarOf(id);
    expect(shown).toMatch(/^\/media\/uploads\/images\/\d{4}\/\d{2}\/[\w-]+\.png$/);
    const picture = await t.app.inject({ method: 'GET', url: shown! });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect((await sharp(picture.rawPayload).metadata()).width).toBe(64);

    // Once: neither reads nor the schedule fetch it again.
    await publicLinks();
    expect(await t.app.friendFeeds.avatars.runOnce()).toBe(0);
    expect(hits('/avatar.png')).toBe(1);
  });

  it('are not fetched while an application waits, and are fetched when the owner approves it', async () => {
    const { origin, hits } = await friendSites();
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/links/add',
      headers: users.user,
      payload: {
        site_name: '申请者',
        url: 'https://applicant.example.com',
        site_avatar: `${origin}/avatar.png`,
      },
    });
    const id: number = applied.json().result.id;
    expect(await t.app.friendFeeds.avatars.runOnce()).toBe(0);
    expect(hits('/avatar.png')).toBe(0);

    expect((await call('PUT', `/api/admin/links/${id}/approve`)).statusCode).toBe(200);
    expect(hits('/avatar.png')).toBe(1);
    expect(await shownAvatarOf(id)).toMatch(/^\/media\/uploads\/images\//);

    // A new address given by the owner's edit is fetched again; the old copy is no longer shown.
    const first = await shownAvatarOf(id);
    const edited = await call('PUT', `/api/admin/links/${id}`, {
      site_name: '申请者',
      url: 'https://applicant.example.com',
      site_avatar: `${origin}/avatar.png?v=2`,
    });
    expect(edited.statusCode).toBe(200);
    expect(hits('/avatar.png')).toBe(2);
    expect(await shownAvatarOf(id)).not.toBe(first);
  });

  it('are fetched by the schedule for links written before, and what fails leaves the letter avatar', async () => {
    const { origin, hits } = await friendSites();
    const link = async (path: string) => {
      const id = await createLink(t);
      await t.db.kysely
        .updateTable('links')
        .set({ site_avatar: `${origin}${path}` })
        .where('id', '=', id)
        .execute();
      return id;
    };
    const good = await link('/avatar.png');
    const fake = await link('/fake.png');
    const huge = await link('/huge.png');
    const inside = await link('/inside.png');
    const missing = await link('/nothing-here.png');
    const uploaded = await createLink(t);
    await t.db.kysely
      .updateTable('links')
      .set({ site_avatar: '/media/uploads/images/2026/01/own.png' })
      .where('id', '=', uploaded)
      .execute();
    // Before any fetch no page shows an address on another site.
    expect((await publicLinks()).map((row) => row.site_avatar).filter(Boolean)).toEqual([
      '/media/uploads/images/2026/01/own.png',
    ]);

    expect(await t.app.friendFeeds.avatars.runOnce()).toBe(5);
    expect(await shownAvatarOf(good)).toMatch(/^\/media\/uploads\/images\//);
    for (const id of [fake, huge, inside, missing]) expect(await shownAvatarOf(id)).toBeNull();
    expect(await shownAvatarOf(uploaded)).toBe('/media/uploads/images/2026/01/own.png');
    expect((await kept(fake)).avatar_error).toBe('文件不是有效的图片');
    expect((await kept(huge)).avatar_error).toBe('内容超过 2 MB，已停止读取');
    expect((await kept(inside)).avatar_error).toBe('地址指向内网，已拒绝');
    expect((await kept(missing)).avatar_error).toBe('返回 404');

    // Failed ones wait a day before they are tried again; a good one is never fetched twice.
    expect(await t.app.friendFeeds.avatars.runOnce()).toBe(0);
    expect(await t.app.friendFeeds.avatars.runOnce(new Date(Date.now() + AVATAR_RETRY_MS + 60_000))).toBe(4);
    expect(hits('/avatar.png')).toBe(1);
    expect(hits('/fake.png')).toBe(2);
  });

  it('show on the friends’ feed from the blog’s copy too', async () => {
    const { origin } = await friendSites();
    const id = await createLink(t);
    await t.db.kysely
      .updateTable('links')
      .set({ site_avatar: `${origin}/avatar.png` })
      .where('id', '=', id)
      .execute();
    await t.db.kysely
      .insertInto('friend_posts')
      .values({
        link_id: id,
        guid: 'p1',
        title: '朋友的文章',
        url: 'https://friend.example.com/1',
        summary: '',
        published_at: null,
        sort_at: new Date().toISOString(),
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const avatarOnFeed = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/links/feed' })).json().result.list[0].site_avatar;
    expect(await avatarOnFeed()).toBeNull();
    await t.app.friendFeeds.avatars.runOnce();
    expect(await avatarOnFeed()).toMatch(/^\/media\/uploads\/images\//);
  });
});
