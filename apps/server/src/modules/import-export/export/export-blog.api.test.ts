import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readPostFile } from '../import/post-file';
import { importBlog } from '../import/import-blog';
import { reportLines } from '../import/report-lines';
import { setRedirect } from '../../redirect/repository';
import { storeFavicon } from '../../favicon/service';
import { upsertPageHeader } from '../../site/repository';
import { createConsoleUsers, useConsoleContext } from '../../../test/admin-fixtures';
import {
  createAlbum,
  createComment,
  createLink,
  createMessage,
  createResourceCategory,
  createTalk,
} from '../../../test/community-fixtures';
import { createTestContext, type TestContext } from '../../../test/context';
import {
  createArticle,
  createCategory,
  createSiteConfig,
  createTag,
  createUser,
} from '../../../test/fixtures';
import { exportBlog } from './export-blog';
import { exportReportLines } from './report-lines';
import { copiesOf, record as recordRemoteImage } from '../../remote-image/repository';

const { t, users } = useConsoleContext();

/** The guest of the old blog's comments: its 游客 name. */
const GUEST = { identity: '游客AbCd2' };
const REMOTE_AVATAR = 'https://far.example.com/avatar.png';

let folder: string;
let target: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'blog-export-'));
  target = path.join(folder, 'export');
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** One of the export's JSON files. */
const readJsonFile = <T>(file: string): T => JSON.parse(readFileSync(path.join(target, file), 'utf8')) as T;

/** Puts a small picture into the uploads, as the upload endpoint would, and returns its address. */
async function upload(below: string, color: string): Promise<string> {
  const file = path.join(t.config.dataDir, 'uploads', below);
  mkdirSync(path.dirname(file), { recursive: true });
  await sharp({ create: { width: 4, height: 3, channels: 3, background: color } })
    .png()
    .toFile(file);
  return `/media/uploads/${below}`;
}

