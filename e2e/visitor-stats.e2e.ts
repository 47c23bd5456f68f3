import Database from 'better-sqlite3';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, adminPage, api, closePages, e2eServer, eventually, newPage, tokenFor } from './harness';

afterEach(closePages);

/**
 * The visitor statistics (README "Visitor statistics"): each page a visitor sees, the first and those
 * reached by a client-side navigation, is counted from the page's beacon; robots and visitors who ask
 * not to be tracked are not; no address reaches the database; the console shows the numbers.
 */

// The test browser calls itself HeadlessChrome, which is a robot to the statistics (and so other test
// files' pages count nothing): a visitor here is a desktop Chrome.
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** The article the first test reads (the newest on /home: other files add articles before this one runs). */
let readTitle = '';

interface Visits {
  totals: { views: number; visitors: number };
  pages: { path: string; views: number; visitors: number }[];
  articles: { id: number; title: string; views: number }[];
  referrers: { name: string; count: number }[];
}

let adminToken = '';
beforeAll(async () => {
  adminToken = await tokenFor(ADMIN.username, ADMIN.password);
});

const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());

async function visitsToday(): Promise<Visits> {
  const { status, body } = await api<Visits>(
    'GET',
    `/admin/visits?from=${today()}&to=${today()}`,
    undefined,
    adminToken,
  );
  expect(status).toBe(200);
  return body.result;
}

/** An address of the documentation range no other test uses: X-Forwarded-For names it (a proxy on loopback). */
const uniqueAddress = () => `198.51.100.${randomInt(1, 255)}`;

/** A page as a visitor from `address` with `agent`; resolves once the page's beacon was answered. */
async function visitorPage(route: string, headers: Record<string, string>, referer?: string): Promise<Page> {
  const page = await newPage({ headers });
  const beacon = page.waitForResponse((response) => response.url().endsWith('/api/visit'));
  await page.goto(route, referer ? { referer } : {});
  expect((await beacon).status()).toBe(200);
  return page;
}

describe('visitor statistics', () => {
  it('counts the first page and a client-side navigation, once a visitor, and keeps no address', async () => {
    const before = await visitsToday();
    const address = uniqueAddress();
    const page = await visitorPage(
      '/home',
      { 'user-agent': CHROME, 'x-forwarded-for': address },
      'https://search.example/?q=blog',
    );
    const beacon = page.waitForResponse((response) => response.url().endsWith('/api/visit'));
    await page.locator('main a[href^="/article?id="]').first().click();
    await page.waitForURL(/\/article\?id=\d+$/);
    expect((await beacon).status()).toBe(200);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    readTitle = (await api<{ article_title: string }>('GET', `/article/getArticleById/${id}`)).body.result
      .article_title;

    await eventually(async () => (await visitsToday()).totals.views).toBe(before.totals.views + 2);
    const after = await visitsToday();
    expect(after.totals.visitors).toBe(before.totals.visitors + 1);
    const article = after.articles.find((row) => row.id === id);
    expect(article?.title).toBe(readTitle);
    expect(article?.views).toBe((before.articles.find((row) => row.id === id)?.views ?? 0) + 1);
    expect(after.referrers.find((row) => row.name === 'search.example')?.count).toBe(
      (before.referrers.find((row) => row.name === 'search.example')?.count ?? 0) + 1,
    );

    // The database (read beside the server, never written) holds no trace of the address.
    const db = new Database(path.join(e2eServer.dataDir, 'blog.db'), { readonly: true, fileMustExist: true });
    try {
      const tables = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .all() as { name: string }[];
      expect(tables.map((table) => table.name)).toContain('visit_visitors');
      for (const { name } of tables) {
        const rows = JSON.stringify(db.prepare(`SELECT * FROM "${name}"`).all());
        expect(rows.includes(address), `${name} holds the address`).toBe(false);
      }
    } finally {
      db.close();
    }
  });

  it('does not count a robot or a visitor who asks not to be tracked', async () => {
    const before = await visitsToday();
    await visitorPage('/archives', {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    // The test browser as it is: HeadlessChrome.
    await visitorPage('/archives', { 'x-forwarded-for': uniqueAddress() });
    await visitorPage('/archives', { 'user-agent': CHROME, 'x-forwarded-for': uniqueAddress(), dnt: '1' });
    await visitorPage('/archives', {
      'user-agent': CHROME,
      'x-forwarded-for': uniqueAddress(),
      'sec-gpc': '1',
    });
    // A visitor counted after them: once that view is in, theirs would be too.
    await visitorPage('/talk', { 'user-agent': CHROME, 'x-forwarded-for': uniqueAddress() });
    await eventually(async () => (await visitsToday()).totals.views).toBe(before.totals.views + 1);
    const after = await visitsToday();
    const archives = (visits: Visits) => visits.pages.find((row) => row.path === '/archives')?.views ?? 0;
    expect(archives(after)).toBe(archives(before));
    expect(after.totals.visitors).toBe(before.totals.visitors + 1);
  });

  it('shows the numbers and the chart in the console, and they grow with visits', async () => {
    const owner = await adminPage('/admin/visits');
    await owner.locator('.ant-segmented-item', { hasText: '今天' }).click();
    const views = owner
      .locator('.ant-statistic')
      .filter({ hasText: '访问量' })
      .locator('.ant-statistic-content-value');
    await views.waitFor();
    const shown = Number((await views.textContent())?.replace(/\D/g, ''));
    expect(shown).toBe((await visitsToday()).totals.views);
    await owner.getByTestId('visits-chart').waitFor();
    // The chart has drawn: its canvas has pixels of the line's colour.
    await eventually(() =>
      owner.getByTestId('visits-chart').evaluate((canvas: HTMLCanvasElement) => {
        const context = canvas.getContext('2d');
        if (!context || canvas.width === 0) return false;
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 0) return true;
        return false;
      }),
    ).toBe(true);
    await expect(
      owner
        .getByRole('list', { name: /热门文章/ })
        .getByText(readTitle, { exact: true })
        .count(),
    ).resolves.toBe(1);

    await visitorPage('/message/list', { 'user-agent': CHROME, 'x-forwarded-for': uniqueAddress() });
    await eventually(async () => (await visitsToday()).totals.views).toBe(shown + 1);
    await owner.reload();
    await owner.locator('.ant-segmented-item', { hasText: '今天' }).click();
    await eventually(async () => Number((await views.textContent())?.replace(/\D/g, ''))).toBe(shown + 1);
  });

  it('puts 本站总访问量 and 访客数 in the footer once the owner turns it on', async () => {
    const owner = await adminPage('/admin/visits');
    const toggle = owner.getByRole('switch');
    await eventually(() => toggle.isEnabled()).toBe(true);
    // From the keyboard: the toast of a click would cover the switch for the next one.
    if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.press('Space');
    await eventually(() => toggle.getAttribute('aria-checked')).toBe('true');

    // Server-rendered: the page as sent, before any script.
    const reader = await newPage({ noScripts: true });
    await eventually(async () => {
      await reader.goto('/home');
      return reader.getByTestId('footer-visits').textContent();
    }).toMatch(/^本站总访问量 \d+ 次 · 访客数 \d+ 人$/);
    await toggle.press('Space');
    await eventually(() => toggle.getAttribute('aria-checked')).toBe('false');
    await eventually(async () => {
      await reader.goto('/home');
      return reader.getByTestId('footer-visits').count();
    }).toBe(0);
  });
});
