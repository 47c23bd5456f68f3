import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { useConsoleContext } from '../../test/admin-fixtures';
import { createArticle, createSiteConfig } from '../../test/fixtures';
import type { TestContext } from '../../test/context';

const { t, users, call } = useConsoleContext();

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A public address ip2region places in a province, and another. */
const BEIJING_IP = '123.123.123.123';
const OTHER_IP = '8.8.4.4';

interface VisitOptions {
  ip?: string;
  agent?: string;
  referrer?: string;
  headers?: Record<string, string>;
  app?: FastifyInstance;
}

/** The beacon of a page, as a browser sends it. */
const visit = (
  path: string,
  { ip = BEIJING_IP, agent = CHROME, referrer, headers = {}, app }: VisitOptions = {},
) =>
  (app ?? t.app).inject({
    method: 'POST',
    url: '/api/visit',
    remoteAddress: ip,
    headers: { 'user-agent': agent, host: 'blog.example', ...headers },
    payload: referrer === undefined ? { path } : { path, referrer },
  });

const TODAY_RANGE = () => {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());
  return `from=${today}&to=${today}`;
};

const stats = async (range = TODAY_RANGE()) => {
  const response = await call('GET', `/api/admin/visits?${range}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result;
};

/** Another process of the same blog, on the same database: its own counter and batches. */
async function anotherProcess(t: TestContext, now?: () => Date) {
  return buildApp({ ...t, db: { ...t.db, close: async () => undefined } }, { logger: false, now });
}

describe('visitor statistics', () => {
  it('counts views and unique visitors per day and per page, with top articles by title', async () => {
    const id = await createArticle(t, { author_id: users.adminId, article_title: '被读的文章' });
    expect((await visit(`/article?id=${id}`)).statusCode).toBe(200);
    await visit(`/article?id=${id}&utm_source=feed`);
    await visit('/');
    await visit('/', { agent: IPHONE });
    await visit('/', { ip: OTHER_IP });

    const result = await stats();
    expect(result.totals).toEqual({ views: 5, visitors: 3 });
    expect(result.days).toHaveLength(1);
    expect(result.days[0]).toMatchObject({ views: 5, visitors: 3 });
    expect(result.pages).toEqual([
      { path: '/', views: 3, visitors: 3 },
      { path: `/article?id=${id}`, views: 2, visitors: 1 },
    ]);
    expect(result.articles).toEqual([{ id, title: '被读的文章', views: 2, visitors: 1 }]);

    // The same visitor again, in a later batch: a view, not a visitor.
    await visit('/');
    const again = await stats();
    expect(again.totals).toEqual({ views: 6, visitors: 3 });
  });

  it('counts a visitor once a day across processes, and again the next day', async () => {
    let now = new Date('2026-03-01T10:00:00+08:00');
    const first = await anotherProcess(t, () => now);
    const second = await anotherProcess(t, () => now);
    try {
      await visit('/', { app: first });
      await visit('/', { app: second });
      await visit('/talk', { app: second });
      await first.visits.flush();
      await second.visits.flush();
      const [saltOfDay1] = await t.db.kysely.selectFrom('visit_salts').selectAll().execute();

      now = new Date('2026-03-02T09:00:00+08:00');
      await visit('/', { app: first });
      await first.visits.flush();
      const salts = await t.db.kysely.selectFrom('visit_salts').selectAll().execute();
      // The first day's salt is destroyed once the next day's is made.
      expect(salts).toHaveLength(1);
      expect(salts[0]?.day).toBe('2026-03-02');
      expect(salts[0]?.salt).not.toBe(saltOfDay1?.salt);

      const result = await stats('from=2026-03-01&to=2026-03-02');
      expect(result.days).toEqual([
        { day: '2026-03-01', views: 3, visitors: 1 },
        { day: '2026-03-02', views: 1, visitors: 1 },
      ]);
      expect(result.pages).toContainEqual({ path: '/', views: 3, visitors: 2 });

      // Two days on, the first day's visitor hashes are gone; its counts stay.
      now = new Date('2026-03-03T09:00:00+08:00');
      await visit('/', { app: first });
      await first.visits.flush();
      const kept = await t.db.kysely.selectFrom('visit_visitors').select('day').distinct().execute();
      expect(kept.map((row) => row.day).sort()).toEqual(['2026-03-02', '2026-03-03']);
      expect((await stats('from=2026-03-01&to=2026-03-01')).totals).toEqual({ views: 3, visitors: 1 });
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('does not count robots, visitors who ask not to be tracked, or the console and API', async () => {
    await visit('/', { agent: GOOGLEBOT });
    await visit('/', { agent: 'curl/8.5.0' });
    await visit('/', { agent: '' });
    await visit('/', { headers: { dnt: '1' } });
    await visit('/', { headers: { 'sec-gpc': '1' } });
    await visit('/admin');
    await visit('/admin/visits');
    await visit('/api/config');
    await visit('https://elsewhere.example/');
    expect((await stats()).totals).toEqual({ views: 0, visitors: 0 });
    await visit('/');
    expect((await stats()).totals).toEqual({ views: 1, visitors: 1 });
  });

  it('keeps no address and no browser string in any of its tables', async () => {
    const agent = `${CHROME} Distinct/9.9`;
    await visit('/', { ip: '203.0.113.77', agent });
    await visit('/tag', { ip: '2001:db8::1234', agent, referrer: 'https://search.example/?q=x' });
    await t.app.visits.flush();
    const tables = ['visit_salts', 'visit_visitors', 'visit_days', 'visit_pages', 'visit_facets'] as const;
    let rows = 0;
    for (const table of tables) {
      const all = await t.db.kysely.selectFrom(table).selectAll().execute();
      rows += all.length;
      const text = JSON.stringify(all);
      expect(text, table).not.toContain('203.0.113.77');
      expect(text, table).not.toContain('2001:db8');
      expect(text, table).not.toContain('Distinct/9.9');
    }
    expect(rows).toBeGreaterThan(5);
  });

  it('sums referrers by external host, and browsers, systems, devices and regions by visitor', async () => {
    await visit('/', { referrer: 'https://www.google.com/search?q=blog' });
    await visit('/', { referrer: 'https://google.com/' });
    await visit('/tag', { referrer: 'https://blog.example/article?id=1' });
    await visit('/tag', { referrer: 'javascript:alert(1)' });
    await visit('/', { ip: OTHER_IP, agent: IPHONE, referrer: 'http://news.example:8080/a' });
    await visit('/', { ip: '192.168.1.5' });

    const result = await stats();
    // One referrer a visitor a day: the second google.com came from the same visitor.
    expect(result.referrers).toEqual([
      { name: 'google.com', count: 1 },
      { name: 'news.example', count: 1 },
    ]);
    expect(result.browsers).toEqual([
      { name: 'Chrome', count: 2 },
      { name: 'Safari', count: 1 },
    ]);
    expect(result.systems).toEqual([
      { name: 'Windows', count: 2 },
      { name: 'iOS', count: 1 },
    ]);
    expect(result.devices).toEqual([
      { name: '电脑', count: 2 },
      { name: '手机', count: 1 },
    ]);
    expect(result.regions.map((row: { name: string }) => row.name).sort()).toEqual(
      ['北京', '本机地址', '美国'].sort(),
    );
  });

  it('refuses a huge path and cuts a long one; ignores a non-http referrer', async () => {
    const huge = await visit(`/${'a'.repeat(3000)}`);
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toContain('path');
    expect((await visit('/', { referrer: 'x'.repeat(3000) })).statusCode).toBe(400);
    expect((await visit(`/${'b'.repeat(500)}`)).statusCode).toBe(200);
    expect((await visit('/', { referrer: 'ftp://files.example/' })).statusCode).toBe(200);
    const result = await stats();
    expect(result.pages.map((row: { path: string }) => row.path.length).sort()).toEqual([1, 200]);
    expect(result.referrers).toEqual([]);
  });

  it('is the admin’s only, and checks its range', async () => {
    const range = `/api/admin/visits?${TODAY_RANGE()}`;
    expect((await t.app.inject({ method: 'GET', url: range })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: range, headers: users.user })).statusCode).toBe(403);
    const reversed = await call('GET', '/api/admin/visits?from=2026-03-02&to=2026-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toContain('开始日期不能晚于结束日期');
    const long = await call('GET', '/api/admin/visits?from=2024-01-01&to=2026-01-01');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('366');
    expect((await call('GET', '/api/admin/visits?from=yesterday&to=2026-01-01')).statusCode).toBe(400);
  });

  it('gives the footer its totals once the owner turns them on', async () => {
    await createSiteConfig(t);
    await visit('/');
    await visit('/', { agent: IPHONE });
    await t.app.visits.flush();
    const config = async () => (await t.app.inject({ method: 'GET', url: '/api/config' })).json().result;
    expect(await config()).toMatchObject({ footer_visits: false, visit_totals: null });
    expect((await call('PUT', '/api/admin/config', { footer_visits: true })).statusCode).toBe(200);
    expect(await config()).toMatchObject({ footer_visits: true, visit_totals: { views: 2, visitors: 2 } });
  });
});
