import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/context';
import { createArticle, createCategory, createTag, createUser } from '../../test/fixtures';
import { executableConstructs } from '../../test/xss-payloads';
import { articleBody, prerenderArticleBodies } from './article-body';
import { NEWEST_SCAN } from './search-repository';

const t = useTestContext();
let author: number;
beforeEach(async () => {
  author = await createUser(t, { role: 1, nick_name: '博主' });
});

const day = (n: number) => new Date(Date.UTC(2025, 0, n, 4)).toISOString();
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};
const post = async (url: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url, payload });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /api/article/blogHomeGetArticleList/:current/:size', () => {
  it('lists public articles, pinned first by order, then newest, without bodies', async () => {
    const category = await createCategory(t, '前端');
    const tag = await createTag(t, 'Vue');
    const old = await createArticle(t, {
      author_id: author,
      created_at: day(1),
      category_id: category,
      tagIds: [tag],
    });
    const recent = await createArticle(t, { author_id: author, created_at: day(5) });
    const pinnedSecond = await createArticle(t, {
      author_id: author,
      created_at: day(2),
      is_top: 1,
      order: 2,
    });
    const pinnedFirst = await createArticle(t, {
      author_id: author,
      created_at: day(3),
      is_top: 1,
      order: 1,
    });
    await createArticle(t, { author_id: author, created_at: day(9), status: 2 });
    await createArticle(t, { author_id: author, created_at: day(9), status: 3 });
    await createArticle(t, { author_id: author, created_at: day(9), deleted_at: day(10) });

    const { status, body } = await get('/api/article/blogHomeGetArticleList/1/10');
    expect(status).toBe(200);
    expect(body.result.total).toBe(4);
    expect(body.result.list.map((a: { id: number }) => a.id)).toEqual([
      pinnedFirst,
      pinnedSecond,
      recent,
      old,
    ]);
    const oldItem = body.result.list[3];
    expect(oldItem).toMatchObject({
      categoryName: '前端',
      tagNameList: ['Vue'],
      tagIdList: [tag],
      is_top: 2,
    });
    expect(oldItem.createdAt).toBe('2025-01-01 12:00:00');
    expect(oldItem).not.toHaveProperty('article_content');
  });

  it('pages, and "page 1 of 999" returns everything', async () => {
    for (let i = 1; i <= 7; i++) await createArticle(t, { author_id: author, created_at: day(i) });
    const second = await get('/api/article/blogHomeGetArticleList/2/3');
    expect(second.body.result).toMatchObject({ current: 2, size: 3, total: 7 });
    expect(second.body.result.list).toHaveLength(3);
    const all = await get('/api/article/blogHomeGetArticleList/1/999');
    expect(all.body.result.list).toHaveLength(7);
    const past = await get('/api/article/blogHomeGetArticleList/9/3');
    expect(past.body.result.list).toEqual([]);
  });

  it('rejects pages that are not positive integers', async () => {
    for (const url of [
      '/api/article/blogHomeGetArticleList/0/5',
      '/api/article/blogHomeGetArticleList/a/5',
      '/api/article/blogHomeGetArticleList/1/-2',
    ]) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expect(body.message).toMatch(/^参数错误：params\./);
    }
  });
});

describe('GET /api/article/blogTimelineGetArticleList/:current/:size', () => {
  it('groups a page of articles by year in the site time zone, newest first', async () => {
    await createArticle(t, {
      author_id: author,
      article_title: '新年',
      created_at: '2024-12-31T17:00:00.000Z',
    });
    await createArticle(t, {
      author_id: author,
      article_title: '年末',
      created_at: '2024-12-31T15:00:00.000Z',
    });
    await createArticle(t, {
      author_id: author,
      article_title: '去年',
      created_at: '2023-06-01T00:00:00.000Z',
    });
    const { body } = await get('/api/article/blogTimelineGetArticleList/1/10');
    expect(body.result.total).toBe(3);
    expect(
      body.result.list.map((y: { year: number; articleList: { article_title: string }[] }) => [
        y.year,
        y.articleList.map((a) => a.article_title),
      ]),
    ).toEqual([
      [2025, ['新年']],
      [2024, ['年末']],
      [2023, ['去年']],
    ]);
  });
});

