import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { useConsoleContext } from '../../test/admin-fixtures';
import { createLink, createTalk } from '../../test/community-fixtures';
import { createSiteConfig } from '../../test/fixtures';
import { startFriendSites, type FriendSites, type SiteHandler } from '../../test/friend-sites';
import { fetchPictures, pictureLimits, RETRY_MS } from './service';

/*
 * Pictures given by address (issue #32): fetched once by the server into the uploads, so that answers
 * and pages show them from the blog itself; what cannot be fetched leaves the page's fallback and no
 * address on another site in any public answer. 127.0.0.1 (the test sites) is the one private address
 * allowed here: any other is refused.
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

/** The kinds of pictures, each at an address of its own, so that each save is seen to fetch its own. */
const KINDS = ['cover', 'talk', 'album', 'photo', 'logo', 'avatar', 'background', 'pay', 'banner', 'board'];

async function pictureSites() {
  sites = await startFriendSites({
    ...Object.fromEntries(KINDS.map((kind) => [`/${kind}.png`, bytes('image/png', png)])),
    '/avatar.png': bytes('image/png', png),
    // Says it is a picture; is a page.
    '/fake.png': bytes('image/png', Buffer.from('<!doctype html><title>not a picture</title>')),
    '/huge.png': bytes('image/png', Buffer.alloc(6 * 1024 * 1024, 1)),
    '/inside.png': (_request, response) =>
      void response.writeHead(302, { location: 'http://10.0.0.1/avatar.png' }).end(),
  });
  return sites;
}

const COPY = /^\/media\/uploads\/images\/\d{4}\/\d{2}\/[\w-]+\.png$/;

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.json().result;
};
const post = async (url: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url, payload });
  expect(res.statusCode, url).toBe(200);
  return res.json().result;
};
const saved = async (method: 'POST' | 'PUT', url: string, payload: object) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json().result;
};

const kept = (source: string) =>
  t.db.kysely
    .selectFrom('remote_images')
    .select(['media', 'error'])
    .where('source', '=', source)
    .executeTakeFirst();

/** Every public answer a visitor's pages are made from, as one text to search. */
async function publicAnswers(): Promise<string> {
  const answers = await Promise.all([
    get('/api/config'),
    get('/api/pageHeader/getAll'),
    get('/api/article/blogHomeGetArticleList/1/10'),
    post('/api/talk/blogGetTalkList', { current: 1, size: 10 }),
    get('/api/photoAlbum/getAllAlbumList'),
    get('/api/resources/sites?type=front'),
    post('/api/links/getLinksList', { current: 1, size: 20 }),
    post('/api/message/getMessageList', { current: 1, size: 10 }),
  ]);
  return JSON.stringify(answers);
}

