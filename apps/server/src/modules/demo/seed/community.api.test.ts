import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { mediaFile } from '../../../test/fixtures';
import { seed } from './seed';

let t: TestContext | undefined;
afterEach(async () => {
  await t?.dispose();
  t = undefined;
});

const api = async (ctx: TestContext, method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await ctx.app.inject({ method, url: `/api/${url}`, payload });
  expect(res.statusCode, url).toBe(200);
  return res.json().result;
};

describe('community seed', () => {
  it('fills a fresh demo install with talks, albums, links, messages, comments and resources', async () => {
    t = await createTestContext({ demoContent: true });
    const { community } = await seed(t);
    expect(community).toMatchObject({ talks: 7, albums: 3, links: 5, messages: 23 });
    expect(community!.resourceSites).toBeGreaterThanOrEqual(40);

    const talks = await api(t, 'POST', 'talk/blogGetTalkList', { current: 1, size: 100 });
    expect(talks.total).toBeGreaterThanOrEqual(6);
    expect(talks.list[0].is_top).toBe(1);
    expect(talks.list.filter((talk: { is_top: number }) => talk.is_top === 1)).toHaveLength(1);
    const photoCounts = talks.list.map((talk: { talkImgList: string[] }) => talk.talkImgList.length);
    expect(Math.max(...photoCounts)).toBe(9);
    expect(photoCounts).toContain(1);
    expect(photoCounts).toContain(0);
    const images: string[] = talks.list.flatMap((talk: { talkImgList: string[] }) => talk.talkImgList);

    const albums = await api(t, 'GET', 'photoAlbum/getAllAlbumList');
    expect(
      albums.filter((album: { photo_count: number }) => album.photo_count >= 6).length,
    ).toBeGreaterThanOrEqual(2);
    for (const album of albums) {
      const photos = await api(t, 'GET', `photo/getAllPhotosByAlbumId/${album.id}`);
      expect(photos).toHaveLength(album.photo_count);
      images.push(album.album_cover, ...photos.map((p: { url: string }) => p.url));
    }

    const links = await api(t, 'POST', 'links/getLinksList', { current: 1, size: 100 });
    expect(links.total).toBeGreaterThanOrEqual(4);
    images.push(...links.list.map((link: { site_avatar: string }) => link.site_avatar));
    const pending = await t.db.kysely.selectFrom('links').select('id').where('status', '=', 1).execute();
    expect(pending).toHaveLength(1);

    // Every picture is a local file in the uploads; nothing points at the internet.
    expect(images.length).toBeGreaterThan(30);
    for (const url of images) {
      expect(url).toMatch(/^\/media\/uploads\/community\/[\w]+\.webp$/);
      expect(existsSync(mediaFile(t, url)), url).toBe(true);
    }

    const messages = await api(t, 'POST', 'message/getMessageList', { current: 1, size: 100 });
    expect(messages.total).toBeGreaterThanOrEqual(20);
    expect(new Set(messages.list.map((m: { nick_name: string }) => m.nick_name)).size).toBeGreaterThanOrEqual(
      5,
    );
    expect(
      messages.list.some((m: { bg_color: string | null }) => m.bg_color?.startsWith('linear-gradient')),
    ).toBe(true);
    const tags = await api(t, 'GET', 'message/getHotTagList');
    expect(tags.length).toBeGreaterThanOrEqual(4);

    // Comments with replies on two articles and a talk.
    const threads = await t.db.kysely
      .selectFrom('comments')
      .select(['type', 'for_id'])
      .where('parent_id', 'is not', null)
      .groupBy(['type', 'for_id'])
      .execute();
    expect(threads.filter((thread) => thread.type === 1)).toHaveLength(2);
    expect(threads.filter((thread) => thread.type === 2).length).toBeGreaterThanOrEqual(1);
    const pinned = talks.list[0];
    const parents = await api(t, 'POST', 'comment/frontGetParentComment', {
      current: 1,
      size: 10,
      type: 2,
      for_id: pinned.id,
    });
    expect(parents.list[parents.list.length - 1].childComments.length).toBeGreaterThan(0);
    expect(pinned.comment_total).toBeGreaterThanOrEqual(3);

    for (const type of ['front', 'back']) {
      const categories = await api(t, 'GET', `resources/${type}`);
      expect(categories.length).toBeGreaterThanOrEqual(4);
      const sites = await api(t, 'GET', `resources/sites?type=${type}`);
      expect(sites.length).toBe(
        categories.reduce((sum: number, c: { site_count: number }) => sum + c.site_count, 0),
      );
      for (const site of sites) {
        expect(site.url).toMatch(/^https?:\/\/[^\s]+$/);
        expect(site.logo).toBeNull();
      }
    }
    const all = await api(t, 'GET', 'resources/sites?type=front');
    expect(all.map((site: { name: string }) => site.name)).toEqual(
      expect.arrayContaining(['MDN Web Docs', '掘金', 'Can I use']),
    );

    // A second run adds nothing.
    await seed(t);
    expect((await api(t, 'POST', 'talk/blogGetTalkList', { current: 1, size: 1 })).total).toBe(talks.total);
  }, 60_000);

  it('without demo content seeds the resource pages only', async () => {
    t = await createTestContext({ demoContent: false });
    const { community } = await seed(t);
    expect(community).toMatchObject({ talks: 0, messages: 0 });
    expect(community!.resourceSites).toBeGreaterThanOrEqual(40);
    expect(await t.db.kysely.selectFrom('talks').selectAll().execute()).toEqual([]);
    expect(await t.db.kysely.selectFrom('messages').selectAll().execute()).toEqual([]);
    expect((await api(t, 'GET', 'resources/back')).length).toBeGreaterThanOrEqual(4);
  }, 60_000);
});
