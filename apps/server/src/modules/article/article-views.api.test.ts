import { sql } from 'kysely';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../db/connect';
import { createConsoleUsers } from '../../test/admin-fixtures';
import { createTestContext, type TestContext } from '../../test/context';
import { createArticle, createSiteConfig, createUser } from '../../test/fixtures';
import { lastDays } from '../admin/stats/service';

/** The built web app (its server renderer makes the article page). */
const WEB_DIST = path.resolve(import.meta.dirname, '../../../../web/dist');

let opened: TestContext | undefined;
afterEach(async () => {
  await opened?.dispose();
  opened = undefined;
});

async function setUp(readCacheMs = 0) {
  const context = await createTestContext({ readCacheMs });
  const author = await createUser(context, { role: 1 });
  opened = context;
  return { t: context, author };
}

const read = async (context: TestContext, id: number) => {
  const res = await context.app.inject({ method: 'GET', url: `/api/article/getArticleById/${id}` });
  return { status: res.statusCode, body: res.json() };
};

const storedViews = async (context: TestContext, id: number) =>
  (
    await context.db.kysely
      .selectFrom('articles')
      .select('view_times')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).view_times;

/** A trigger that fails any update of article `id`'s views (in the test's own database). */
async function refuseViewsOf(context: TestContext, id: number) {
  if (context.db.dialect === 'sqlite') {
    await sql`CREATE TRIGGER refuse_views BEFORE UPDATE OF view_times ON articles
      WHEN OLD.id = ${sql.lit(id)} BEGIN SELECT RAISE(ABORT, 'views refused'); END`.execute(
      context.db.kysely,
    );
    return;
  }
  await sql`CREATE FUNCTION refuse_views() RETURNS trigger LANGUAGE plpgsql
    AS $$ BEGIN RAISE EXCEPTION 'views refused'; END $$`.execute(context.db.kysely);
  await sql`CREATE TRIGGER refuse_views BEFORE UPDATE OF view_times ON articles
    FOR EACH ROW WHEN (OLD.id = ${sql.lit(id)}) EXECUTE FUNCTION refuse_views()`.execute(context.db.kysely);
}

const acceptViews = (context: TestContext) =>
  sql`DROP TRIGGER refuse_views${sql.raw(context.db.dialect === 'sqlite' ? '' : ' ON articles')}`.execute(
    context.db.kysely,
  );

describe('a visitor counted once per article in 30 minutes', () => {
  it('counts one view for a reader who reads again, through the API or the page, and one for each other reader', async () => {
    const context = await createTestContext({ viewDedupeMs: 30 * 60_000, webDist: WEB_DIST });
    opened = context;
    await createSiteConfig(context);
    const author = await createUser(context, { role: 1 });
    const id = await createArticle(context, { author_id: author, article_content: '正文。' });
    const visit = (remoteAddress: string, userAgent: string, url = `/api/article/getArticleById/${id}`) =>
      context.app.inject({ method: 'GET', url, remoteAddress, headers: { 'user-agent': userAgent } });

    // One reader, fifty reads: the page, then the API again and again.
    expect((await visit('203.0.113.5', 'Phone', `/article?id=${id}`)).statusCode).toBe(200);
    for (let i = 0; i < 49; i++) await visit('203.0.113.5', 'Phone');
    // Another browser at the same address, and another address.
    await visit('203.0.113.5', 'Laptop');
    await visit('198.51.100.9', 'Phone');
    await context.app.articleViews.flush();
    expect(await storedViews(context, id)).toBe(3);
  });
});