/** A blog with a bit of everything: what the export has to carry over. */
async function buildBlog() {
  const { adminId, userId } = users;
  const guestId = await createUser(t, { username: 'passer-by', nick_name: '路人乙' });
  await createSiteConfig(t, { blog_name: '旧博客' });
  for (const [id, color] of [
    [userId, '#aa0000'],
    [guestId, '#00aa00'],
  ] as const) {
    const avatar = await upload(`images/avatars/${id}.png`, color);
    await t.db.kysely.updateTable('users').set({ avatar }).where('id', '=', id).execute();
  }
  const icon = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  await t.db.kysely
    .updateTable('site_config')
    .set({
      blog_avatar: await upload('site/avatar.png', '#123456'),
      github_link: 'https://github.com/me',
      favicon: (await storeFavicon(t, icon)).url,
      footer_visits: 1,
      // The old blog's own: its setup step, address and the owner's mail address stay behind.
      setup_state: 'done',
      site_url: 'https://old.example.com',
      admin_email: 'owner@old.example.com',
    })
    .execute();

  const frontEnd = await createCategory(t, '前端');
  await createCategory(t, '后端'); // no article is filed under it
  const vue = await createTag(t, 'Vue');
  const essay = await createTag(t, '随笔');
  const figure = await upload('images/2026/05/figure.png', '#ff0000');
  const hello = await createArticle(t, {
    author_id: adminId,
    slug: 'hello',
    article_title: '你好，世界',
    article_content: `# 你好\n\n![图一](${figure} "说明")\n\n<img src="${figure}" alt="又一次">\n\n[外链](https://example.com)\n`,
    article_cover: await upload('images/2026/05/cover.png', '#00ff00'),
    article_description: '第一篇',
    category_id: frontEnd,
    tagIds: [vue, essay],
    is_top: 1,
    order: 3,
    created_at: '2025-03-14T12:30:00.123Z',
    updated_at: '2025-04-01T08:00:00.000Z',
  });
  await setRedirect(t.db.kysely, '/2025/03/14/hello', hello, '2025-03-14T12:30:00.000Z');
  // Written in the console: no slug.
  const repost = await createArticle(t, {
    author_id: adminId,
    article_title: '转载的文章',
    // As the console's editor saves it: no newline at the end, and a rule first.
    article_content: '---\n\n别人写的  ',
    type: 2,
    origin_url: 'https://example.com/post',
    status: 2,
    tagIds: [vue],
    created_at: '2025-05-01T00:00:00.000Z',
    updated_at: '2025-05-01T00:00:00.000Z',
  });
  await createArticle(t, {
    author_id: adminId,
    slug: 'unfinished',
    article_title: '没写完',
    article_content: '草稿\n',
    status: 3,
    created_at: '2025-06-01T00:00:00.000Z',
    updated_at: '2025-06-02T00:00:00.000Z',
  });
  await createArticle(t, {
    author_id: adminId,
    slug: 'thrown-away',
    article_title: '回收站里的',
    deleted_at: '2025-07-01T00:00:00.000Z',
  });

  const first = await createComment(t, {
    type: 1,
    for_id: hello,
    from_id: userId,
    content: '写得好',
    ip: '202.96.128.86',
    created_at: '2025-03-15T00:00:00.000Z',
  });
  await createComment(t, {
    type: 1,
    for_id: hello,
    from_id: adminId,
    parent_id: first,
    to_id: userId,
    content: '谢谢',
    created_at: '2025-03-15T01:00:00.000Z',
  });
  await createComment(t, {
    type: 1,
    for_id: hello,
    from_id: guestId,
    parent_id: first,
    to_id: adminId,
    content: '站长好',
    created_at: '2025-03-15T02:00:00.000Z',
  });
  await createComment(t, {
    type: 1,
    for_id: hello,
    from_id: guestId,
    content: '路过',
    created_at: '2025-03-16T00:00:00.000Z',
  });
  // A guest's comment (no account: its nickname and the 游客 identity its browser keeps), and the
  // owner's reply to it.
  const byGuest = await createComment(t, {
    type: 1,
    for_id: hello,
    from_id: null,
    guest_name: '小明',
    guest_id: GUEST.identity,
    content: '游客来过',
    ip: '203.0.113.9',
    created_at: '2025-03-17T00:00:00.000Z',
  });
  await createComment(t, {
    type: 1,
    for_id: hello,
    from_id: adminId,
    parent_id: byGuest,
    to_guest: '小明',
    to_guest_id: GUEST.identity,
    content: '欢迎小明',
    created_at: '2025-03-17T01:00:00.000Z',
  });

  const talk = await createTalk(t, {
    user_id: adminId,
    content: '今天天气好',
    is_top: 1,
    photos: [
      await upload('images/2026/05/talk-1.png', '#0000ff'),
      await upload('images/2026/05/talk-2.png', '#ffff00'),
    ],
    created_at: '2025-03-20T00:00:00.000Z',
  });
  await createTalk(t, {
    user_id: adminId,
    content: '只给自己看',
    status: 2,
    created_at: '2025-03-21T00:00:00.000Z',
  });
  await createComment(t, {
    type: 2,
    for_id: talk,
    from_id: userId,
    content: '羡慕',
    created_at: '2025-03-20T01:00:00.000Z',
  });
  await createComment(t, {
    type: 2,
    for_id: talk,
    from_id: null,
    guest_name: GUEST.identity,
    guest_id: GUEST.identity,
    content: '我也羡慕',
    created_at: '2025-03-20T02:00:00.000Z',
  });

  const message = await createMessage(t, {
    message: '你好呀',
    nick_name: '路人甲',
    tag: '打招呼',
    created_at: '2025-03-22T00:00:00.000Z',
  });
  await createMessage(t, {
    message: '我也来了',
    user_id: userId,
    nick_name: '访客',
    created_at: '2025-03-23T00:00:00.000Z',
  });
  await createComment(t, {
    type: 3,
    for_id: message,
    from_id: adminId,
    content: '欢迎',
    created_at: '2025-03-22T01:00:00.000Z',
  });

  const friend = await createLink(t, {
    site_name: '老朋友',
    url: 'https://old.example.com',
    created_at: '2025-01-01T00:00:00.000Z',
  });
  await t.db.kysely
    .updateTable('links')
    .set({ site_avatar: await upload('images/2026/05/friend.png', '#404040') })
    .where('id', '=', friend)
    .execute();
  await t.db.kysely
    .updateTable('messages')
    .set({ bg_url: await upload('images/2026/05/paper.png', '#c0c0c0'), color: '#333333' })
    .where('id', '=', message)
    .execute();
  // A friend's avatar given by address, and the copy the server fetched of it.
  const remote = await createLink(t, {
    site_name: '远方的朋友',
    url: 'https://far.example.com',
    created_at: '2025-01-15T00:00:00.000Z',
  });
  await t.db.kysely
    .updateTable('links')
    .set({ site_avatar: REMOTE_AVATAR })
    .where('id', '=', remote)
    .execute();
  await recordRemoteImage(t.db.kysely, {
    source: REMOTE_AVATAR,
    media: await upload('images/2026/05/far-avatar.png', '#606060'),
    error: null,
    fetched_at: '2025-01-15T00:01:00.000Z',
  });
  await createLink(t, {
    site_name: '新朋友',
    url: 'https://new.example.com',
    status: 1,
    user_id: userId,
    created_at: '2025-02-01T00:00:00.000Z',
  });
  await createAlbum(t, {
    album_name: '旅行',
    album_cover: await upload('images/2026/05/album-cover.png', '#ff00ff'),
    photos: [
      await upload('images/2026/05/photo-1.png', '#00ffff'),
      await upload('images/2026/05/photo-2.png', '#808080'),
    ],
    created_at: '2025-04-01T00:00:00.000Z',
  });
  await createResourceCategory(t, {
    type: 'front',
    name: '工具',
    sort: 2,
    sites: [
      { name: 'MDN', url: 'https://developer.mozilla.org' },
      { name: 'Can I use', url: 'https://caniuse.com' },
    ],
  });
  await t.db.kysely
    .updateTable('resource_sites')
    .set({ logo: await upload('images/2026/05/mdn.png', '#101010'), description: '文档' })
    .where('name', '=', 'MDN')
    .execute();
  await upsertPageHeader(
    t.db.kysely,
    'talk',
    await upload('site/talk-banner.png', '#202020'),
    '2025-01-01T00:00:00.000Z',
  );
  return { repost: `article-${repost}` };
}

