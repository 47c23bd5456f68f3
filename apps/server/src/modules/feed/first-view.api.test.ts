import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { createConsoleUsers } from '../../test/admin-fixtures';
import { createArticle, createSiteConfig, createUser } from '../../test/fixtures';
import { scriptJson } from './first-view';

let t: TestContext | undefined;
afterEach(async () => {
  await t?.dispose();
  t = undefined;
});

/** The parts of the built index.html the first view fills: the boot screen and its end marker. */
const INDEX_HTML = [
  '<html><head><title>博客</title></head><body>',
  '<div id="root"><div class="app-boot" role="status" aria-label="加载中">☕</div>',
  '<!-- /app-boot --></div>',
  '</body></html>',
].join('\n');

async function blog(blogName = '小站', readCacheMs = 0) {
  const webDist = path.join(os.tmpdir(), `blog-web-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  mkdirSync(webDist, { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  t = await createTestContext({ webDist, readCacheMs });
  await createSiteConfig(t, { blog_name: blogName });
  const author = await createUser(t, { role: 1 });
  return { ctx: t, author };
}

/** The data block of a served page, parsed. */
function firstData(html: string): Record<string, { code: number; result: unknown }> {
  const match = /<script id="first-data" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('the page carries no first data');
  return JSON.parse(match[1]!) as Record<string, { code: number; result: unknown }>;
}

/** An article's views as stored, once the app has written the views it counted. */
async function views(ctx: TestContext, id: number) {
  await ctx.app.articleViews.flush();
  const row = await ctx.db.kysely
    .selectFrom('articles')
    .select('view_times')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.view_times;
}

describe('the first view in the served HTML', () => {
  it('gives /home the answers to its first calls, the same bodies the API gives', async () => {
    const { ctx, author } = await blog();
    await createArticle(ctx, { author_id: author, article_title: '第一篇' });
    const page = await ctx.app.inject({ url: '/home' });
    expect(page.statusCode).toBe(200);
    const data = firstData(page.body);
    expect(Object.keys(data).sort()).toEqual([
      '/api/article/blogHomeGetArticleList/1/5',
      '/api/config',
      '/api/pageHeader/getAll',
      '/api/statistic',
      '/api/tag/getTagDictionary',
    ]);
    for (const [url, body] of Object.entries(data)) {
      const api = await ctx.app.inject({ url });
      expect(body, url).toEqual(api.json());
    }
    expect(JSON.stringify(data['/api/article/blogHomeGetArticleList/1/5'])).toContain('第一篇');
  });

  it('draws the home hero and an article banner in place of the boot screen, escaped', async () => {
    const { ctx, author } = await blog('<b>小站</b>');
    await ctx.db.kysely
      .insertInto('page_headers')
      .values({
        route_name: 'Home',
        bg_url: '/media/uploads/site/h.webp',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const home = (await ctx.app.inject({ url: '/home' })).body;
    expect(home).not.toContain('class="app-boot"');
    expect(home).toContain(
      '<section class="boot-banner boot-banner-full" aria-label="&lt;b&gt;小站&lt;/b&gt;">',
    );
    expect(home).toContain('<img class="boot-banner-image" src="/media/uploads/site/h.webp" alt="" />');
    expect(home).toContain('<h1 class="boot-banner-name">&lt;b&gt;小站&lt;/b&gt;</h1>');

    const id = await createArticle(ctx, {
      author_id: author,
      article_title: '封面 & 标题',
      article_cover: '/media/uploads/articles/c.webp',
    });
    const article = (await ctx.app.inject({ url: `/article?id=${id}` })).body;
    expect(article).toContain('<section class="boot-banner" aria-label="封面 &amp; 标题">');
    expect(article).toContain(
      '<img class="boot-banner-image" src="/media/uploads/articles/c.webp" alt="" />',
    );
    expect(article).toContain('<h1 class="boot-banner-title">封面 &amp; 标题</h1>');

    // Pages without a known banner keep the boot screen.
    const archives = (await ctx.app.inject({ url: '/archives' })).body;
    expect(archives).toContain('<div class="app-boot"');
    expect(archives).not.toContain('boot-banner');
  });

  it('gives an article page its article, counting the one view the page makes', async () => {
    const { ctx, author } = await blog();
    const id = await createArticle(ctx, { author_id: author, article_title: '一篇' });
    const before = await views(ctx, id);
    const data = firstData((await ctx.app.inject({ url: `/article?id=${id}` })).body);
    expect(data[`/api/article/getArticleById/${id}`]).toMatchObject({ code: 0, result: { id } });
    expect(data[`/api/article/getRecommendArticleById/${id}`]).toMatchObject({ code: 0 });
    expect(await views(ctx, id)).toBe(before + 1);
  });

  it('leaves out what fails: an unknown or private article, a malformed id', async () => {
    const { ctx, author } = await blog();
    const draft = await createArticle(ctx, { author_id: author, article_title: '秘密草稿', status: 3 });
    for (const url of [`/article?id=${draft}`, '/article?id=999999', '/article?id=abc', '/article?id=-1']) {
      const body = (await ctx.app.inject({ url })).body;
      const data = firstData(body);
      expect(Object.keys(data).sort(), url).toEqual(['/api/config', '/api/pageHeader/getAll']);
      expect(body, url).not.toContain('秘密草稿');
      expect(body, url).toContain('<div class="app-boot"');
    }
  });

  it('cannot be broken out of by what the owner or a visitor wrote', async () => {
    const { ctx } = await blog('</script><script>alert(1)</script>');
    const body = (await ctx.app.inject({ url: '/home' })).body;
    expect(body).not.toContain('<script>alert(1)');
    expect((firstData(body)['/api/config']?.result as { blog_name: string }).blog_name).toBe(
      '</script><script>alert(1)</script>',
    );
  });
});

describe('pages shared between visitors', () => {
  it('makes the home page once for everyone until the API writes, and an article page every time', async () => {
    const { ctx, author } = await blog('小站', 60_000);
    const { admin } = await createConsoleUsers(ctx);
    const home = async () => (await ctx.app.inject('/home')).body;
    expect(await home()).toContain('<h1 class="boot-banner-name">小站</h1>');
    // Written past the API: the shared page stays.
    await ctx.db.kysely.updateTable('site_config').set({ blog_name: '库里改名' }).execute();
    expect(await home()).toContain('<h1 class="boot-banner-name">小站</h1>');
    // Any write through the API: the next visitor gets a fresh page.
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/tags',
      headers: admin,
      payload: { name: '新标签' },
    });
    expect(created.statusCode).toBe(200);
    expect(await home()).toContain('<h1 class="boot-banner-name">库里改名</h1>');

    // Each article page counts its own view.
    const id = await createArticle(ctx, { author_id: author });
    const before = await views(ctx, id);
    for (let i = 0; i < 3; i++) await ctx.app.inject(`/article?id=${id}`);
    expect(await views(ctx, id)).toBe(before + 3);
  });
});

describe('scriptJson', () => {
  it('escapes what could end the script element or trip an old parser, and nothing else changes', () => {
    const value = { text: '</script> & <!-- \u2028\u2029 中文' };
    const json = scriptJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