describe('article views, counted in batches', () => {
  it('adds n reads to view_times in one write, and shows the views not yet written', async () => {
    const { t, author } = await setUp();
    const id = await createArticle(t, { author_id: author, view_times: 10 });
    const other = await createArticle(t, { author_id: author });

    for (let n = 1; n <= 5; n++) {
      const { status, body } = await read(t, id);
      expect(status).toBe(200);
      expect(body.result.view_times).toBe(10 + n);
    }
    await read(t, other);
    expect(await storedViews(t, id)).toBe(10);

    await t.app.articleViews.flush();
    expect(await storedViews(t, id)).toBe(15);
    expect(await storedViews(t, other)).toBe(1);
    expect((await read(t, id)).body.result.view_times).toBe(16);
  });

  it('answers a cached read with the views written since it was read', async () => {
    const { t, author } = await setUp(60_000);
    const id = await createArticle(t, { author_id: author, view_times: 3 });
    for (let n = 1; n <= 3; n++) {
      expect((await read(t, id)).body.result.view_times).toBe(3 + n);
      await t.app.articleViews.flush();
      expect(await storedViews(t, id)).toBe(3 + n);
    }
  });

  it('never counts, and answers 404 for, unknown, private, draft and deleted articles', async () => {
    const { t, author } = await setUp();
    const hidden = [
      await createArticle(t, { author_id: author, status: 2 }),
      await createArticle(t, { author_id: author, status: 3 }),
      await createArticle(t, { author_id: author, deleted_at: new Date().toISOString() }),
    ];
    for (const id of [...hidden, 9999]) {
      expect(await read(t, id)).toEqual({
        status: 404,
        body: { code: 404, message: '文章不存在或未公开' },
      });
      expect(t.app.articleViews.pending(id)).toBe(0);
    }
    await t.app.articleViews.flush();
    for (const id of hidden) expect(await storedViews(t, id)).toBe(0);
  });

  it('writes pending views when the app closes, before the database does', async () => {
    const { t, author } = await setUp();
    const id = await createArticle(t, { author_id: author });
    for (let n = 0; n < 3; n++) await read(t, id);
    const { config } = t;

    await t.app.close();
    const reopened = connectDatabase(config.database);
    try {
      const row = await reopened.kysely
        .selectFrom('articles')
        .select('view_times')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.view_times).toBe(3);
    } finally {
      await reopened.close();
    }
  });

  it('writes a batch all or nothing, and keeps the counts of a failed one for the next', async () => {
    const { t, author } = await setUp();
    const first = await createArticle(t, { author_id: author });
    const second = await createArticle(t, { author_id: author });
    await read(t, first);
    await read(t, second);
    await read(t, second);

    // The database refuses the second article's update: the first one's is undone with it.
    await refuseViewsOf(t, second);
    await expect(t.app.articleViews.flush()).resolves.toBeUndefined();
    expect([await storedViews(t, first), await storedViews(t, second)]).toEqual([0, 0]);
    expect([t.app.articleViews.pending(first), t.app.articleViews.pending(second)]).toEqual([1, 2]);

    await acceptViews(t);
    expect((await read(t, second)).body.result.view_times).toBe(3);
    await t.app.articleViews.flush();
    expect([await storedViews(t, first), await storedViews(t, second)]).toEqual([1, 3]);
    expect(t.app.articleViews.pending(second)).toBe(0);
  });

  it('answers repeated reads from the read cache, counting every one', async () => {
    const { t, author } = await setUp(60_000);
    const id = await createArticle(t, { author_id: author });
    expect((await read(t, id)).body.result.article_title).toMatch(/^文章/);

    // Changed past the API: the cache still answers, so the title stays, yet each read counts.
    await t.db.kysely.updateTable('articles').set({ article_title: '改过' }).where('id', '=', id).execute();
    const second = await read(t, id);
    expect(second.body.result).toMatchObject({
      view_times: 2,
      article_title: expect.stringMatching(/^文章/),
    });
    expect(t.app.readCache.size).toBe(1);

    // A write through the API clears the cache: the recycled article is gone and counts no more.
    const { admin } = await createConsoleUsers(t);
    const recycled = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/articles/${id}`,
      headers: admin,
    });
    expect(recycled.statusCode).toBe(200);
    expect((await read(t, id)).status).toBe(404);
    await t.app.articleViews.flush();
    expect(await storedViews(t, id)).toBe(2);
  });

  it('leaves the site statistics and the site’s own view counter as they were', async () => {
    const { t, author } = await setUp();
    await createSiteConfig(t, { view_time: 7 });
    const { admin } = await createConsoleUsers(t);
    const id = await createArticle(t, { author_id: author });
    await createArticle(t, { author_id: author, status: 3 });
    for (let n = 0; n < 4; n++) await read(t, id);
    const visit = await t.app.inject({ method: 'PUT', url: '/api/config/addView' });
    expect(visit.json().result).toEqual({ view_time: 8 });
    await t.app.articleViews.flush();

    const statistic = await t.app.inject({ method: 'GET', url: '/api/statistic' });
    expect(statistic.json().result).toEqual({ articleCount: 1, categoryCount: 0, tagCount: 0, userCount: 3 });
    const stats = (await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: admin })).json()
      .result;
    expect(stats.totals.views).toBe(8);
    const today = lastDays(new Date(), 'Asia/Shanghai', 1)[0];
    expect(stats.daily.at(-1)).toMatchObject({ day: today, views: 1 });
  });
});
