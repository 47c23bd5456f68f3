import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  anotherVisitor,
  api,
  DESKTOP,
  eventually,
  newPage,
  openPage as open,
  registerUser,
  tokenFor,
} from './harness';
import { solidPng } from './images';

/**
 * The visitor pages of issue #5 against the seeded demo content: 说说 (infinite scroll, likes,
 * `?id=`, pictures), albums and the lightbox, friend links and 友链申请, and the resource pages.
 */

/** The seeded talks as the API lists them (pinned first, then newest). */
async function allTalks() {
  const { body } = await api<{
    total: number;
    list: { id: number; content: string; talkImgList: string[] }[];
  }>('POST', '/talk/blogGetTalkList', { current: 1, size: 100 });
  return body.result;
}

/** A toast (antd notification) with this text. */
const toast = (page: Page, text: string) =>
  page.locator('.ant-notification-notice').filter({ hasText: text }).first();

const talkCards = (page: Page) => page.locator('[data-testid="talk-card"]');
const lightbox = (page: Page) => page.getByRole('dialog', { name: '图片预览' });

describe('说说 (/talk)', () => {
  it(
    'loads five talks, then the rest as the visitor scrolls, and ends with 没有更多了',
    { timeout: 120_000 },
    async () => {
      const { total } = await allTalks();
      expect(total).toBeGreaterThan(5);
      const page = await open('/talk');
      await eventually(() => talkCards(page).count()).toBe(5);
      // The pinned talk comes first, with its badge.
      await expect(talkCards(page).first().getByTestId('talk-pinned').textContent()).resolves.toContain(
        '置顶',
      );
      expect(await page.getByText('没有更多了').count()).toBe(0);

      await page.getByTestId('talk-list-footer').scrollIntoViewIfNeeded();
      await eventually(() => talkCards(page).count()).toBe(Math.min(total, 10));
      await page.getByTestId('talk-list-footer').scrollIntoViewIfNeeded();
      await eventually(() => talkCards(page).count()).toBe(total);
      await page.getByText('没有更多了').waitFor();
      // Each talk once, in the API's order.
      const ids = await talkCards(page).evaluateAll((cards) =>
        cards.map((card) => card.getAttribute('data-talk-id')),
      );
      expect(new Set(ids).size).toBe(total);
    },
  );

  it(
    'likes and unlikes a talk: red at once, counted, and still so after a reload',
    { timeout: 120_000 },
    async () => {
      const page = await open('/talk');
      const like = () => talkCards(page).nth(1).getByTestId('talk-like');
      await like().waitFor();
      // The list the browser asks for after hydrating may say otherwise than the page did (this
      // address's likes): read the state once it has answered, not in between.
      await page.waitForLoadState('networkidle');
      const before = Number(await like().getAttribute('data-count'));
      // Guests like by address, shared by every browser test: start from whatever this one holds.
      const wasLiked = (await like().getAttribute('aria-pressed')) === 'true';
      const liked = { pressed: String(!wasLiked), count: String(wasLiked ? before - 1 : before + 1) };
      const endpoint = (on: boolean) => (on ? '/api/like/addLike' : '/api/like/cancelLike');

      // The like is held on its way to the server until the button has turned: turned at once,
      // before the server answers (a read right after the click raced React on a busy machine).
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**${endpoint(!wasLiked)}`, async (route) => {
        await held;
        await route.continue();
      });
      const answered = page.waitForResponse((res) => res.url().endsWith(endpoint(!wasLiked)));
      await like().click();
      await eventually(() => like().getAttribute('aria-pressed')).toBe(liked.pressed);
      release();
      expect((await answered).status()).toBe(200);
      await page.unroute(`**${endpoint(!wasLiked)}`);
      await eventually(() => like().getAttribute('data-count')).toBe(liked.count);
      const red = 'rgb(245, 65, 91)';
      const colour = () => like().evaluate((button) => getComputedStyle(button).color);
      if (!wasLiked) await eventually(colour).toBe(red);

      await page.reload();
      await eventually(() => like().getAttribute('aria-pressed')).toBe(liked.pressed);
      expect(await like().getAttribute('data-count')).toBe(liked.count);

      const undone = page.waitForResponse((res) => res.url().endsWith(endpoint(wasLiked)));
      await like().click();
      expect(await like().getAttribute('aria-pressed')).toBe(String(wasLiked));
      expect((await undone).status()).toBe(200);
      // The colour eases over 0.2 s: right after the click it may still be on its way.
      if (wasLiked) await eventually(colour).toBe(red);
      else await eventually(colour).not.toBe(red);
      await page.reload();
      await eventually(() => like().getAttribute('aria-pressed')).toBe(String(wasLiked));
      expect(await like().getAttribute('data-count')).toBe(String(before));
    },
  );

  it(
    'shows the talk ?id= names, highlighted, even when it is beyond the first load',
    { timeout: 120_000 },
    async () => {
      const { list } = await allTalks();
      const last = list.at(-1)!;
      const page = await open(`/talk?id=${last.id}`);
      const card = page.locator(`[data-talk-id="${last.id}"]`);
      await card.waitFor();
      expect(await card.getAttribute('data-highlighted')).toBe('true');
      await eventually(() =>
        card.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight),
      ).toBe(true);
      // Only that one is highlighted.
      expect(await page.locator('[data-testid="talk-card"][data-highlighted="true"]').count()).toBe(1);

      const missing = await open('/talk?id=999999');
      await missing.getByText('要找的这条说说不见了').waitFor();
    },
  );

  it('opens a talk picture in the lightbox', { timeout: 120_000 }, async () => {
    const { list } = await allTalks();
    const withPictures = list.find((talk) => talk.talkImgList.length >= 2)!;
    const page = await open(`/talk?id=${withPictures.id}`);
    const card = page.locator(`[data-talk-id="${withPictures.id}"]`);
    await card.getByRole('button', { name: /查看说说配图第 1 张/ }).click();
    const box = lightbox(page);
    await box.waitFor();
    await box.getByText(`1 / ${withPictures.talkImgList.length}`).waitFor();
    expect(await box.locator('img').getAttribute('src')).toBe(withPictures.talkImgList[0]);
    await page.keyboard.press('Escape');
    await box.waitFor({ state: 'detached' });
  });
});

describe('相册 and 图库 (/photoAlbum, /photos)', () => {
  it(
    'opens an album, shows its photos in the lightbox with arrows, swipe and zoom',
    { timeout: 120_000 },
    async () => {
      const { body } = await api<{ album_name: string }[]>('GET', '/photoAlbum/getAllAlbumList');
      const page = await open('/photoAlbum');
      const albums = page.locator('[data-testid="album-card"]');
      await eventually(() => albums.count()).toBe(body.result.length);
      const firstName = body.result[0]!.album_name;
      await albums.first().click();
      await page.waitForURL(/\/photos\?id=\d+/);
      const grid = page.getByTestId('photo-grid');
      await grid.waitFor();
      const photoCount = await grid.locator('li').count();
      expect(photoCount).toBeGreaterThan(2);
      expect(await page.getByTestId('page-banner').getByRole('heading', { level: 1 }).textContent()).toBe(
        firstName,
      );

      await grid.getByRole('button', { name: '查看第 1 张照片' }).click();
      const box = lightbox(page);
      await box.getByText(`1 / ${photoCount}`).waitFor();
      // The page behind does not scroll.
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
      await page.keyboard.press('ArrowRight');
      await box.getByText(`2 / ${photoCount}`).waitFor();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await box.getByText(`${photoCount} / ${photoCount}`).waitFor();

      // A drag to the left turns to the next picture (wrapping round to the first).
      const centre = { x: DESKTOP.width / 2, y: DESKTOP.height / 2 };
      await page.mouse.move(centre.x, centre.y);
      await page.mouse.down();
      await page.mouse.move(centre.x - 60, centre.y, { steps: 4 });
      await page.mouse.move(centre.x - 160, centre.y, { steps: 4 });
      await page.mouse.up();
      await box.getByText(`1 / ${photoCount}`).waitFor();

      await box.getByRole('button', { name: '放大' }).click();
      await box.getByTestId('lightbox-zoom').getByText('150%').waitFor();
      expect(await box.locator('img').evaluate((img) => img.style.transform)).toContain('scale(1.5)');
      await box.getByRole('button', { name: '关闭' }).click();
      await box.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

      // The album switcher goes to another album.
      const switcher = page.getByRole('navigation', { name: '切换相册' });
      const other = switcher.getByRole('link').nth(1);
      const otherName = ((await other.textContent()) ?? '').replace(/\d+$/, '');
      await other.click();
      await eventually(() =>
        page.getByTestId('page-banner').getByRole('heading', { level: 1 }).textContent(),
      ).toBe(otherName);
      expect(await other.getAttribute('aria-current')).toBe('page');
    },
  );

  it('says so for an album that does not exist', { timeout: 120_000 }, async () => {
    const page = await open('/photos?id=999999');
    await page.getByText('这个相册不存在了').waitFor();
  });
});

describe('友链 (/link/list)', () => {
  it('welcomes with the blog name and lists the approved links safely', { timeout: 120_000 }, async () => {
    const { body: config } = await api<{ blog_name: string }>('GET', '/config');
    const page = await open('/link/list');
    await page.getByRole('heading', { name: `欢迎来到 ${config.result.blog_name}` }).waitFor();
    const cards = page.locator('[data-testid="link-card"]');
    await eventually(() => cards.count()).toBeGreaterThan(2);
    for (const card of await cards.all()) {
      expect(await card.getAttribute('target')).toBe('_blank');
      expect(await card.getAttribute('rel')).toBe('ugc noopener noreferrer nofollow');
      expect(await card.getAttribute('href')).toMatch(/^https?:\/\//);
    }
  });

  it(
    'asks a guest to log in, refuses a bad address, uploads an avatar and says 等待博主审核通过',
    { timeout: 180_000 },
    async () => {
      const suffix = Date.now().toString(36).slice(-6);
      const username = `link_${suffix}`;
      const password = 'link-pass-1';
      await registerUser(username, password);

      const page = await open('/link/list');
      await page.getByRole('button', { name: '友链申请' }).click();
      // A guest gets the login dialog first; after logging in the form opens by itself.
      // Found by content: the build under test can give two antd dialogs the same labelling id.
      const login = page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: '登录' }) });
      await login.getByLabel('用户账号').fill(username);
      await login.getByLabel('用户密码').fill(password);
      await login.getByLabel('用户密码').press('Enter');
      await login.waitFor({ state: 'hidden' });
      const form = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: '提交申请' }) });
      await form.waitFor();

      const siteName = `测试小站${suffix}`;
      let sent = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/links/add')) sent += 1;
      });
      await form.getByLabel('网站名称').fill(siteName);
      await form.getByLabel('网站描述').fill('一个用来测试友链申请的小站');
      await form.getByLabel('网站地址').fill('ftp://files.example.com');
      await form.getByRole('button', { name: '提交申请' }).click();
      await form.getByText('网站地址必须是 http:// 或 https:// 开头的链接').waitFor();
      await form.getByLabel('网站地址').fill('javascript:alert(1)');
      await form.getByRole('button', { name: '提交申请' }).click();
      await form.getByText('网站地址必须是 http:// 或 https:// 开头的链接').waitFor();
      expect(sent).toBe(0);

      await form.getByTestId('link-avatar-file').setInputFiles({
        name: 'avatar.png',
        mimeType: 'image/png',
        buffer: await solidPng([73, 177, 245], 16),
      });
      await eventually(() => form.getByLabel('网站头像').inputValue()).toMatch(/^\/media\/uploads\//);

      await form.getByLabel('网站地址').fill('https://tiny.example.com/');
      await form.getByRole('button', { name: '提交申请' }).click();
      await toast(page, '等待博主审核通过').waitFor();
      await form.waitFor({ state: 'hidden' });
      expect(sent).toBe(1);

      // Waiting in the owner's review queue (pending), so not listed yet.
      const { body } = await api<{ list: { site_name: string; url: string; site_avatar: string }[] }>(
        'GET',
        '/admin/links?status=1&size=100',
        undefined,
        await tokenFor(ADMIN.username, ADMIN.password),
      );
      const pending = body.result.list.find((item) => item.site_name === siteName);
      expect(pending).toMatchObject({ url: 'https://tiny.example.com/' });
      expect(pending?.site_avatar).toMatch(/^\/media\/uploads\//);
      expect(await page.locator('[data-testid="link-card"]').filter({ hasText: siteName }).count()).toBe(0);
    },
  );
});

describe('pictures given by address (/link/list, /siteList)', () => {
  it(
    'shows a friend’s avatar and a site’s logo from the blog’s own media, the letter where one cannot be fetched, and logs no CSP error',
    { timeout: 120_000 },
    async () => {
      // A friend's site on this machine (the test server may read 127.0.0.1): good pictures, and a
      // "picture" that is a page.
      const png = await solidPng([255, 114, 66], 48);
      const friend = http.createServer((request, response) => {
        if (request.url === '/avatar.png' || request.url === '/logo.png')
          response.writeHead(200, { 'content-type': 'image/png' }).end(png);
        else response.writeHead(200, { 'content-type': 'image/png' }).end('<!doctype html><p>not a picture');
      });
      await new Promise<void>((resolve) => friend.listen(0, '127.0.0.1', resolve));
      const origin = `http://127.0.0.1:${(friend.address() as AddressInfo).port}`;
      const COPY = /^\/media\/uploads\/images\//;
      try {
        const suffix = Date.now().toString(36).slice(-6);
        const token = await tokenFor(ADMIN.username, ADMIN.password);
        // The owner's saves fetch the pictures before they answer: the answers carry the copies.
        for (const [name, avatar, shown] of [
          [`头像站${suffix}`, `${origin}/avatar.png`, COPY],
          [`坏头像${suffix}`, `${origin}/broken.png`, null],
        ] as const) {
          // From an address of its own: applications are limited to five a minute per address.
          const { status, body } = await api<{ site_avatar: string | null }>(
            'POST',
            '/links/add',
            { site_name: name, url: `https://${suffix}.example.com/`, site_avatar: avatar },
            token,
            anotherVisitor(),
          );
          expect(status).toBe(200);
          if (shown) expect(body.result.site_avatar).toMatch(shown);
          else expect(body.result.site_avatar).toBeNull();
        }
        const category = await api<{ id: number }>(
          'POST',
          '/admin/resources/categories',
          // Last, after the demo's categories the other tests walk through.
          { type: 'front', name: `图标${suffix}`, sort: 9999 },
          token,
        );
        const site = await api<{ logo: string | null }>(
          'POST',
          '/admin/resources/sites',
          {
            category_id: category.body.result.id,
            name: `有图标的站${suffix}`,
            url: `https://${suffix}.example.com/logo`,
            logo: `${origin}/logo.png`,
          },
          token,
        );
        expect(site.body.result.logo).toMatch(COPY);

        const page = await newPage();
        const problems: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') problems.push(message.text());
        });
        // A picture refused (net::ERR_BLOCKED_BY_CSP) or broken; scripts still loading when the test
        // moves on to the next page are cut off by the navigation, which is no failure.
        page.on('requestfailed', (request) => {
          if (request.resourceType() === 'image')
            problems.push(`${request.url()} ${request.failure()?.errorText}`);
        });
        const drawn = (picture: Locator) =>
          eventually(() =>
            picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
          ).toBe(48);

        await page.goto('/link/list');
        const good = page.locator('[data-testid="link-card"]').filter({ hasText: `头像站${suffix}` });
        expect(await good.locator('img').getAttribute('src')).toMatch(COPY);
        await drawn(good.locator('img'));
        const broken = page.locator('[data-testid="link-card"]').filter({ hasText: `坏头像${suffix}` });
        await broken.waitFor();
        expect(await broken.locator('img').count()).toBe(0);
        expect(await broken.getByTestId('letter-avatar').getAttribute('data-letter')).toBe('坏');

        await page.goto(`/siteList?type=front&category=${category.body.result.id}`);
        const logo = page
          .locator('[data-testid="site-card"]')
          .filter({ hasText: `有图标的站${suffix}` })
          .locator('img');
        expect(await logo.getAttribute('src')).toMatch(COPY);
        await drawn(logo);
        await page.waitForLoadState('networkidle');
        expect(problems).toEqual([]);
      } finally {
        await new Promise<void>((resolve) => friend.close(() => resolve()));
      }
    },
  );
});