describe('pictures given by address', () => {
  it('are fetched once when the owner or a visitor saves them, and every answer carries the blog’s copy', async () => {
    const { origin, hits } = await pictureSites();
    const at = (kind: string) => `${origin}/${kind}.png`;
    await createSiteConfig(t);

    const article = await saved('POST', '/api/admin/articles', {
      article_title: '封面',
      article_content: '正文',
      article_cover: at('cover'),
    });
    expect(article.article_cover).toMatch(COPY);
    expect((await get(`/api/article/getArticleById/${article.id}`)).article_cover).toBe(
      article.article_cover,
    );

    const talk = await saved('POST', '/api/admin/talks', {
      content: '配图的说说',
      talkImgList: [at('talk'), '/media/uploads/images/2026/01/own.png'],
    });
    expect(talk.talkImgList).toEqual([expect.stringMatching(COPY), '/media/uploads/images/2026/01/own.png']);

    const album = await saved('POST', '/api/admin/albums', { album_name: '远方', album_cover: at('album') });
    expect(album.album_cover).toMatch(COPY);
    const photos = await saved('POST', `/api/admin/albums/${album.id}/photos`, { urls: [at('photo')] });
    expect(photos.map((photo: { url: string }) => photo.url)).toEqual([expect.stringMatching(COPY)]);
    expect((await get(`/api/photo/getAllPhotosByAlbumId/${album.id}`))[0].url).toBe(photos[0].url);

    const category = await saved('POST', '/api/admin/resources/categories', { type: 'front', name: '工具' });
    const site = await saved('POST', '/api/admin/resources/sites', {
      category_id: category.id,
      name: 'MDN',
      url: 'https://developer.mozilla.org/',
      logo: at('logo'),
    });
    expect(site.logo).toMatch(COPY);

    const config = await saved('PUT', '/api/admin/config', {
      blog_avatar: at('avatar'),
      avatar_bg: at('background'),
      we_chat_pay: at('pay'),
      ali_pay: at('pay'),
    });
    for (const field of ['blog_avatar', 'avatar_bg', 'we_chat_pay', 'ali_pay'])
      expect(config[field]).toMatch(COPY);
    // One address, one copy.
    expect(config.ali_pay).toBe(config.we_chat_pay);

    const header = await saved('PUT', '/api/admin/pageHeaders/Home', { bg_url: at('banner') });
    expect(header.bg_url).toMatch(COPY);

    // A visitor's message: its background too, once it is published.
    const message = await post('/api/message/add', { message: '留言', bg_url: at('board') });
    expect(message.bg_url).toMatch(COPY);

    // The copy is a picture of the blog's own, as the upload made it.
    const picture = await t.app.inject({ method: 'GET', url: site.logo });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect((await sharp(picture.rawPayload).metadata()).width).toBe(64);

    // Public answers show the copies, and never an address on another site; nothing is fetched twice.
    const answers = await publicAnswers();
    expect(answers).not.toContain(origin);
    for (const copy of [site.logo, config.avatar_bg, header.bg_url, message.bg_url, talk.talkImgList[0]])
      expect(answers).toContain(copy);
    expect(await t.app.remoteImages.runOnce()).toBe(0);
    for (const kind of KINDS) expect(hits(`/${kind}.png`), kind).toBe(1);
  });

  it('that cannot be fetched leave the fallback: no picture in public answers, the address in the console’s', async () => {
    const { origin, hits } = await pictureSites();
    await createSiteConfig(t);
    const category = await saved('POST', '/api/admin/resources/categories', { type: 'front', name: '工具' });
    const logo = async (path: string) => {
      const site = await saved('POST', '/api/admin/resources/sites', {
        category_id: category.id,
        name: path,
        url: 'https://example.invalid/',
        logo: `${origin}${path}`,
      });
      // The console keeps the address given, for its form.
      expect(site.logo).toBe(`${origin}${path}`);
      return (await kept(`${origin}${path}`))?.error;
    };
    expect(await logo('/fake.png')).toBe('文件不是有效的图片');
    expect(await logo('/huge.png')).toBe('内容超过 5 MB，已停止读取');
    expect(await logo('/inside.png')).toBe('地址指向内网，已拒绝');
    expect(await logo('/nothing-here.png')).toBe('返回 404');
    const publicSites = (await get('/api/resources/sites?type=front')) as {
      name: string;
      logo: string | null;
    }[];
    expect(publicSites.map((site) => site.logo)).toEqual([null, null, null, null]);

    // A talk's picture that failed is left out of the public talk; the console still lists it.
    const talk = await saved('POST', '/api/admin/talks', {
      content: '坏图',
      talkImgList: [`${origin}/fake.png`],
    });
    expect(talk.talkImgList).toEqual([`${origin}/fake.png`]);
    const [publicTalk] = (await post('/api/talk/blogGetTalkList', { current: 1, size: 10 })).list;
    expect(publicTalk.talkImgList).toEqual([]);
    // A banner that failed leaves the page its default: the header is not in the public list.
    await saved('PUT', '/api/admin/pageHeaders/Talk', { bg_url: `${origin}/fake.png` });
    expect(await get('/api/pageHeader/getAll')).toEqual([]);
    expect(await publicAnswers()).not.toContain(origin);

    // The owner saving it again tries it at once; the fetch is not remembered as a copy.
    expect(hits('/fake.png')).toBe(3);
    await saved('POST', '/api/admin/talks', { content: '再试', talkImgList: [`${origin}/fake.png`] });
    expect(hits('/fake.png')).toBe(4);
  });

  it('at a private address are refused unless FRIEND_FEED_ALLOW_PRIVATE allows it', async () => {
    const { origin, hits } = await pictureSites();
    const refused = { ...pictureLimits(t), allowPrivate: false };
    expect(await fetchPictures(t, [`${origin}/cover.png`], { limits: refused })).toEqual({
      tried: 1,
      copied: 0,
    });
    expect(await kept(`${origin}/cover.png`)).toEqual({ media: null, error: '地址指向内网，已拒绝' });
    expect(hits('/cover.png')).toBe(0);
    // The setting of this blog (127.0.0.1 allowed) reads it, when asked again.
    expect(await fetchPictures(t, [`${origin}/cover.png`], { retryFailed: true })).toEqual({
      tried: 1,
      copied: 1,
    });
    expect((await kept(`${origin}/cover.png`))?.media).toMatch(COPY);
  });

  it('are fetched by the schedule where a save did not (older rows, imports), and failures a day later', async () => {
    const { origin, hits } = await pictureSites();
    await createSiteConfig(t);
    // Written past the API, as an upgrade or `blog import` leaves them.
    await t.db.kysely
      .updateTable('users')
      .set({ avatar: `${origin}/avatar.png` })
      .where('id', '=', users.adminId)
      .execute();
    await createTalk(t, { user_id: users.adminId, photos: [`${origin}/talk.png`] });
    await t.db.kysely
      .updateTable('site_config')
      .set({ qq_group: `${origin}/fake.png` })
      .execute();
    const link = await createLink(t);
    await t.db.kysely
      .updateTable('links')
      .set({ site_avatar: `${origin}/nothing-here.png` })
      .where('id', '=', link)
      .execute();
    // Before any fetch no public answer shows an address on another site.
    const [before] = (await post('/api/talk/blogGetTalkList', { current: 1, size: 10 })).list;
    expect(before).toMatchObject({ avatar: null, talkImgList: [] });

    expect(await t.app.remoteImages.runOnce()).toBe(4);
    const [after] = (await post('/api/talk/blogGetTalkList', { current: 1, size: 10 })).list;
    expect(after.avatar).toMatch(COPY);
    expect(after.talkImgList).toEqual([expect.stringMatching(COPY)]);
    expect((await get('/api/config')).qq_group).toBeNull();

    // Failed ones wait a day before they are tried again; a good one is never fetched twice.
    expect(await t.app.remoteImages.runOnce()).toBe(0);
    expect(await t.app.remoteImages.runOnce(new Date(Date.now() + RETRY_MS + 60_000))).toBe(2);
    expect(hits('/avatar.png')).toBe(1);
    expect(hits('/fake.png')).toBe(2);
  });
});