describe('POST /api/article/getArticleListByTagId and getArticleListByCategoryId', () => {
  it('lists the public articles of a tag or category with its name', async () => {
    const vue = await createTag(t, 'Vue');
    const react = await createTag(t, 'React');
    const front = await createCategory(t, '前端');
    const a = await createArticle(t, {
      author_id: author,
      tagIds: [vue, react],
      category_id: front,
      created_at: day(1),
    });
    const b = await createArticle(t, { author_id: author, tagIds: [vue], created_at: day(2) });
    await createArticle(t, { author_id: author, tagIds: [vue], status: 3, category_id: front });
    await createArticle(t, { author_id: author, tagIds: [react] });

    const byTag = await post('/api/article/getArticleListByTagId', { id: vue, current: 1, size: 4 });
    expect(byTag.body.result).toMatchObject({ name: 'Vue', total: 2, current: 1, size: 4 });
    expect(byTag.body.result.list.map((x: { id: number }) => x.id)).toEqual([b, a]);
    expect(byTag.body.result.list[1].tagNameList).toEqual(['Vue', 'React']);

    const byCategory = await post('/api/article/getArticleListByCategoryId', {
      id: front,
      current: 1,
      size: 4,
    });
    expect(byCategory.body.result).toMatchObject({ name: '前端', total: 1 });
  });

  it('answers 404 for an unknown tag or category and 400 for a bad body', async () => {
    expect((await post('/api/article/getArticleListByTagId', { id: 999, current: 1, size: 4 })).status).toBe(
      404,
    );
    const missing = await post('/api/article/getArticleListByCategoryId', { id: 999 });
    expect(missing).toEqual({ status: 404, body: { code: 404, message: '分类不存在' } });
    const bad = await post('/api/article/getArticleListByTagId', { id: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/body\.id/);
  });
});

describe('GET /api/article/getArticleById/:id', () => {
  it('returns the whole article with names, and counts each view', async () => {
    const tag = await createTag(t, 'TS');
    const category = await createCategory(t, '后端');
    const id = await createArticle(t, {
      author_id: author,
      article_content: '# 正文',
      tagIds: [tag],
      category_id: category,
    });
    const first = await get(`/api/article/getArticleById/${id}`);
    expect(first.body.result).toMatchObject({
      id,
      article_content: '# 正文',
      authorName: '博主',
      categoryName: '后端',
      tagIdList: [tag],
      tagNameList: ['TS'],
      view_times: 1,
      status: 1,
    });
    const second = await get(`/api/article/getArticleById/${id}`);
    expect(second.body.result.view_times).toBe(2);
  });

  it('carries the body rendered on the server, sanitized, with its table of contents', async () => {
    const images = path.join(t.config.dataDir, 'uploads', 'images');
    mkdirSync(images, { recursive: true });
    await sharp({ create: { width: 640, height: 360, channels: 3, background: '#fff' } })
      .png()
      .toFile(path.join(images, 'chart.png'));
    const id = await createArticle(t, {
      author_id: author,
      article_content: [
        '# 缓存',
        '淘汰最久未用的那一项。',
        '## 实现',
        '```ts\nconst cache = new Map();\n```',
        '![图表](/media/uploads/images/chart.png)',
        '<img src=x onerror=alert(1)> [点我](javascript:alert(1))',
      ].join('\n\n'),
    });
    const { body } = await get(`/api/article/getArticleById/${id}`);
    const html: string = body.result.article_html;
    expect(html).toContain('<h1 id="heading-1">缓存</h1>');
    expect(html).toContain('<p>淘汰最久未用的那一项。</p>');
    expect(html).toContain('<span class="hljs-keyword">const</span> cache = ');
    expect(html).toContain('class="md-editor-copy-button"');
    expect(html).toMatch(/<img src="\/media\/uploads\/images\/chart\.png"[^>]* width="640" height="360"/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(
      executableConstructs(html.replace(/<details class="md-editor-code" open>|<\/details>/g, '')),
    ).toEqual([]);
    expect(body.result.article_toc).toEqual([
      { id: 'heading-1', level: 1, text: '缓存' },
      { id: 'heading-2', level: 2, text: '实现' },
    ]);
    expect(body.result.article_content).toContain('# 缓存');
  });

  it('renders a body once per version of its Markdown and keeps it in the database', async () => {
    const id = await createArticle(t, { author_id: author, article_content: '旧的正文', updated_at: day(1) });
    const html = async () => (await get(`/api/article/getArticleById/${id}`)).body.result.article_html;
    const stored = () =>
      t.db.kysely.selectFrom('article_bodies').select(['html', 'toc']).where('article_id', '=', id).execute();
    expect(await html()).toBe('<p>旧的正文</p>\n');
    expect(await stored()).toEqual([{ html: '<p>旧的正文</p>\n', toc: '[]' }]);

    // Another process (no body in its memory) reads the kept body instead of rendering again.
    await t.db.kysely.updateTable('article_bodies').set({ html: '<p>保存的版本</p>' }).execute();
    const fresh = { ...t.app.ctx };
    expect((await articleBody(fresh, { id, article_content: '旧的正文' })).html).toBe('<p>保存的版本</p>');
    // Fields other than the Markdown (status, pinning, updated_at) do not make it stale.
    await t.db.kysely
      .updateTable('articles')
      .set({ updated_at: day(3), is_top: 1 })
      .where('id', '=', id)
      .execute();
    expect(await html()).toBe('<p>旧的正文</p>\n');

    // Markdown written past the API: the next read renders it and replaces the kept body.
    await t.db.kysely
      .updateTable('articles')
      .set({ article_content: '## 新的正文' })
      .where('id', '=', id)
      .execute();
    expect(await html()).toContain('新的正文</h2>');
    const [row] = await stored();
    expect(row!.html).toContain('新的正文</h2>');
    expect(JSON.parse(row!.toc)).toEqual([{ id: 'heading-1', level: 2, text: '新的正文' }]);

    // Deleting the article deletes its body.
    await t.db.kysely.deleteFrom('article_tags').where('article_id', '=', id).execute();
    await t.db.kysely.deleteFrom('articles').where('id', '=', id).execute();
    expect(await stored()).toEqual([]);
  });

  it('renders again a body kept by an older renderer, so old articles get their math without an edit', async () => {
    const markdown = '勾股定理 $a^2+b^2=c^2$';
    const id = await createArticle(t, { author_id: author, article_content: markdown });
    // What renderer version 1 (no math) kept for this Markdown.
    const oldHash = createHash('sha256').update('1\n').update(markdown).digest('base64url');
    await t.db.kysely
      .insertInto('article_bodies')
      .values({ article_id: id, source_hash: oldHash, html: `<p>${markdown}</p>\n`, toc: '[]' })
      .execute();
    const html = (await get(`/api/article/getArticleById/${id}`)).body.result.article_html as string;
    expect(html).toContain('<span class="katex">');
    expect(html).toContain('<annotation encoding="application/x-tex">a^2+b^2=c^2</annotation>');
    const [row] = await t.db.kysely
      .selectFrom('article_bodies')
      .select(['source_hash', 'html'])
      .where('article_id', '=', id)
      .execute();
    expect(row?.source_hash).not.toBe(oldHash);
    expect(row?.html).toBe(html);
  });

  it('renders ahead what writers bypassing the reads left unrendered, and only that', async () => {
    const ids: number[] = [];
    for (const text of ['一', '二', '三']) {
      ids.push(await createArticle(t, { author_id: author, article_content: `# ${text}` }));
    }
    await createArticle(t, { author_id: author, article_content: '回收站里', deleted_at: day(1) });
    expect(await prerenderArticleBodies(t.app.ctx)).toBe(3);
    expect(await prerenderArticleBodies(t.app.ctx)).toBe(0);
    await t.db.kysely
      .updateTable('articles')
      .set({ article_content: '# 改过' })
      .where('id', '=', ids[1]!)
      .execute();
    expect(await prerenderArticleBodies(t.app.ctx, [ids[0]!])).toBe(0);
    expect(await prerenderArticleBodies(t.app.ctx)).toBe(1);
    const bodies = await t.db.kysely
      .selectFrom('article_bodies')
      .select(['article_id', 'html'])
      .orderBy('article_id')
      .execute();
    expect(bodies.map((body) => body.article_id)).toEqual(ids);
    expect(bodies[1]!.html).toContain('改过</h1>');
  });

  it('answers 404 for unknown, private, draft and deleted articles without counting views', async () => {
    const hidden = [
      await createArticle(t, { author_id: author, status: 2 }),
      await createArticle(t, { author_id: author, status: 3 }),
      await createArticle(t, { author_id: author, deleted_at: day(1) }),
      9999,
    ];
    for (const id of hidden) {
      expect(await get(`/api/article/getArticleById/${id}`)).toEqual({
        status: 404,
        body: { code: 404, message: '文章不存在或未公开' },
      });
    }
    const views = await t.db.kysely.selectFrom('articles').select('view_times').execute();
    expect(views.every((v) => v.view_times === 0)).toBe(true);
    expect((await get('/api/article/getArticleById/abc')).status).toBe(400);
  });
});

describe('GET /api/article/getRecommendArticleById/:id', () => {
  it('gives the previous and next public articles and up to 6 sharing the most tags', async () => {
    const [a, b, c] = [await createTag(t, 'a'), await createTag(t, 'b'), await createTag(t, 'c')];
    const older = await createArticle(t, { author_id: author, created_at: day(1), tagIds: [c] });
    await createArticle(t, { author_id: author, created_at: day(2), status: 3, tagIds: [a, b] });
    const current = await createArticle(t, { author_id: author, created_at: day(3), tagIds: [a, b] });
    const newer = await createArticle(t, { author_id: author, created_at: day(4), tagIds: [a] });
    const sharesTwo = await createArticle(t, { author_id: author, created_at: day(5), tagIds: [a, b] });
    for (let i = 6; i < 14; i++)
      await createArticle(t, { author_id: author, created_at: day(i), tagIds: [b] });

    const { body } = await get(`/api/article/getRecommendArticleById/${current}`);
    expect(body.result.previous.id).toBe(older);
    expect(body.result.next.id).toBe(newer);
    expect(body.result.recommend).toHaveLength(6);
    expect(body.result.recommend[0].id).toBe(sharesTwo);
    expect(body.result.recommend.map((r: { id: number }) => r.id)).not.toContain(current);
    expect(body.result.recommend.map((r: { id: number }) => r.id)).not.toContain(older);

    // At an end the empty side is the article itself, as the original answers.
    const first = await get(`/api/article/getRecommendArticleById/${older}`);
    expect(first.body.result.previous).toMatchObject({ id: older, article_title: expect.any(String) });
    expect(first.body.result.next.id).not.toBe(older);
    expect(first.body.result.recommend).toEqual([]);
    expect((await get('/api/article/getRecommendArticleById/4242')).status).toBe(404);
  });
});

describe('GET /api/article/getHotArticle', () => {
  it('gives the five most viewed public articles', async () => {
    const ids = [];
    for (let views = 1; views <= 7; views++)
      ids.push(await createArticle(t, { author_id: author, view_times: views * 10 }));
    await createArticle(t, { author_id: author, view_times: 999, status: 2 });
    const { body } = await get('/api/article/getHotArticle');
    expect(body.result.map((a: { id: number }) => a.id)).toEqual(ids.slice(2).reverse());
    expect(body.result[0]).toEqual({ id: ids[6], article_title: expect.any(String), view_times: 70 });
  });
});

describe('GET /api/article/getArticleListByContent/:query', () => {
  beforeEach(async () => {
    await createArticle(t, {
      author_id: author,
      article_title: '深入理解 Vue 3 响应式原理',
      article_content: '## Proxy\n\nVue 3 用 Proxy 实现响应式，依赖收集在 track 中完成。',
      created_at: day(1),
    });
    await createArticle(t, {
      author_id: author,
      article_title: 'React Hooks 的陷阱',
      article_content: '闭包陷阱很常见。与 Vue 的响应式不同，React 依赖不可变数据。<script>alert(1)</script>',
      created_at: day(2),
    });
    await createArticle(t, {
      author_id: author,
      article_title: '草稿：响应式',
      article_content: '响应式',
      status: 3,
    });
  });

  it('finds four-character Chinese words in titles and bodies, title hits first, as plain text', async () => {
    const { body } = await get(`/api/article/getArticleListByContent/${encodeURIComponent('响应式原')}`);
    expect(body.result).toHaveLength(1);
    expect(body.result[0].article_title).toBe('深入理解 Vue 3 响应式原理');

    const both = await get(`/api/article/getArticleListByContent/${encodeURIComponent('响应式')}`);
    expect(both.body.result.map((r: { article_title: string }) => r.article_title)).toEqual([
      '深入理解 Vue 3 响应式原理',
      'React Hooks 的陷阱',
    ]);
    // The original's snippet: the text from the match on, no markup of ours or the article's.
    expect(both.body.result[1].article_content).toMatch(/^响应式不同/);
    expect(both.body.result[1].article_content).not.toMatch(/<mark>|<script>/);
  });

  it('finds one- and two-character words too', async () => {
    const two = await get(`/api/article/getArticleListByContent/${encodeURIComponent('闭包')}`);
    expect(two.body.result).toHaveLength(1);
    expect(two.body.result[0].article_content).toMatch(/^闭包陷阱/);
    const one = await get(`/api/article/getArticleListByContent/${encodeURIComponent('陷')}`);
    expect(one.body.result.map((r: { article_title: string }) => r.article_title)).toEqual([
      'React Hooks 的陷阱',
    ]);
    const latin = await get('/api/article/getArticleListByContent/Hooks');
    expect(latin.body.result).toHaveLength(1);
    await createArticle(t, { author_id: author, article_title: 'C# 入门', article_content: '委托与事件' });
    const punctuated = await get(`/api/article/getArticleListByContent/${encodeURIComponent('c#')}`);
    expect(punctuated.body.result.map((r: { article_title: string }) => r.article_title)).toEqual([
      'C# 入门',
    ]);
  });

  it('lists title hits before body hits even when bodies are newer', async () => {
    const older = await createArticle(t, {
      author_id: author,
      article_title: '缓存入门',
      article_content: '正文',
      created_at: day(0),
    });
    const newer = await createArticle(t, {
      author_id: author,
      article_title: '杂谈',
      article_content: '顺便聊聊缓存',
      created_at: day(5),
    });
    for (const q of ['缓存', '缓']) {
      const { body } = await get(`/api/article/getArticleListByContent/${encodeURIComponent(q)}`);
      expect(
        body.result.map((r: { id: number }) => r.id),
        q,
      ).toEqual([older, newer]);
    }
  });

  it('finds a common single character among the newest articles, and a rare one beyond them', async () => {
    const oldTitleHit = await createArticle(t, {
      author_id: author,
      article_title: '锁与并发',
      article_content: '正文',
      created_at: day(0),
    });
    const bodyHits = [];
    for (let i = 1; i <= 10; i++) {
      bodyHits.push(
        await createArticle(t, {
          author_id: author,
          article_title: `第 ${i} 篇`,
          article_content: `读写锁的第 ${i} 种用法`,
          created_at: day(10 + i),
        }),
      );
    }
    // Title hits first, then the newest bodies, eight in all.
    const common = await get(`/api/article/getArticleListByContent/${encodeURIComponent('锁')}`);
    expect(common.body.result.map((r: { id: number }) => r.id)).toEqual([
      oldTitleHit,
      ...bodyHits.slice(-7).reverse(),
    ]);
    // More articles than the newest-first scan reads, the character only in the oldest ones.
    const rare = [];
    for (let i = 0; i < 3; i++) {
      rare.push(
        await createArticle(t, { author_id: author, article_content: `鑫 ${i}`, created_at: day(-10 + i) }),
      );
    }
    for (let i = 0; i < NEWEST_SCAN; i++) {
      await createArticle(t, { author_id: author, article_content: '无关', created_at: day(100) });
    }
    const found = await get(`/api/article/getArticleListByContent/${encodeURIComponent('鑫')}`);
    expect(found.body.result.map((r: { id: number }) => r.id)).toEqual([...rare].reverse());
  });

  it('is case-insensitive for Latin text and treats LIKE and FTS syntax literally', async () => {
    expect((await get('/api/article/getArticleListByContent/proxy')).body.result).toHaveLength(1);
    for (const q of ['%', '_', '"', 'Vue" OR "x', '100%']) {
      const res = await get(`/api/article/getArticleListByContent/${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(res.body.result, q).toEqual([]);
    }
  });

  it('returns nothing for blank queries and at most eight hits', async () => {
    expect((await get('/api/article/getArticleListByContent/%20%20')).body.result).toEqual([]);
    for (let i = 0; i < 10; i++)
      await createArticle(t, { author_id: author, article_content: `第 ${i} 篇讲缓存策略` });
    expect(
      (await get(`/api/article/getArticleListByContent/${encodeURIComponent('缓存策略')}`)).body.result,
    ).toHaveLength(8);
  });

  it('follows edits and deletions (the index stays in step with writes)', async () => {
    const id = await createArticle(t, { author_id: author, article_content: '一个独特的词语：量子纠缠' });
    expect(
      (await get(`/api/article/getArticleListByContent/${encodeURIComponent('量子纠缠')}`)).body.result,
    ).toHaveLength(1);
    await t.db.kysely
      .updateTable('articles')
      .set({ article_content: '改写后：经典力学' })
      .where('id', '=', id)
      .execute();
    expect(
      (await get(`/api/article/getArticleListByContent/${encodeURIComponent('量子纠缠')}`)).body.result,
    ).toEqual([]);
    expect(
      (await get(`/api/article/getArticleListByContent/${encodeURIComponent('经典力学')}`)).body.result,
    ).toHaveLength(1);
    await t.db.kysely.deleteFrom('articles').where('id', '=', id).execute();
    expect(
      (await get(`/api/article/getArticleListByContent/${encodeURIComponent('经典力学')}`)).body.result,
    ).toEqual([]);
  });
});

describe('PUT /api/article/addReadingDuration/:id/:duration', () => {
  it('adds reading time in milliseconds to public articles', async () => {
    const id = await createArticle(t, { author_id: author });
    await t.app.inject({ method: 'PUT', url: `/api/article/addReadingDuration/${id}/1500` });
    const res = await t.app.inject({ method: 'PUT', url: `/api/article/addReadingDuration/${id}/2500` });
    expect(res.json()).toMatchObject({ code: 0, result: { reading_duration: 4000 } });
  });

  it('rejects negative, fractional and absurd durations, and unknown articles', async () => {
    const id = await createArticle(t, { author_id: author });
    for (const duration of ['-1', '1.5', String(7 * 60 * 60 * 1000), 'x']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/article/addReadingDuration/${id}/${duration}`,
      });
      expect(res.statusCode, duration).toBe(400);
    }
    const draft = await createArticle(t, { author_id: author, status: 3 });
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/article/addReadingDuration/${draft}/10` })).statusCode,
    ).toBe(404);
  });
});
