import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAlbum,
  createLink,
  createMessage,
  createResourceCategory,
  createTalk,
} from '../../test/community-fixtures';
import { createTestContext, type TestContext } from '../../test/context';
import {
  authHeader,
  createArticle,
  createCategory,
  createSiteConfig,
  createTag,
  createUser,
} from '../../test/fixtures';

/** The real web build (made by the test setup, src/test/builds.setup.ts) with its server renderer. */
const WEB_DIST = path.resolve(import.meta.dirname, '../../../../web/dist');

let t: TestContext;
const ids = { article: 0, category: 0, tag: 0, album: 0, message: 0 };

beforeAll(async () => {
  t = await createTestContext({ webDist: WEB_DIST });
  await createSiteConfig(t, { blog_name: '服务端渲染的小站' });
  const author = await createUser(t, { role: 1, nick_name: '站长' });
  ids.category = await createCategory(t, '前端工程');
  ids.tag = await createTag(t, '渲染');
  ids.article = await createArticle(t, {
    author_id: author,
    article_title: '从零实现服务端渲染',
    article_description: '一篇关于水合的文章</script><script>alert(1)</script>',
    article_content: '## 为什么\n\n首屏的内容应当出现在 HTML 里。\n\n```ts\nconst answer = 42;\n```\n',
    category_id: ids.category,
    tagIds: [ids.tag],
  });
  await createTalk(t, { user_id: author, content: '今天把首页改成了服务端渲染' });
  ids.album = await createAlbum(t, { album_name: '西湖春色' });
  await createLink(t, { site_name: '隔壁的博客' });
  await createResourceCategory(t, {
    type: 'front',
    name: '构建工具',
    sites: [{ name: 'Vite 中文文档', url: 'https://vite.example.com' }],
  });
  ids.message = await createMessage(t, { message: '路过留个言，页面真快' });
  // Loading the renderer bundle takes a while on a busy machine.
}, 60_000);

afterAll(async () => {
  await t.dispose();
});

const page = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, html: response.body, headers: response.headers };
};

