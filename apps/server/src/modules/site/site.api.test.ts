import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/context';
import { createArticle, createCategory, createSiteConfig, createTag, createUser } from '../../test/fixtures';

const t = useTestContext();

describe('GET /api/config', () => {
  it('returns the site profile in the envelope with API dates in the site time zone', async () => {
    await createSiteConfig(t, { blog_name: '小站' });
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      code: 0,
      result: { blog_name: '小站', author_name: '测试作者', view_time: 0 },
    });
    expect(body.result.createdAt).toBe('2024-01-01 08:00:00');
    expect(body.result).not.toHaveProperty('created_at');
  });

  it('answers 404 in the envelope before the site is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, message: '站点尚未配置' });
  });
});

describe('PUT /api/config/addView', () => {
  it('counts every visit exactly, also when they arrive together', async () => {
    await createSiteConfig(t, { view_time: 41 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ method: 'PUT', url: '/api/config/addView' })),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const config = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json().result.view_time).toBe(61);
  });

  it('is not a GET', async () => {
    await createSiteConfig(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/config/addView' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(404);
  });
});

describe('GET /api/pageHeader/getAll', () => {
  it('lists every banner with route_name and bg_url', async () => {
    const now = new Date().toISOString();
    await t.db.kysely
      .insertInto('page_headers')
      .values([
        { route_name: 'Home', bg_url: '/media/uploads/site/a.webp', created_at: now, updated_at: now },
        { route_name: 'Talk', bg_url: '/media/uploads/site/b.webp', created_at: now, updated_at: now },
      ])
      .execute();
    const res = await t.app.inject({ method: 'GET', url: '/api/pageHeader/getAll' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual([
      { id: expect.any(Number), route_name: 'Home', bg_url: '/media/uploads/site/a.webp' },
      { id: expect.any(Number), route_name: 'Talk', bg_url: '/media/uploads/site/b.webp' },
    ]);
  });
});

describe('GET /api/statistic', () => {
  it('counts public articles only, and every category, tag and user', async () => {
    const author = await createUser(t);
    await createUser(t);
    const category = await createCategory(t);
    await createCategory(t);
    const tag = await createTag(t);
    await createArticle(t, { author_id: author, category_id: category, tagIds: [tag] });
    await createArticle(t, { author_id: author, status: 3 });
    await createArticle(t, { author_id: author, deleted_at: new Date().toISOString() });
    const res = await t.app.inject({ method: 'GET', url: '/api/statistic' });
    expect(res.json()).toMatchObject({
      code: 0,
      result: { articleCount: 1, categoryCount: 2, tagCount: 1, userCount: 2 },
    });
  });
});

describe('unknown API paths', () => {
  it('answer a JSON 404, never the web page', async () => {
    for (const url of ['/api/nope', '/api/article/unknown/1', '/wapi/nothing']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ code: 404, message: '接口没有找到' });
    }
  });
});