describe('pictures given by address inside an article’s body or a message', () => {
  const picturePath = (source: string) => `/media/picture?src=${encodeURIComponent(source)}`;
  const show = (source: string) => t.app.inject({ method: 'GET', url: picturePath(source) });

  it('are fetched when the owner saves the article, and the page names them by the blog’s address', async () => {
    const { origin, hits } = await pictureSites();
    await createSiteConfig(t);
    const article = await saved('POST', '/api/admin/articles', {
      article_title: '远方的图',
      article_content: [
        `![湖](${origin}/cover.png)`,
        `![山](${origin}/photo.png?w=1&h=2 "山")`,
        `![坏图](${origin}/fake.png)`,
        '![自己的](/media/uploads/images/2026/01/own.png)',
      ].join('\n\n'),
    });
    const { article_html: html } = await get(`/api/article/getArticleById/${article.id}`);
    expect(html).not.toContain(origin);
    expect(html).toContain(`src="${picturePath(`${origin}/cover.png`)}"`);
    expect(html).toContain(`src="${picturePath(`${origin}/photo.png?w=1&h=2`)}"`);
    expect(html).toContain('src="/media/uploads/images/2026/01/own.png"');
    expect(hits('/cover.png')).toBe(1);
    expect(hits('/photo.png')).toBe(1);

    // The blog's address sends the reader to the copy, which is a picture of the blog's own.
    const cover = await show(`${origin}/cover.png`);
    expect(cover.statusCode).toBe(302);
    expect(cover.headers.location).toMatch(COPY);
    const copy = await t.app.inject({ method: 'GET', url: cover.headers.location! });
    expect(copy.headers['content-type']).toBe('image/png');
    expect((await show(`${origin}/photo.png?w=1&h=2`)).headers.location).toMatch(COPY);

    // One that could not be fetched shows a drawing, answered 200 (no error in the page's console) and
    // asked again next time; the address fetches nothing by itself.
    const missing = await show(`${origin}/fake.png`);
    expect(missing.statusCode).toBe(200);
    expect(missing.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(missing.headers['cache-control']).toBe('no-cache');
    expect(missing.body).toContain('图片暂不可用');
    expect((await show(`${origin}/never-saved.png`)).statusCode).toBe(200);
    expect(hits('/never-saved.png')).toBe(0);
    // Only addresses on the web.
    for (const bad of ['javascript:alert(1)', '/media/uploads/x.png', 'file:///etc/passwd']) {
      expect((await show(bad)).statusCode, bad).toBe(400);
    }
  });

  it('in a published message are fetched and named by the blog’s address in every answer', async () => {
    const { origin, hits } = await pictureSites();
    await createSiteConfig(t);
    const message = await post('/api/message/add', {
      message: `<p>看这张</p><img src="${origin}/board.png?a=1&amp;b=2">`,
    });
    expect(message.message).not.toContain(origin);
    expect(message.message).toContain(`<img src="${picturePath(`${origin}/board.png?a=1&b=2`)}"`);
    expect(hits('/board.png')).toBe(1);
    expect(await publicAnswers()).not.toContain(origin);
    const admin = await call('GET', '/api/admin/messages?current=1&size=10');
    expect(admin.body).not.toContain(origin);
    expect((await show(`${origin}/board.png?a=1&b=2`)).headers.location).toMatch(COPY);
  });

  it('are fetched by the schedule when written past the API (an import)', async () => {
    const { origin, hits } = await pictureSites();
    await createSiteConfig(t);
    const article = await saved('POST', '/api/admin/articles', {
      article_title: '导入',
      article_content: '正文',
    });
    await t.db.kysely
      .updateTable('articles')
      .set({ article_content: `![湖](${origin}/album.png)` })
      .where('id', '=', article.id)
      .execute();
    // Rendered by its first reader (or after an import); nothing fetched yet.
    const { article_html: html } = await get(`/api/article/getArticleById/${article.id}`);
    expect(html).toContain(picturePath(`${origin}/album.png`));
    expect((await show(`${origin}/album.png`)).statusCode).toBe(200);
    expect(hits('/album.png')).toBe(0);

    expect(await t.app.remoteImages.runOnce()).toBe(1);
    expect((await show(`${origin}/album.png`)).headers.location).toMatch(COPY);
    // Not again, and not for an article in the recycle bin.
    expect(await t.app.remoteImages.runOnce()).toBe(0);
    expect(hits('/album.png')).toBe(1);
  });
});

describe('friend-link avatars given by address', () => {
  const publicLinks = async () =>
    (await post('/api/links/getLinksList', { current: 1, size: 20 })).list as {
      id: number;
      site_avatar: string | null;
    }[];
  const shownAvatarOf = async (id: number) =>
    (await publicLinks()).find((link) => link.id === id)?.site_avatar;

  it('are not fetched while an application waits, and are fetched when the owner approves it', async () => {
    const { origin, hits } = await pictureSites();
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
    // The applicant's answer names no address on another site either.
    expect(applied.json().result.site_avatar).toBeNull();
    expect(await t.app.remoteImages.runOnce()).toBe(0);
    expect(hits('/avatar.png')).toBe(0);

    expect((await call('PUT', `/api/admin/links/${id}/approve`)).statusCode).toBe(200);
    expect(hits('/avatar.png')).toBe(1);
    const first = await shownAvatarOf(id);
    expect(first).toMatch(COPY);

    // A new address given by the owner's edit is fetched; the old copy is no longer shown.
    const edited = await saved('PUT', `/api/admin/links/${id}`, {
      site_name: '申请者',
      url: 'https://applicant.example.com',
      site_avatar: `${origin}/avatar.png?v=2`,
    });
    expect(edited.site_avatar).toMatch(COPY);
    expect(hits('/avatar.png')).toBe(2);
    expect(await shownAvatarOf(id)).not.toBe(first);
  });

  it('show on the friends’ feed from the blog’s copy too', async () => {
    const { origin } = await pictureSites();
    const id = await createLink(t);
    await t.db.kysely
      .updateTable('links')
      .set({ site_avatar: `${origin}/avatar.png` })
      .where('id', '=', id)
      .execute();
    const now = new Date().toISOString();
    await t.db.kysely
      .insertInto('friend_posts')
      .values({
        link_id: id,
        guid: 'p1',
        title: '朋友的文章',
        url: 'https://friend.example.com/1',
        summary: '',
        published_at: null,
        sort_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const avatarOnFeed = async () => (await get('/api/links/feed')).list[0].site_avatar;
    expect(await avatarOnFeed()).toBeNull();
    await t.app.remoteImages.runOnce();
    expect(await avatarOnFeed()).toMatch(COPY);
  });
});