/** The visible text of the app's markup, as a reader without scripts sees it. */
function rootText(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script id="ssr-state"');
  return html
    .slice(start, end)
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

interface DataBlock {
  queries: { queries: { queryKey: unknown[]; state: { data?: unknown } }[] };
}

/** The data block the browser starts from. */
function ssrState(html: string): DataBlock {
  const match = /<script id="ssr-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no data block');
  return JSON.parse(match[1]) as DataBlock;
}

describe('server-rendered pages', () => {
  it('renders the home page with its article cards, author card, tag cloud and statistics', async () => {
    const { status, html } = await page('/home');
    expect(status).toBe(200);
    const text = rootText(html);
    expect(text).toContain('服务端渲染的小站');
    expect(text).toContain('从零实现服务端渲染');
    expect(text).toContain('一篇关于水合的文章');
    expect(text).toContain('前端工程');
    expect(text).toContain('渲染');
    expect(text).toContain('测试作者');
    expect(text).toMatch(/文章\s*1/);
    // Links work without scripts.
    expect(html).toContain(`href="/article?id=${ids.article}"`);
    expect(html).not.toContain('<div class="app-boot"');
  });

  it("draws a page's icons from symbols in the page: its first paint fetches no sprite", async () => {
    for (const url of ['/home', `/article?id=${ids.article}`]) {
      const { html } = await page(url);
      const root = html.indexOf('<div id="root">');
      const used = [...html.matchAll(/<use href="([^"]*)"/g)].map((match) => match[1]!);
      expect(used.length, url).toBeGreaterThan(5);
      expect(
        used.filter((href) => !href.startsWith('#icon-')),
        url,
      ).toEqual([]);
      // Each symbol once, before the app's markup (outside what React hydrates).
      for (const href of new Set(used)) {
        const symbol = html.indexOf(`<symbol id="${href.slice(1)}" viewBox=`);
        expect(symbol, `${url} ${href}`).toBeGreaterThan(0);
        expect(symbol, `${url} ${href}`).toBeLessThan(root);
      }
      expect(html.match(/<symbol /g), url).toHaveLength(new Set(used).size);
    }
  });

  it('renders the lists of the archive, categories, tags and a filtered article list', async () => {
    expect(rootText((await page('/archives')).html)).toContain('从零实现服务端渲染');
    expect(rootText((await page('/category')).html)).toContain('前端工程');
    expect(rootText((await page('/tag')).html)).toContain('渲染');
    const list = rootText((await page(`/articleList?type=category&id=${ids.category}&name=前端工程`)).html);
    expect(list).toContain('从零实现服务端渲染');
  });

  // One test a page: each is the first to render its route's code in this worker, which takes a while.
  it.each([
    ['/talk', '今天把首页改成了服务端渲染'],
    ['/photoAlbum', '西湖春色'],
    ['/photos?id={album}', '西湖春色'],
    ['/link/list', '隔壁的博客'],
    ['/resources/front', '构建工具'],
    ['/message/list', '路过留个言，页面真快'],
    ['/message/detail?id={message}', '路过留个言，页面真快'],
  ])('renders the community page %s with its content', async (route, content) => {
    const url = route.replace('{album}', String(ids.album)).replace('{message}', String(ids.message));
    expect(rootText((await page(url)).html)).toContain(content);
  });

  it('renders a resource category site list, its banner naming the list once', async () => {
    const siteList = rootText((await page('/siteList?type=front')).html);
    expect(siteList).toContain('Vite 中文文档');
    expect(siteList).toMatch(/前端推荐\s*全部网站/);
  });

  it('redirects where the app would: the root to /home, /photos to the first album', async () => {
    const root = await t.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/home');
    const photos = await t.app.inject({ method: 'GET', url: '/photos' });
    expect(photos.statusCode).toBe(302);
    expect(photos.headers.location).toBe(`/photos?id=${ids.album}`);
  });

  it('renders an article with its title block, whole body and code, table of contents and neighbours', async () => {
    const { status, html } = await page(`/article?id=${ids.article}`);
    expect(status).toBe(200);
    const text = rootText(html);
    expect(text).toContain('从零实现服务端渲染');
    expect(text).toContain('首屏的内容应当出现在 HTML 里。');
    // Highlighted: the code's words sit in spans.
    expect(text.replace(/\s/g, '')).toContain('constanswer=42;');
    expect(text).toContain('前端工程');
    expect(html).toMatch(/<h2 id="heading-\d+"/);
    expect(html).toContain('application/ld+json');
  });

  it("styles an article's code and icons in the HTML, so hydrating it adds no style sheet", async () => {
    const { html } = await page(`/article?id=${ids.article}`);
    // The default code theme (atom) in its dark variant, as the default preview theme wants it,
    // with the block colours the code blocks take from it.
    const codeTheme = /<style id="blog-code-theme" data-code-theme="atom-dark">([^<]+)<\/style>/.exec(html);
    expect(codeTheme?.[1]).toContain('.hljs-keyword');
    expect(html).toMatch(/--code-bg:#282c34/);
    // The icons' sheet, marked as @ant-design/icons looks for it.
    expect(html).toMatch(
      /<style data-rc-order="prepend" rc-util-key="@ant-design-icons">[^<]*\.anticon-spin/,
    );
  });

  it('counts exactly one view for an article page, and the browser starts from its data', async () => {
    const views = async () => {
      await t.app.articleViews.flush();
      const row = await t.db.kysely
        .selectFrom('articles')
        .select('view_times')
        .where('id', '=', ids.article)
        .executeTakeFirstOrThrow();
      return row.view_times;
    };
    const before = await views();
    const { html } = await page(`/article?id=${ids.article}`);
    expect(await views()).toBe(before + 1);
    const keys = ssrState(html).queries.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys).toContain(`["article","detail",${ids.article}]`);
  });

  it("carries an article's body once: in the markup, not again in the data block", async () => {
    const { html } = await page(`/article?id=${ids.article}`);
    expect(rootText(html)).toContain('首屏的内容应当出现在 HTML 里。');
    expect(html).toContain('hljs-keyword');
    expect(JSON.stringify(ssrState(html))).not.toContain('hljs');
    const article = ssrState(html).queries.queries.find((query) => query.queryKey[1] === 'detail');
    expect(article?.state.data).toMatchObject({
      article_title: '从零实现服务端渲染',
      article_html: 'ssr:in-markup',
    });
    // The Markdown source still travels (the title block counts its words), the body's HTML does not.
    expect(JSON.stringify(article?.state.data)).toContain('首屏的内容应当出现在 HTML 里');
  });

  it('sends pages compressed to browsers that accept it, whole once decompressed', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/article?id=${ids.article}`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    // A shared cache keeps the encodings apart.
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(response.rawPayload.length).toBeLessThan(html.length / 3);
    expect(rootText(html)).toContain('首屏的内容应当出现在 HTML 里。');
    // An unknown page and the console's shell are pages too.
    for (const url of ['/no/such/page', '/admin']) {
      const other = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(other.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(other.rawPayload).toString('utf8'), url).toContain('<div id="root">');
    }
  });

  it('keeps `$` sequences in a title as text: the page is whole and its data block parses', async () => {
    const title = "Bash 引号 $` 与 $' 和 $& 的区别";
    const id = await createArticle(t, {
      author_id: await createUser(t, { role: 1 }),
      article_title: title,
      article_content: '单引号里的 `$HOME` 不会展开。',
    });
    const { status, html } = await page(`/article?id=${id}`);
    expect(status).toBe(200);
    expect(html.match(/<html/g)).toHaveLength(1);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    const shownTitle = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(shownTitle.replace(/&#39;|&#x27;|&apos;/g, "'").replace(/&amp;/g, '&')).toContain(title);
    expect(rootText(html)).toContain('单引号里的 $HOME 不会展开。');
    expect(JSON.stringify(ssrState(html))).toContain(title);
  });

  it('answers a missing article with 404 and its not-found page', async () => {
    const { status, html } = await page('/article?id=999999');
    expect(status).toBe(404);
    expect(rootText(html)).toContain('这篇文章走丢了');
  });

  it('answers an unknown page with 404 and the not-found page', async () => {
    const { status, html } = await page('/no/such/page');
    expect(status).toBe(404);
    expect(html).toContain('<script id="ssr-state"');
  });

  it("carries the loaders' data for the browser, safe inside its script element", async () => {
    const { html } = await page('/home');
    const keys = ssrState(html).queries.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys).toEqual(
      expect.arrayContaining([
        '["site","config"]',
        '["site","pageHeaders"]',
        '["article","home",1]',
        '["site","statistic"]',
        '["taxonomy","tags"]',
      ]),
    );
    // The description's `</script>` is escaped in the data block and in the markup alike.
    expect(html).not.toContain('</script><script>alert(1)');
  });

  it('leaves the console to the browser: its shell with the boot screen', async () => {
    const { status, html } = await page('/admin');
    expect(status).toBe(200);
    expect(html).toContain('<div class="app-boot"');
    expect(html).not.toContain('<script id="ssr-state"');
  });

  it('inlines the styles of the page it renders and preloads its chunk', async () => {
    const { html } = await page('/talk');
    expect(html).toMatch(/<meta name="app-preload" content="\/assets\/talk-page-[\w-]+\.js">/);
    expect(html).toMatch(
      /<style>[^<]+<\/style><link rel="stylesheet" href="\/assets\/talk-page-[\w-]+\.css" disabled>/,
    );
  });

  it("styles an article's end, which hydrates later, without preloading its script", async () => {
    const { html } = await page(`/article?id=${ids.article}`);
    // The copyright box and previous/next are in the page, styled, and their code is left for later.
    expect(html).toContain('data-hydrate-later="article-end"');
    expect(rootText(html)).toContain('版权声明');
    expect(html).toMatch(
      /<style>[^<]+<\/style><link rel="stylesheet" href="\/assets\/article-end-[\w-]+\.css" disabled>/,
    );
    expect(html).not.toMatch(/<meta name="app-preload" content="\/assets\/article-end-[\w-]+\.js">/);
    expect(html).toMatch(/<meta name="app-preload" content="\/assets\/article-page-[\w-]+\.js">/);
  });
});

describe('server-rendered pages shared through the read cache', () => {
  let shared: TestContext;
  let article = 0;

  beforeAll(async () => {
    shared = await createTestContext({ webDist: WEB_DIST, readCacheMs: 60_000 });
    await createSiteConfig(shared, { blog_name: '共享页面的小站' });
    const author = await createUser(shared, { role: 1, nick_name: '站长' });
    article = await createArticle(shared, {
      author_id: author,
      article_title: '被很多人读的文章',
      article_content: '第一版的正文。',
    });
  }, 60_000);

  afterAll(async () => {
    await shared.dispose();
  });

  const views = async () => {
    await shared.app.articleViews.flush();
    const row = await shared.db.kysely
      .selectFrom('articles')
      .select('view_times')
      .where('id', '=', article)
      .executeTakeFirstOrThrow();
    return row.view_times;
  };

  it('counts a view for every article page it serves, rendered or shared', async () => {
    const before = await views();
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => shared.app.inject({ method: 'GET', url: `/article?id=${article}` })),
    );
    answers.push(await shared.app.inject({ method: 'GET', url: `/article?id=${article}` }));
    for (const answer of answers) expect(rootText(answer.body)).toContain('第一版的正文。');
    expect(await views()).toBe(before + 4);
    // A missing article is not counted, however often it is asked for.
    await shared.app.inject({ method: 'GET', url: '/article?id=999999' });
    await shared.app.inject({ method: 'GET', url: '/article?id=999999' });
    expect(await views()).toBe(before + 4);
  });

  it('takes an article page down at once when the article is made private through the console', async () => {
    const url = `/article?id=${article}`;
    expect((await shared.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect(shared.app.pageCache.size).toBeGreaterThan(0);
    // Pages have a cache of their own, kept small: each is a few hundred kB.
    expect(shared.app.pageCache.maxEntries).toBeLessThanOrEqual(100);
    const owner = await createUser(shared, { role: 1, nick_name: '另一位站长' });
    const hidden = await shared.app.inject({
      method: 'PUT',
      url: `/api/admin/articles/${article}/status`,
      headers: await authHeader(shared, owner),
      payload: { status: 2 },
    });
    expect(hidden.statusCode).toBe(200);
    expect(shared.app.pageCache.size).toBe(0);
    const after = await shared.app.inject({ method: 'GET', url });
    expect(after.statusCode).toBe(404);
    expect(rootText(after.body)).not.toContain('第一版的正文。');
  });
});
