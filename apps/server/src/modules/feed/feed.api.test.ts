import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { createArticle, createCategory, createSiteConfig, createUser } from '../../test/fixtures';

let t: TestContext | undefined;
afterEach(async () => {
  await t?.dispose();
  t = undefined;
});

async function blog(withWeb = false) {
  let webDist: string | undefined;
  if (withWeb) {
    webDist = path.join(os.tmpdir(), `blog-web-${Date.now()}-${Math.random().toString(36).slice(2)}`);
    mkdirSync(webDist, { recursive: true });
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<html><head><title>博客</title></head><body><div id="root"></div></body></html>',
    );
  }
  t = await createTestContext({
    ...(webDist ? { webDist } : {}),
    mail: {
      smtpUrl: undefined,
      from: 'blog@example.test',
      adminEmail: undefined,
      siteUrl: 'http://blog.example.com',
    },
  });
  await createSiteConfig(t, { blog_name: '小站' });
  const author = await createUser(t, { role: 1 });
  const category = await createCategory(t, '前端');
  return { ctx: t, author, category };
}

const headers = { host: 'blog.example.com' };

describe('GET /rss.xml', () => {
  it('carries the latest public articles with full, safe HTML and absolute links', async () => {
    const { ctx, author, category } = await blog();
    await createArticle(ctx, {
      author_id: author,
      category_id: category,
      article_title: 'A & B <测试>',
      article_content:
        '## 小节\n\n![图](/media/uploads/a.webp)\n\n<script>alert(1)</script>\n\n含有 ]]> 的文字',
      created_at: '2025-01-02T03:04:05.000Z',
    });
    await createArticle(ctx, { author_id: author, article_title: '草稿', status: 3 });
    const res = await ctx.app.inject({ url: '/rss.xml', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const body = res.body;
    expect(body).toContain('<title>小站</title>');
    expect(body).toContain('<title>A &amp; B &lt;测试&gt;</title>');
    expect(body).toMatch(/<link>http:\/\/blog\.example\.com\/article\?id=\d+<\/link>/);
    expect(body).toContain('<pubDate>Thu, 02 Jan 2025 03:04:05 GMT</pubDate>');
    expect(body).toContain('<category>前端</category>');
    expect(body).toContain('<h2>小节</h2>');
    expect(body).toContain('src="http://blog.example.com/media/uploads/a.webp"');
    expect(body).not.toContain('<script>');
    expect(body).toContain('含有 ]]&gt; 的文字');
    expect(body).not.toContain('草稿');
  });

  it('writes formulas as MathML and leaves a Mermaid diagram its source', async () => {
    const { ctx, author } = await blog();
    await createArticle(ctx, {
      author_id: author,
      article_content:
        '行内 $x^2$，票价 $5 和 $10。\n\n$$\n\\frac{1}{2}\n$$\n\n```mermaid\ngraph TD\n  A-->B\n```',
    });
    const { body } = await ctx.app.inject({ url: '/rss.xml', headers });
    expect(body).toContain(
      '<span class="katex"><math xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mrow><msup><mi>x</mi><mn>2</mn></msup>',
    );
    expect(body).toContain(
      '<math xmlns="http://www.w3.org/1998/Math/MathML" display="block"><semantics><mrow><mfrac>',
    );
    expect(body).toContain('票价 $5 和 $10。');
    // No KaTeX HTML, which would need its style sheet and fonts.
    expect(body).not.toContain('katex-html');
    expect(body).toContain('<pre><code class="language-mermaid">graph TD\n  A--&gt;B\n</code></pre>');
  });

  it('holds at most 20 items', async () => {
    const { ctx, author } = await blog();
    for (let i = 0; i < 23; i++) await createArticle(ctx, { author_id: author });
    const res = await ctx.app.inject({ url: '/rss.xml', headers });
    expect(res.body.match(/<item>/g)).toHaveLength(20);
  });
});

describe('the feed whatever address a client names', () => {
  it("links to SITE_URL from one build, whatever Host a client sent, and refuses a Host that isn't one", async () => {
    const { ctx, author } = await blog();
    await createArticle(ctx, { author_id: author, article_content: '![图](/media/uploads/a.webp)' });
    for (const host of ['a.example', 'b.example:8080', '[::1]:3000']) {
      const res = await ctx.app.inject({ url: '/rss.xml', headers: { host } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<link>http://blog.example.com/home</link>');
      expect(res.body).toContain('src="http://blog.example.com/media/uploads/a.webp"');
      expect(res.body).not.toContain(host);
      expect(res.body).not.toContain('.invalid');
    }
    for (const url of ['/rss.xml', '/sitemap.xml']) {
      const bad = await ctx.app.inject({ url, headers: { host: 'evil.example"><x>' } });
      expect(bad.statusCode, url).toBe(200);
      expect(bad.body, url).not.toContain('evil.example');
    }
  });
});

describe('GET /sitemap.xml and /robots.txt', () => {
  it('lists the pages and every public article', async () => {
    const { ctx, author } = await blog();
    const id = await createArticle(ctx, { author_id: author, updated_at: '2025-05-06T00:00:00.000Z' });
    const hidden = await createArticle(ctx, { author_id: author, status: 2 });
    const res = await ctx.app.inject({ url: '/sitemap.xml', headers });
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toContain('<loc>http://blog.example.com/home</loc>');
    expect(res.body).toContain(
      `<loc>http://blog.example.com/article?id=${id}</loc><lastmod>2025-05-06</lastmod>`,
    );
    expect(res.body).not.toContain(`id=${hidden}<`);
    const robots = await ctx.app.inject({ url: '/robots.txt', headers });
    expect(robots.body).toContain('Sitemap: http://blog.example.com/sitemap.xml');
  });
});

describe('article pages in the HTML itself', () => {
  it('carry the title, description, cover and canonical URL for link cards and search engines', async () => {
    const { ctx, author } = await blog(true);
    const id = await createArticle(ctx, {
      author_id: author,
      article_title: '标题 "引号" <b>',
      article_description: '一段摘要',
      article_cover: '/media/uploads/articles/c.webp',
    });
    const res = await ctx.app.inject({ url: `/article?id=${id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>标题 &quot;引号&quot; &lt;b&gt; | 小站</title>');
    expect(res.body).toContain('<meta name="description" content="一段摘要" />');
    expect(res.body).toContain('<meta property="og:type" content="article" />');
    expect(res.body).toContain(
      '<meta property="og:image" content="http://blog.example.com/media/uploads/articles/c.webp" />',
    );
    expect(res.body).toContain(`<link rel="canonical" href="http://blog.example.com/article?id=${id}" />`);
    expect(res.body).toContain('<div id="root"></div>');
    // The cover is the article page's banner: the browser fetches it while the scripts load.
    expect(res.body).toContain(
      '<link rel="preload" as="image" href="/media/uploads/articles/c.webp" fetchpriority="high" />',
    );
  });

  it('carry schema.org data: the post and its breadcrumb through its category', async () => {
    const { ctx, author } = await blog(true);
    const category = await createCategory(ctx, '后端');
    const id = await createArticle(ctx, {
      author_id: author,
      article_title: '标题 </script><script>alert(1)</script>',
      article_description: '一段摘要',
      category_id: category,
    });
    const res = await ctx.app.inject({ url: `/article?id=${id}`, headers });
    const block = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(res.body)?.[1];
    expect(block).toBeDefined();
    const data = JSON.parse(block!) as { '@graph': Record<string, unknown>[] };
    const url = `http://blog.example.com/article?id=${id}`;
    expect(data['@graph'][0]).toMatchObject({
      '@type': 'BlogPosting',
      headline: '标题 </script><script>alert(1)</script>',
      description: '一段摘要',
      url,
      articleSection: '后端',
      publisher: { '@type': 'Organization', name: '小站' },
    });
    expect(data['@graph'][1]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: '小站', item: 'http://blog.example.com/home' },
        {
          position: 2,
          name: '后端',
          item: `http://blog.example.com/articleList?id=${category}&type=category&name=%E5%90%8E%E7%AB%AF`,
        },
        { position: 3, name: '标题 </script><script>alert(1)</script>', item: url },
      ],
    });
    // Other pages carry none.
    expect((await ctx.app.inject({ url: '/home', headers })).body).not.toContain('application/ld+json');
  });

  it('preload the banner picture the owner set for a page, and nothing for a page without one', async () => {
    const { ctx } = await blog(true);
    await ctx.db.kysely
      .insertInto('page_headers')
      .values({
        route_name: 'Home',
        bg_url: '/media/uploads/site/h"o.webp',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const home = await ctx.app.inject({ url: '/home', headers });
    expect(home.body).toContain(
      '<link rel="preload" as="image" href="/media/uploads/site/h&quot;o.webp" fetchpriority="high" />',
    );
    const archives = await ctx.app.inject({ url: '/archives', headers });
    expect(archives.body).not.toContain('rel="preload"');
    const unknown = await ctx.app.inject({ url: '/no-such-page', headers });
    expect(unknown.body).not.toContain('rel="preload"');
  });

  it('describe an article without a description by its opening text, and other pages by the site', async () => {
    const { ctx, author } = await blog(true);
    const id = await createArticle(ctx, { author_id: author, article_content: '# 大标题\n\n**正文**开头。' });
    const article = await ctx.app.inject({ url: `/article?id=${id}`, headers });
    expect(article.body).toContain('<meta name="description" content="大标题 正文开头。" />');
    const draft = await createArticle(ctx, { author_id: author, status: 3, article_title: '秘密草稿' });
    const hidden = await ctx.app.inject({ url: `/article?id=${draft}`, headers });
    expect(hidden.body).not.toContain('秘密草稿');
    expect(hidden.body).toContain('<title>小站</title>');
    const home = await ctx.app.inject({ url: '/home', headers });
    expect(home.body).toContain('<meta property="og:type" content="website" />');
  });
});
