import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsoleUsers } from '../../test/admin-fixtures';
import { createTestContext, useTestContext, type TestContext } from '../../test/context';
import { createArticle, createUser } from '../../test/fixtures';
import { nowIso } from '../../lib/time';

const WEB_DIST = path.resolve(import.meta.dirname, '../../../../web/dist');

async function redirect(t: TestContext, path: string, articleId: number) {
  await t.db.kysely
    .insertInto('article_redirects')
    .values({ path, article_id: articleId, created_at: nowIso() })
    .execute();
}

describe('old addresses of imported articles', () => {
  const t = useTestContext();

  it('answers each form of an old path with a 301 to its article, and unknown paths with 404', async () => {
    const author = await createUser(t, { role: 1 });
    const id = await createArticle(t, { author_id: author, article_title: '旧文章' });
    await redirect(t, '/2023/12/21/你好', id);
    await redirect(t, '/?p=123', id);

    for (const url of [
      '/2023/12/21/你好',
      '/2023/12/21/你好/',
      '/2023/12/21/%E4%BD%A0%E5%A5%BD/',
      '/2023/12/21/你好/index.html',
      '/?p=123',
      '/?p=123&utm_source=feed',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: encodeURI(url).replace(/%25/g, '%') });
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(`/article?id=${id}`);
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/?p=123' })).statusCode).toBe(301);
    expect((await t.app.inject({ method: 'GET', url: '/2023/12/22/nothing/' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/?p=124' })).statusCode).toBe(404);
    // Only reads move: a form posted to an old path is not followed.
    expect(
      (await t.app.inject({ method: 'POST', url: '/2023/12/21/你好/'.replace('你好', '%E4%BD%A0%E5%A5%BD') }))
        .statusCode,
    ).toBe(404);
    // The API is never an old address.
    await redirect(t, '/api/x', id);
    expect((await t.app.inject({ method: 'GET', url: '/api/x' })).statusCode).toBe(404);
  });

  it('leads nowhere once the article is in the recycle bin', async () => {
    const author = await createUser(t, { role: 1 });
    const id = await createArticle(t, { author_id: author, deleted_at: nowIso() });
    await redirect(t, '/old', id);
    expect((await t.app.inject({ method: 'GET', url: '/old/' })).statusCode).toBe(404);
  });

  it('lists old paths with their article for the console, and deletes one', async () => {
    const { adminId, admin, user } = await createConsoleUsers(t);
    const id = await createArticle(t, { author_id: adminId, article_title: '旧文章' });
    await redirect(t, '/a', id);
    await redirect(t, '/?p=7', id);

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/redirects', headers: user })).statusCode,
    ).toBe(403);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/redirects?size=1', headers: admin });
    expect(list.json()).toMatchObject({
      code: 0,
      result: {
        current: 1,
        size: 1,
        total: 2,
        list: [{ path: '/?p=7', article_id: id, article_title: '旧文章' }],
      },
    });
    const redirectId = list.json<{ result: { list: { id: number }[] } }>().result.list[0]!.id;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/redirects/${redirectId}`,
      headers: admin,
    });
    expect(deleted.json()).toMatchObject({ code: 0 });
    expect((await t.app.inject({ method: 'GET', url: '/?p=7' })).statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/redirects/${redirectId}`,
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('old addresses beside the rendered pages', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ webDist: WEB_DIST });
  }, 60_000);
  afterAll(async () => {
    await t.dispose();
  });

  // Pages render through the app's server renderer: slow on a busy machine.
  it(
    'redirects an old path that is no page of the app, and never hides one that is',
    { timeout: 60_000 },
    async () => {
      const author = await createUser(t, { role: 1 });
      const id = await createArticle(t, { author_id: author });
      await redirect(t, '/2023/12/21/hello', id);
      await redirect(t, '/archives', id);
      await redirect(t, '/?p=5', id);

      const moved = await t.app.inject({ method: 'GET', url: '/2023/12/21/hello/' });
      expect(moved.statusCode).toBe(301);
      expect(moved.headers.location).toBe(`/article?id=${id}`);
      expect((await t.app.inject({ method: 'GET', url: '/?p=5' })).headers.location).toBe(
        `/article?id=${id}`,
      );
      expect((await t.app.inject({ method: 'GET', url: '/archives' })).statusCode).toBe(200);
      const unknown = await t.app.inject({ method: 'GET', url: '/2023/12/21/other/' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers['content-type']).toMatch(/text\/html/);
      // The home page is the app's own (a 302 to /home), whatever old paths there are.
      expect((await t.app.inject({ method: 'GET', url: '/' })).headers.location).toBe('/home');
    },
  );
});