describe('前端推荐 / 后端推荐 and 网站导航 (/resources, /siteList)', () => {
  it(
    'goes from a category card to its site list and opens sites in a new tab',
    { timeout: 120_000 },
    async () => {
      const { body } = await api<{ id: number; name: string; site_count: number }[]>(
        'GET',
        '/resources/front',
      );
      const { name, site_count: count } = body.result[1]!;
      const page = await open('/resources/front');
      const categories = page.locator('[data-testid="resource-category"]');
      await eventually(() => categories.count()).toBe(body.result.length);
      const second = categories.nth(1);
      expect(await second.textContent()).toContain(`${count} 个网站`);
      await second.click();
      await page.waitForURL(/\/siteList\?type=front&category=\d+$/);
      await eventually(() =>
        page.getByTestId('page-banner').getByRole('heading', { level: 1 }).textContent(),
      ).toBe(name);
      const sites = page.locator('[data-testid="site-card"]');
      await eventually(() => sites.count()).toBe(count);
      for (const site of await sites.all()) {
        expect(await site.getAttribute('target')).toBe('_blank');
        expect(await site.getAttribute('rel')).toContain('noopener');
      }

      // 全部 lists every front-end site; the back link returns to the categories.
      await page.getByRole('navigation', { name: '切换分类' }).getByRole('link', { name: '全部' }).click();
      await eventually(() => sites.count()).toBeGreaterThan(count);
      await page.getByRole('link', { name: '前端推荐' }).first().click();
      await page.waitForURL(/\/resources\/front$/);
    },
  );

  it(
    'shows the back-end categories on /resources/back and refuses a category of the other type',
    { timeout: 120_000 },
    async () => {
      const { body } = await api<{ id: number }[]>('GET', '/resources/front');
      const page = await open('/resources/back');
      await page.getByTestId('page-banner').getByRole('heading', { name: '后端推荐' }).waitFor();
      await eventually(() => page.locator('[data-testid="resource-category"]').count()).toBeGreaterThan(1);
      const frontId = body.result[0]!.id;
      await page.goto(`/siteList?type=back&category=${frontId}`);
      await page.getByText('没有找到这个分类').waitFor();
    },
  );
});
