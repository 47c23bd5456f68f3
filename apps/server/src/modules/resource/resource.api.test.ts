import { resourceCategoriesResponse, resourceSitesResponse } from '@blog/contract';
import { describe, expect, it } from 'vitest';
import { createResourceCategory } from '../../test/community-fixtures';
import { useTestContext } from '../../test/context';

const t = useTestContext();

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};

describe('resources', () => {
  it('lists each page’s categories in order with site counts, and their site cards', async () => {
    const tools = await createResourceCategory(t, {
      type: 'front',
      name: '工具',
      sort: 2,
      sites: [{ name: 'Can I use', url: 'https://caniuse.com/' }],
    });
    const docs = await createResourceCategory(t, {
      type: 'front',
      name: '文档',
      sort: 1,
      sites: [
        { name: 'MDN', url: 'https://developer.mozilla.org/zh-CN/' },
        { name: 'Vue', url: 'https://cn.vuejs.org/' },
      ],
    });
    const db = await createResourceCategory(t, {
      type: 'back',
      name: '数据库',
      sites: [{ name: 'Redis', url: 'https://redis.io/' }],
    });

    const front = await get('/api/resources/front');
    expect(() => resourceCategoriesResponse.parse(front.body)).not.toThrow();
    expect(front.body.result).toEqual([
      { id: docs, type: 'front', name: '文档', sort: 1, site_count: 2 },
      { id: tools, type: 'front', name: '工具', sort: 2, site_count: 1 },
    ]);
    expect((await get('/api/resources/back')).body.result).toMatchObject([
      { id: db, name: '数据库', site_count: 1 },
    ]);

    const sites = await get(`/api/resources/sites?type=front&category=${docs}`);
    expect(() => resourceSitesResponse.parse(sites.body)).not.toThrow();
    expect(sites.body.result).toMatchObject([
      { name: 'MDN', url: 'https://developer.mozilla.org/zh-CN/', category_id: docs, logo: null },
      { name: 'Vue', url: 'https://cn.vuejs.org/' },
    ]);
    const all = await get('/api/resources/sites?type=front');
    expect(all.body.result.map((site: { name: string }) => site.name)).toEqual(['MDN', 'Vue', 'Can I use']);
  });

  it('refuses a bad type (400) and a category of another page or unknown (404)', async () => {
    const db = await createResourceCategory(t, { type: 'back', name: '数据库' });
    const bad = await get('/api/resources/sites?type=middle');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('type');
    expect((await get('/api/resources/sites')).status).toBe(400);
    expect(await get(`/api/resources/sites?type=front&category=${db}`)).toEqual({
      status: 404,
      body: { code: 404, message: '资源分类不存在' },
    });
    expect((await get('/api/resources/sites?type=back&category=9999')).status).toBe(404);
    expect((await get('/api/resources/sites?type=back&category=-1')).status).toBe(400);
  });
});
