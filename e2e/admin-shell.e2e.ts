import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  adminPage,
  api,
  closePages,
  eventually,
  MOBILE,
  newPage,
  submitLogin,
  tokenFor,
} from './harness';

afterEach(closePages);

/**
 * The owner's console as a whole: who gets in, the dashboard's numbers and quick actions, the menu
 * on a phone, and that visitors never download any of it.
 */

const stamp = Date.now().toString(36);
const reader = { username: `shell${stamp}`.slice(0, 16), password: 'reader-pass-1' };

interface Stats {
  totals: Record<string, number>;
  daily: { day: string; views: number }[];
}

let adminToken = '';
let readerToken = '';

beforeAll(async () => {
  const { status } = await api('POST', '/user/register', reader);
  expect(status).toBe(200);
  readerToken = await tokenFor(reader.username, reader.password);
  adminToken = await tokenFor(ADMIN.username, ADMIN.password);
});

/** Script files the page has requested so far (the app's chunks). */
function scriptsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

describe('the gate', () => {
  it('asks a guest to log in, and lets the admin in through the login dialog', async () => {
    const page = await newPage();
    await page.goto('/admin/links');
    await page.getByText('请先登录').waitFor();
    await page.getByRole('button', { name: /^登\s?录$/ }).click();
    await submitLogin(page, ADMIN);
    // Straight into the page that was asked for.
    await page.getByTestId('admin-shell').waitFor();
    expect(page.url()).toMatch(/\/admin\/links$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('友链');
  });

  it('turns a normal user away, and the API refuses them too', async () => {
    const page = await newPage();
    await page.goto('/admin');
    await page.getByRole('button', { name: /^登\s?录$/ }).click();
    await submitLogin(page, reader);
    await page.getByText('没有权限').waitFor();
    expect(await page.getByTestId('admin-shell').count()).toBe(0);
    const { status } = await api('GET', '/admin/stats', undefined, readerToken);
    expect(status).toBe(403);
  });

  it('shows 页面不存在 for an unknown console path', async () => {
    const page = await adminPage('/admin/no-such-page');
    await page.getByText('页面不存在').waitFor();
    await page.getByRole('button', { name: '回到仪表盘' }).click();
    await page.getByTestId('admin-dashboard').waitFor();
  });
});

describe('the dashboard', () => {
  it('shows the totals the API counts and draws the 30-day chart', async () => {
    const page = await adminPage();
    await page.getByTestId('admin-dashboard').waitFor();
    const { body } = await api<Stats>('GET', '/admin/stats', undefined, adminToken);
    const tile = (label: string) => page.getByRole('link', { name: new RegExp(`^${label}：`) });
    await eventually(() => tile('文章').getAttribute('aria-label')).toBe(
      `文章：${body.result.totals.articles}`,
    );
    expect(await tile('留言').getAttribute('aria-label')).toBe(`留言：${body.result.totals.messages}`);
    expect(await tile('用户').getAttribute('aria-label')).toBe(`用户：${body.result.totals.users}`);
    expect(body.result.daily).toHaveLength(30);
    // The chart has drawn something: its canvas is not blank.
    const chart = page.getByTestId('daily-chart');
    await chart.waitFor();
    await eventually(() =>
      chart.evaluate((canvas: HTMLCanvasElement) => {
        const context = canvas.getContext('2d');
        if (!context || canvas.width === 0) return false;
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        return data.some((value, index) => index % 4 === 3 && value > 0);
      }),
    ).toBe(true);
  });

  it('approves and rejects link applications on the spot, and the applicants hear of it', async () => {
    const apply = async (name: string) => {
      const { body } = await api<{ id: number }>(
        'POST',
        '/links/add',
        { site_name: name, site_desc: '来自仪表盘测试', url: `https://${stamp}.example.com/${name.length}` },
        readerToken,
      );
      expect(body.code).toBe(0);
      return name;
    };
    const approved = await apply(`通过${stamp}`);
    const rejected = await apply(`拒绝的站点${stamp}`);

    const page = await adminPage();
    const pending = page.getByTestId('latest-links');
    const row = (name: string) => pending.getByRole('listitem').filter({ hasText: name });
    await row(approved)
      .getByRole('button', { name: /^通\s?过$/ })
      .click();
    await row(approved).waitFor({ state: 'detached' });

    await row(rejected)
      .getByRole('button', { name: /^拒\s?绝$/ })
      .click();
    const dialog = page.getByRole('dialog');
    // The form is in the dialog (it opens with an animation) before an empty submit is tried.
    await dialog.getByLabel(/拒绝理由/).waitFor();
    await dialog.getByRole('button', { name: /^拒\s?绝$/ }).click();
    await dialog.getByText('请填写拒绝的理由').waitFor();
    await dialog.getByLabel(/拒绝理由/).fill('网站暂时无法访问');
    await dialog.getByRole('button', { name: /^拒\s?绝$/ }).click();
    await row(rejected).waitFor({ state: 'detached' });

    // The approved link is public now; the applicant was told about both decisions.
    const visitor = await newPage();
    await visitor.goto('/link/list');
    await visitor.getByText(approved).first().waitFor();
    expect(await visitor.getByText(rejected).count()).toBe(0);
    const { body } = await api<{ list: { message: string }[] }>(
      'POST',
      '/notify/getNotifyList',
      { current: 1, size: 20 },
      readerToken,
    );
    const notes = body.result.list.map((note) => note.message).join('\n');
    expect(notes).toContain(approved);
    expect(notes).toContain('网站暂时无法访问');
  });
});

describe('loading', () => {
  it('never sends the console’s code to visitors', async () => {
    const visitor = await newPage();
    const visitorScripts = scriptsOf(visitor);
    for (const route of ['/home', '/article?id=1', '/archives', '/message/list']) {
      await visitor.goto(route);
      await visitor.waitForLoadState('networkidle');
    }

    const owner = await newPage();
    const ownerScripts = scriptsOf(owner);
    await owner.goto('/admin');
    await owner.getByRole('button', { name: /^登\s?录$/ }).click();
    await submitLogin(owner, ADMIN);
    await owner.getByTestId('daily-chart').waitFor();

    const consoleOnly = ownerScripts.filter((url) => !visitorScripts.includes(url));
    expect(consoleOnly.some((url) => /\/admin-app-[\w-]+\.js$/.test(url))).toBe(true);
    expect(consoleOnly.some((url) => /\/dashboard-page-[\w-]+\.js$/.test(url))).toBe(true);
    expect(visitorScripts.filter((url) => /admin|dashboard|chart/i.test(url))).toEqual([]);
  });
});

describe('on a phone', () => {
  it('opens the menu as a drawer and goes to a section', async () => {
    const page = await adminPage('/admin', { ...MOBILE, mobile: true });
    await page.getByRole('button', { name: '打开菜单' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('menuitem', { name: '用户' }).click();
    await drawer.waitFor({ state: 'hidden' });
    expect(page.url()).toMatch(/\/admin\/users$/);
    // The section's code may still be arriving.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('用户');
  });
});

describe('themes', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`the dashboard follows the ${scheme} scheme into antd's cards`, async () => {
      const page = await adminPage('/admin', { colorScheme: scheme });
      await page.getByTestId('daily-chart').waitFor();
      const background = await page
        .getByTestId('admin-dashboard')
        .locator('.ant-card')
        .first()
        .evaluate((card) => getComputedStyle(card).backgroundColor);
      expect(background === 'rgb(255, 255, 255)').toBe(scheme === 'light');
    });
  }
});
