import { afterEach, describe, expect, it } from 'vitest';
import { createConsoleUsers } from '../test/admin-fixtures';
import { createTestContext, type TestContext } from '../test/context';
import { createSiteConfig, createTag } from '../test/fixtures';

let t: TestContext | undefined;
afterEach(async () => {
  await t?.dispose();
  t = undefined;
});

const tagNames = async (context: TestContext) =>
  (await context.app.inject('/api/tag/getTagDictionary'))
    .json<{ result: { tag_name: string }[] }>()
    .result.map((tag) => tag.tag_name);

describe('the read cache', () => {
  it('shares a public read between visitors, and forgets it when the API writes', async () => {
    t = await createTestContext({ readCacheMs: 60_000 });
    await createSiteConfig(t);
    const { admin } = await createConsoleUsers(t);
    await createTag(t, '缓存前');
    expect(await tagNames(t)).toEqual(['缓存前']);

    // Written past the API (as `blog import` would): still the cached answer.
    await createTag(t, '库里直接写');
    expect(await tagNames(t)).toEqual(['缓存前']);

    // A write through the API: the next read is fresh, whatever it wrote.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/tags',
      headers: admin,
      payload: { name: '接口新建' },
    });
    expect(created.statusCode).toBe(200);
    expect((await tagNames(t)).sort()).toEqual(['接口新建', '库里直接写', '缓存前'].sort());
  });

  it('keeps it across writes that only move counters, and across refused writes', async () => {
    t = await createTestContext({ readCacheMs: 60_000 });
    await createSiteConfig(t);
    await createTag(t, '第一个');
    expect(await tagNames(t)).toEqual(['第一个']);
    await createTag(t, '第二个');
    expect((await t.app.inject({ method: 'PUT', url: '/api/config/addView' })).statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'POST', url: '/api/admin/tags', payload: { name: 'x' } });
    expect(refused.statusCode).toBe(401);
    expect(await tagNames(t)).toEqual(['第一个']);
  });

  it('keys by the whole request: other pages and other words are other entries', async () => {
    t = await createTestContext({ readCacheMs: 60_000 });
    await createSiteConfig(t);
    const first = await t.app.inject('/api/article/getArticleListByContent/%E7%BC%93%E5%AD%98');
    const second = await t.app.inject('/api/article/getArticleListByContent/React');
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(t.app.readCache.size).toBe(2);
  });
});