type Site = TestContext;
type Row = Record<string, unknown> & { id: number; status?: number };

/**
 * The site as visitors and the console see it, through the API: everything but the database's ids
 * (which a new blog numbers afresh) and view counts, with each picture's address replaced by what
 * it serves.
 */
async function snapshot(site: Site, headers: Record<string, string>) {
  const read = async (url: string, payload?: object) => {
    const response = await site.app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/api${url}`,
      headers,
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, url).toBe(200);
    return response.json().result as Record<string, unknown> & { list: Row[] };
  };
  const page = { current: 1, size: 50 };
  const comments = (type: number, for_id: number) =>
    read('/comment/frontGetParentComment', { ...page, type, for_id });

  const consoleArticles = await read('/admin/articles?size=50');
  const articles = [];
  for (const article of consoleArticles.list) {
    articles.push({
      console: await read(`/admin/articles/${article.id}`),
      page: article.status === 1 ? await read(`/article/getArticleById/${article.id}`) : null,
      comments: await comments(1, article.id),
    });
  }
  const talks = await read('/admin/talks?size=50');
  const messages = await read('/message/getMessageList', page);
  const albums = (await read('/photoAlbum/getAllAlbumList')) as unknown as { id: number }[];
  const state = {
    home: await read('/article/blogHomeGetArticleList/1/50'),
    articles,
    categories: await read('/category/getCategoryDictionary'),
    tags: await read('/tag/getTagDictionary'),
    // When the old path was set: the import sets it anew.
    redirects: (await read('/admin/redirects')).list.map(({ path, article_title }) => ({
      path,
      article_title,
    })),
    talks: { console: talks, page: await read('/talk/blogGetTalkList', page) },
    talkComments: await Promise.all(talks.list.map((talk) => comments(2, talk.id))),
    messages,
    messageComments: await Promise.all(messages.list.map((message) => comments(3, message.id))),
    links: { console: await read('/admin/links?size=50'), page: await read('/links/getLinksList', page) },
    albums,
    photos: await Promise.all(albums.map((album) => read(`/photo/getAllPhotosByAlbumId/${album.id}`))),
    config: await read('/config'),
    consoleCategories: await read('/admin/categories'),
    consoleTags: await read('/admin/tags'),
    resources: await read('/resources/front'),
    resourceSites: await read('/admin/resources/sites'),
    pageHeaders: await read('/pageHeader/getAll'),
  };
  return comparable(JSON.parse(await withPictures(site, JSON.stringify(state)))) as typeof state;
}

/** Each uploaded picture's address as the hash of what it serves (a missing file fails the test). */
async function withPictures(site: Site, json: string): Promise<string> {
  const addresses = [...new Set(json.match(/\/media\/uploads\/[^"\s\\)]+/g) ?? [])];
  let result = json;
  for (const address of addresses) {
    const served = await site.app.inject({ url: address });
    expect(served.statusCode, address).toBe(200);
    const hash = createHash('sha256').update(served.rawPayload).digest('hex').slice(0, 12);
    result = result.replaceAll(address, `picture:${hash}`);
  }
  return result;
}

/**
 * The database's ids, and the view counts: not exported (a new blog starts counting afresh), and
 * written a moment after a read, so the snapshot's own reads would count by chance.
 */
const LEFT_OUT = /^id$|_id$|Id$|IdList$|^view_times$/;

function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !LEFT_OUT.test(key))
      .map(([key, inner]) => [key, comparable(inner)]),
  );
}

/**
 * The old blog's guests' comments, as the database holds them (the API shows neither identity nor
 * address): still guests', with their names, 游客 identity and address, and a reply to one still
 * answering that guest. No account was made for a guest.
 */
async function expectGuestsKept(site: Site) {
  const rows = await site.db.kysely
    .selectFrom('comments')
    .select(['content', 'from_id', 'guest_name', 'guest_id', 'to_id', 'to_guest', 'to_guest_id', 'ip'])
    .where((eb) => eb.or([eb('from_id', 'is', null), eb('to_guest', 'is not', null)]))
    .orderBy('created_at')
    .execute();
  expect(rows).toEqual([
    {
      content: '游客来过',
      from_id: null,
      guest_name: '小明',
      guest_id: GUEST.identity,
      to_id: null,
      to_guest: null,
      to_guest_id: null,
      ip: '203.0.113.9',
    },
    {
      content: '欢迎小明',
      from_id: expect.any(Number),
      guest_name: null,
      guest_id: null,
      to_id: null,
      to_guest: '小明',
      to_guest_id: GUEST.identity,
      ip: '127.0.0.1',
    },
    {
      content: '我也羡慕',
      from_id: null,
      guest_name: GUEST.identity,
      guest_id: GUEST.identity,
      to_id: null,
      to_guest: null,
      to_guest_id: null,
      ip: '127.0.0.1',
    },
  ]);
  const names = (await site.db.kysely.selectFrom('users').select('nick_name').execute()).map(
    (user) => user.nick_name,
  );
  expect(names).not.toContain('小明');
  expect(names).not.toContain(GUEST.identity);
}

describe('exporting the blog', { timeout: 60_000 }, () => {
  it('imports into an empty blog as the same site, and importing again adds nothing', async () => {
    const { repost } = await buildBlog();
    const report = await exportBlog(t, target);
    expect(report).toMatchObject({
      articles: 3,
      articlePictures: 2,
      // three of them guests'
      comments: 9,
      talks: 2,
      messages: 2,
      links: 3,
      albums: 1,
      photos: 2,
      // two talk pictures, a message's paper, a friend's avatar and the copy of another's, the album's
      // cover and two photos, a resource's logo, a banner, the site's avatar and icon, two readers' avatars
      pictures: 14,
      categories: 2,
      tags: 2,
      resourceSites: 2,
      pageHeaders: 1,
      missingMedia: [],
    });
    const before = await snapshot(t, users.admin);
    // The one change: an article written in the console has no slug, and the export gives it one.
    const repostDetail = before.articles.find((article) => article.console.article_title === '转载的文章');
    expect(repostDetail?.console.slug).toBe(null);
    repostDetail!.console.slug = repost;

    const blank = await createTestContext();
    try {
      const owner = await createConsoleUsers(blank);
      // The importing account, 站长 as on the old blog: that admin's comments and talks become its own.
      await blank.db.kysely.deleteFrom('users').where('id', '=', owner.userId).execute();
      const counts = {
        categories: { added: 2, existing: 0 },
        tags: { added: 2, existing: 0 },
        resources: { added: 2, existing: 0 },
        pageHeaders: { added: 1, existing: 0 },
        talks: { added: 2, existing: 0 },
        messages: { added: 2, existing: 0 },
        links: { added: 3, existing: 0 },
        albums: { added: 1, existing: 0 },
        photos: { added: 2, existing: 0 },
      };
      const dry = await importBlog(blank, target, { authorId: owner.adminId, dryRun: true });
      expect(dry).toMatchObject({ format: 'export', errors: [], content: counts, site: 'created' });
      expect(dry.created.sort()).toEqual([`${repost}.md`, 'hello.md', 'unfinished.md']);
      // Guests' comments stay guests': no account is made for them.
      expect(dry.comments).toEqual({ added: 9, existing: 0, guests: ['访客', '路人乙'] });
      for (const table of ['articles', 'categories', 'talks', 'comments', 'photos', 'site_config'] as const) {
        const rows = await blank.db.kysely.selectFrom(table).select('id').execute();
        expect(rows, table).toEqual([]);
      }
      expect(readdirSync(path.join(blank.config.dataDir, 'uploads'))).toEqual([]);

      const imported = await importBlog(blank, target, { authorId: owner.adminId, dryRun: false });
      expect(imported.errors).toEqual([]);
      expect(imported.format).toBe('export');
      expect(imported.created.sort()).toEqual([`${repost}.md`, 'hello.md', 'unfinished.md']);
      expect(imported.content).toEqual(counts);
      expect(imported.comments).toEqual({ added: 9, existing: 0, guests: ['访客', '路人乙'] });
      expect(imported.site).toBe('created');
      expect(reportLines(imported).out).toEqual(
        expect.arrayContaining([
          '识别为 本博客的导出（npm run blog -- export）',
          '+ 新建 hello.md',
          '评论：新增 9，已存在 0',
          '分类：新增 2，已存在 0',
          '说说：新增 2，已存在 0',
          '照片：新增 2，已存在 0',
          '页面横幅：新增 1，已存在 0',
          '站点信息：新建',
          '新建访客账号（停用，只为保留评论和留言者的名字）：访客、路人乙',
          '完成：新建 3，更新 0，跳过 0，失败 0',
        ]),
      );

      // Importing again adds nothing: the site read after both is the old one.
      const again = await importBlog(blank, target, { authorId: owner.adminId, dryRun: false });
      expect(again.errors).toEqual([]);
      expect(again.created).toEqual([]);
      expect(again.skipped.sort()).toEqual([`${repost}.md`, 'hello.md', 'unfinished.md']);
      expect(again.comments).toMatchObject({ added: 0, existing: 9, guests: [] });
      expect(Object.values(again.content).every((counts) => counts.added === 0)).toBe(true);
      expect(again.site).toBe('unchanged');

      expect(await snapshot(blank, owner.admin)).toEqual(before);
      await expectGuestsKept(blank);
      // What stays with the old blog: its setup step, its address (the new one learns its own from
      // the console's first use, the snapshot's), the owner's mail address.
      const own = await blank.db.kysely
        .selectFrom('site_config')
        .select(['setup_state', 'site_url', 'admin_email'])
        .executeTakeFirstOrThrow();
      expect(own).toMatchObject({ setup_state: 'pending', admin_email: null });
      expect(own.site_url).not.toBe('https://old.example.com');
    } finally {
      await blank.dispose();
    }
  });

  it('adds nothing when the export goes back into the blog it came from', async () => {
    const { repost } = await buildBlog();
    await exportBlog(t, target);
    const tables = [
      'articles',
      'categories',
      'tags',
      'comments',
      'users',
      'talks',
      'talk_photos',
      'messages',
      'links',
      'photo_albums',
      'photos',
      'resource_sites',
      'page_headers',
    ] as const;
    const rows = async () => {
      const counts: Record<string, number> = {};
      for (const table of tables)
        counts[table] = (await t.db.kysely.selectFrom(table).selectAll().execute()).length;
      return counts;
    };
    const before = await rows();

    const report = await importBlog(t, target, { authorId: users.adminId, dryRun: false });
    expect(report.errors).toEqual([]);
    expect(report.created).toEqual([]);
    expect(report.comments).toEqual({ added: 0, existing: 9, guests: [] });
    expect(Object.entries(report.content).filter(([, counts]) => counts.added > 0)).toEqual([]);
    expect(report.site).toBe('unchanged');
    expect(await rows()).toEqual(before);
    // The console's article, which had no slug, has the one the export gave it.
    const adopted = await t.db.kysely
      .selectFrom('articles')
      .select('slug')
      .where('article_title', '=', '转载的文章')
      .executeTakeFirstOrThrow();
    expect(adopted.slug).toBe(repost);
  });

  it('writes each article as our Markdown with its pictures beside it', async () => {
    const { repost } = await buildBlog();
    await exportBlog(t, target);
    expect(readdirSync(path.join(target, 'posts')).sort()).toEqual([
      `${repost}.md`,
      'hello',
      'hello.md',
      'unfinished.md',
    ]);
    expect(readdirSync(path.join(target, 'posts', 'hello')).sort()).toEqual(['cover.png', 'figure.png']);
    const hello = readPostFile(readFileSync(path.join(target, 'posts', 'hello.md'), 'utf8'));
    expect(hello.data).toEqual({
      title: '你好，世界',
      slug: 'hello',
      date: '2025-03-14T12:30:00.123Z',
      updated: '2025-04-01T08:00:00.000Z',
      category: '前端',
      tags: ['Vue', '随笔'],
      cover: 'hello/cover.png',
      description: '第一篇',
      top: true,
      order: 3,
      status: 'public',
      type: 'original',
      redirects: ['/2025/03/14/hello'],
    });
    expect(hello.body).toContain('![图一](hello/figure.png "说明")');
    expect(hello.body).toContain('<img src="hello/figure.png" alt="又一次">');
    const manifest = JSON.parse(readFileSync(path.join(target, 'blog-export.json'), 'utf8'));
    expect(manifest).toMatchObject({ format: 'blog-export', version: 2, blog_name: '旧博客' });
    // Accounts go as names: no password hash in any file.
    for (const file of readdirSync(target).filter((name) => name.endsWith('.json'))) {
      const text = readFileSync(path.join(target, file), 'utf8');
      expect(text, file).not.toContain('not-a-real-hash');
      expect(text, file).not.toContain('password');
    }
    const comments = readJsonFile<Record<string, unknown>[]>('comments.json');
    expect(comments[1]).toMatchObject({
      parent: expect.stringMatching(/^comment-/),
      on: { article: 'hello' },
      author: { nick_name: '站长', owner: true },
      guest: null,
      reply_to: { nick_name: '访客', owner: false },
      reply_to_guest: null,
      content: '谢谢',
    });
    // A guest's comment: no account, its name and 游客 identity; a reply to it names that guest.
    const byGuest = comments.find((comment) => comment.content === '游客来过');
    expect(byGuest).toMatchObject({
      author: null,
      guest: { name: '小明', identity: GUEST.identity },
      reply_to: null,
      ip: '203.0.113.9',
    });
    expect(comments.find((comment) => comment.content === '欢迎小明')).toMatchObject({
      parent: byGuest!.key,
      author: { owner: true },
      reply_to: null,
      reply_to_guest: { name: '小明', identity: GUEST.identity },
    });
    // A friend's avatar given by address goes as it was given, with the blog's copy of it.
    const links = readJsonFile<Record<string, unknown>[]>('links.json');
    expect(links.find((link) => link.url === 'https://far.example.com')).toMatchObject({
      site_avatar: REMOTE_AVATAR,
      avatar_copy: 'media/images/2026/05/far-avatar.png',
    });
    // The site profile as the format has it: the icon copied, the old blog's own settings left behind.
    const site = readJsonFile<Record<string, unknown>>('site.json');
    expect(site).toMatchObject({ favicon: expect.stringMatching(/^media\/favicons\/[0-9a-f]{16}\.png$/) });
    expect(existsSync(path.join(target, site.favicon as string))).toBe(true);
    expect(site.footer_visits).toBe(1);
    for (const field of ['id', 'view_time', 'admin_email', 'site_url', 'setup_state'])
      expect(site, field).not.toHaveProperty(field);
    for (const file of readdirSync(target).filter((name) => name.endsWith('.json')))
      expect(readFileSync(path.join(target, file), 'utf8'), file).not.toContain('owner@old.example.com');
  });

  it('names an article whose slug is no safe file name by its id, and says so', async () => {
    const author = users.adminId;
    await createArticle(t, { author_id: author, slug: 'my_post', article_title: '下划线' });
    const odd = await createArticle(t, { author_id: author, slug: '../Up/There', article_title: '怪名字' });
    const report = await exportBlog(t, target);
    expect(readdirSync(path.join(target, 'posts')).sort()).toEqual([`article-${odd}.md`, 'my_post.md']);
    expect(report.newSlugs).toEqual([{ from: '../Up/There', to: `article-${odd}` }]);
    expect(exportReportLines(report)).toContain(
      `! 文章 ../Up/There 的 slug 不能作文件名，导出为 article-${odd}`,
    );
    expect(existsSync(path.join(folder, 'Up'))).toBe(false);
  });

  it('imports an export of version 1, which has no guests’ comments', async () => {
    await buildBlog();
    await exportBlog(t, target);
    // As version 1 wrote it: no guests' comments, nor the fields that came with version 2.
    const rewrite = <T>(file: string, change: (value: T) => unknown) =>
      writeFileSync(path.join(target, file), JSON.stringify(change(readJsonFile<T>(file))));
    rewrite<{ version: number }>('blog-export.json', (manifest) => ({ ...manifest, version: 1 }));
    type Item = Record<string, unknown>;
    rewrite<Item[]>('comments.json', (comments) =>
      comments
        .filter((comment) => comment.author !== null && comment.reply_to_guest === null)
        .map(({ guest: _guest, reply_to_guest: _to, ...comment }) => comment),
    );
    rewrite<Item[]>('links.json', (links) => links.map(({ avatar_copy: _copy, ...link }) => link));
    rewrite<Item>('site.json', ({ favicon: _icon, footer_visits: _visits, ...site }) => site);

    const blank = await createTestContext();
    try {
      const owner = await createConsoleUsers(blank);
      const report = await importBlog(blank, target, { authorId: owner.adminId, dryRun: false });
      expect(report.errors).toEqual([]);
      expect(report.comments).toMatchObject({ added: 6, existing: 0 });
      expect(report.content.links).toEqual({ added: 3, existing: 0 });
      // The avatar given by address has no copy yet: the server fetches it, as for a link written before.
      const far = await blank.db.kysely
        .selectFrom('links')
        .select('site_avatar')
        .where('url', '=', 'https://far.example.com')
        .executeTakeFirstOrThrow();
      expect(far).toEqual({ site_avatar: REMOTE_AVATAR });
      expect(await copiesOf(blank.db.kysely, [REMOTE_AVATAR])).toEqual(new Map());
      const site = await blank.db.kysely
        .selectFrom('site_config')
        .select(['favicon', 'footer_visits'])
        .executeTakeFirstOrThrow();
      expect(site).toEqual({ favicon: null, footer_visits: 0 });
    } finally {
      await blank.dispose();
    }
  });

  it('names an icon that cannot be the blog’s, and imports the rest', async () => {
    await buildBlog();
    await exportBlog(t, target);
    const icon = readJsonFile<{ favicon: string }>('site.json').favicon;
    writeFileSync(
      path.join(target, icon),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );

    const blank = await createTestContext();
    try {
      const owner = await createConsoleUsers(blank);
      const report = await importBlog(blank, target, { authorId: owner.adminId, dryRun: false });
      expect(report.errors).toEqual([]);
      expect(report.site).toBe('created');
      expect(report.notes).toContainEqual({
        file: 'site.json',
        message: `网站图标 ${icon} 没有导入：SVG 图标里不能有脚本或事件属性`,
      });
      const site = await blank.db.kysely
        .selectFrom('site_config')
        .select('favicon')
        .executeTakeFirstOrThrow();
      expect(site.favicon).toBe(null);
    } finally {
      await blank.dispose();
    }
  });

  it('imports only an export of a format version it knows', async () => {
    await exportBlog(t, target);
    const manifest = path.join(target, 'blog-export.json');
    writeFileSync(manifest, JSON.stringify({ ...JSON.parse(readFileSync(manifest, 'utf8')), version: 3 }));
    await expect(importBlog(t, target, { authorId: users.adminId, dryRun: false })).rejects.toThrow(
      'blog-export.json：不认识的导出格式版本 3（这个版本读取版本 1、2）',
    );
  });

  it('refuses a folder that is not empty, writing nothing into it', async () => {
    mkdirSync(target);
    writeFileSync(path.join(target, 'notes.txt'), '别动');
    await expect(exportBlog(t, target)).rejects.toThrow(`目标文件夹不是空的：${target}`);
    expect(readdirSync(target)).toEqual(['notes.txt']);
    expect(existsSync(path.join(target, 'blog-export.json'))).toBe(false);
  });
});
