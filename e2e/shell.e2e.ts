import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { baseUrl, closePages, MOBILE, openPage as open, scrollAndSettle, waitForMotion } from './harness';

afterEach(closePages);

/** The site shell (issue #2): routes, header, drawers, theme, context menu and scrolling. */

const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo(0, top), y);
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** What the header looks like: its background and where it sits. */
function headerLook(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector<HTMLElement>('[data-testid="site-header"]')!;
    const box = header.getBoundingClientRect();
    return { background: getComputedStyle(header).backgroundColor, top: box.top, bottom: box.bottom };
  });
}

const TRANSPARENT = 'rgba(0, 0, 0, 0)';

/** A link of the PC menu. */
const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name, exact: true });

describe('routes', () => {
  it('redirects / to /home and shows the hero', async () => {
    const page = await open('/');
    await page.waitForURL('**/home');
    await expect.poll(() => page.getByRole('button', { name: '向下滚动' }).isVisible()).toBe(true);
    const config = (await (await fetch(`${baseUrl}/api/config`)).json()) as { result: { blog_name: string } };
    expect(await page.locator('h1:visible').first().textContent()).toBe(config.result.blog_name);
  });

  it('shows the 404 page for an unknown path, whose buttons lead back', async () => {
    const page = await open('/category');
    await page.goto('/no/such/page');
    await expect.poll(() => page.getByText('页面走丢了').isVisible()).toBe(true);
    await page.getByRole('button', { name: '返回上一页' }).click();
    await page.waitForURL('**/category');
    await page.goto('/still/nothing');
    await page.getByRole('link', { name: '返回首页' }).click();
    await page.waitForURL('**/home');
  });

  it('lists the categories and tags with their article counts', async () => {
    const page = await open('/category');
    const categories = page.locator('main a[href*="type=category"]');
    await expect.poll(() => categories.count()).toBeGreaterThan(0);
    expect(await categories.first().textContent()).toMatch(/\d+ 篇/);
    await page.goto('/tag');
    await expect.poll(() => page.locator('main a[href*="type=tag"]').count()).toBeGreaterThan(0);
  });

  it('shows a progress bar while navigating', async () => {
    const page = await open('/home');
    // The bar's code is fetched once the page has settled; a click before would go without a bar.
    // So is the service worker's registration (issue #19), which must not share the click's moment.
    await page.waitForFunction(
      () =>
        ['nprogress-', 'service-worker-client-'].every((chunk) =>
          performance.getEntriesByType('resource').some((entry) => entry.name.includes(`/assets/${chunk}`)),
        ),
      undefined,
      { timeout: 20_000 },
    );
    await page.waitForLoadState('networkidle');
    const bar = page.waitForSelector('#nprogress', { state: 'attached', timeout: 3000 });
    await menuLink(page, '分类').click();
    await bar;
    await page.waitForURL('**/category');
  });

  it('hides the footer only on /message/chat', async () => {
    const page = await open('/home');
    const footer = page.getByTestId('site-footer');
    await expect.poll(() => footer.isVisible()).toBe(true);
    const badge = footer.getByRole('link', { name: /Fastify/ });
    expect(await badge.getAttribute('target')).toBe('_blank');
    expect(await badge.getAttribute('rel')).toContain('noopener');
    await page.goto('/message/chat');
    await page.getByRole('region', { name: '聊天室' }).waitFor();
    expect(await footer.count()).toBe(0);
  });
});

describe('header', () => {
  it('is transparent at the top, themed past 50 px, hides scrolling down and returns scrolling up', async () => {
    const page = await open('/home');
    await expect.poll(async () => (await headerLook(page)).background).toBe(TRANSPARENT);

    await scrollAndSettle(page, 40);
    expect((await headerLook(page)).background).toBe(TRANSPARENT);

    await scrollTo(page, 400);
    await expect.poll(async () => (await headerLook(page)).bottom).toBeLessThanOrEqual(0);
    expect((await headerLook(page)).background).not.toBe(TRANSPARENT);

    await scrollTo(page, 250);
    await expect.poll(async () => (await headerLook(page)).top).toBe(0);
    expect((await headerLook(page)).background).not.toBe(TRANSPARENT);

    await scrollTo(page, 0);
    await expect.poll(async () => (await headerLook(page)).background).toBe(TRANSPARENT);
  });

  it('has the PC menu with the 更多 submenu, and 音乐 opens the player', async () => {
    const page = await open('/archives');
    const nav = page.getByRole('navigation', { name: '主菜单' });
    for (const name of ['主页', '时间轴', '分类', '相册', '说说', '留言']) {
      expect(await nav.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }
    expect(await nav.getByRole('button', { name: '登录' }).isVisible()).toBe(true);

    const front = nav.getByRole('link', { name: '前端推荐' });
    expect(await front.isVisible()).toBe(false);
    await nav.getByRole('button', { name: '更多' }).hover();
    await expect.poll(() => front.isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: '后端推荐' }).isVisible()).toBe(true);

    await page.evaluate(() => {
      window.addEventListener('openMusicPlayer', () =>
        document.body.setAttribute('data-music-opened', 'yes'),
      );
    });
    await nav.getByRole('button', { name: '音乐' }).click();
    expect(await page.locator('body').getAttribute('data-music-opened')).toBe('yes');
    const panel = page.getByTestId('player-panel');
    await panel.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.getAttribute('data-open')).toBe('false');

    await nav.getByRole('button', { name: '更多' }).hover();
    await front.click();
    await page.waitForURL('**/resources/front');
    await page.getByRole('heading', { name: '前端推荐' }).waitFor();
  });

  it('keeps every menu name on one line and the blog name whole from 798 px up (tablets: icons only)', async () => {
    for (const width of [800, 900, 1000, 1024, 1100, 1366]) {
      const page = await open('/archives', { width, height: 800 });
      const layout = await page.evaluate(() => {
        const header = document.querySelector('[data-testid="site-header"]')!;
        const brand = header.querySelector<HTMLElement>('a[href="/home"]')!;
        const nav = header.querySelector('nav[aria-label="主菜单"]')!;
        const items = [
          ...nav.querySelectorAll<HTMLElement>(':scope > ul > li > a, :scope > ul > li > div > button'),
        ];
        return {
          brandWhole: brand.scrollWidth <= brand.clientWidth && brand.textContent.trim().length > 0,
          brandRight: brand.getBoundingClientRect().right,
          navLeft: nav.getBoundingClientRect().left,
          headerRight: header.getBoundingClientRect().right,
          navRight: nav.getBoundingClientRect().right,
          tallest: Math.max(...items.map((item) => item.getBoundingClientRect().height)),
          labels: items.map((item) => {
            const label = [...item.children].find(
              (child) => child.tagName === 'SPAN' && !child.matches('[role="img"]'),
            );
            const box = label?.getBoundingClientRect();
            // A name is either shown on one line or visually hidden (the icon stands for it).
            return {
              name: label?.textContent,
              lines: label?.getClientRects().length ?? 0,
              shown: (box?.width ?? 0) > 1,
            };
          }),
        };
      });
      expect(layout.brandWhole, `${width}px: blog name whole`).toBe(true);
      expect(layout.brandRight, `${width}px: name clear of the menu`).toBeLessThanOrEqual(layout.navLeft);
      expect(layout.navRight, `${width}px: menu inside the header`).toBeLessThanOrEqual(layout.headerRight);
      expect(layout.tallest, `${width}px: one-line items`).toBeLessThanOrEqual(44);
      for (const label of layout.labels)
        expect(label.lines, `${width}px: ${label.name}`).toBeLessThanOrEqual(1);
      // Names are shown where they fit, icons alone on tablets.
      expect(layout.labels.every((label) => label.shown)).toBe(width >= 1100);
      await page.context().close();
    }
  });

  it('opens the 搜索 dialog from the search button', async () => {
    const page = await open('/home');
    await page.getByRole('button', { name: '搜索' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByText('搜索', { exact: true }).isVisible()).toBe(true);
    expect(await dialog.getByPlaceholder('请输入搜索内容').isVisible()).toBe(true);
  });
});

describe('overlays', () => {
  it('fetch their code once the page has settled, so a first open downloads no script', async () => {
    const page = await open('/home');
    await page.locator('html[data-hydrated="true"]').waitFor();
    // 搜索, 登录, the player panel and its engine arrive in the browser's idle time after the load,
    // and so does the service worker's registration (issue #19), a little later.
    await page.waitForFunction(
      () => {
        const scripts = performance.getEntriesByType('resource').map((entry) => entry.name);
        const chunks = [
          'search-dialog-',
          'login-dialog-',
          'player-panel-',
          'audio-engine-',
          'service-worker-client-',
        ];
        return chunks.every((chunk) =>
          scripts.some((name) => name.includes(`/assets/${chunk}`) && name.endsWith('.js')),
        );
      },
      undefined,
      { timeout: 20_000 },
    );
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') fetched.push(request.url());
    });

    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await page.getByRole('dialog').getByPlaceholder('请输入搜索内容').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: '登录' }).click();
    await page.getByRole('dialog').getByRole('tab').first().waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: '打开音乐播放器' }).click();
    await page.locator('[data-testid="player-panel"][data-open="true"]').waitFor();
    expect(fetched).toEqual([]);
  });
});

describe('mobile drawer', () => {
  it('replaces the PC menu under 798 px with a 60% drawer from the left', async () => {
    const page = await open('/home', { ...MOBILE, mobile: true });
    expect(await page.getByRole('navigation', { name: '主菜单' }).count()).toBe(0);
    await page.getByRole('button', { name: '打开菜单' }).click();

    const drawer = page.locator('.mobile-nav-drawer');
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    const box = (await drawer.boundingBox())!;
    expect(box.width).toBeCloseTo(MOBILE.width * 0.6, 0);

    const menu = page.getByRole('navigation', { name: '移动端菜单' });
    for (const name of [
      '主页',
      '时间轴',
      '分类',
      '标签',
      '相册',
      '说说',
      '留言',
      '友链',
      '前端推荐',
      '后端推荐',
    ]) {
      expect(await menu.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }
    expect(await page.getByRole('button', { name: '去登录' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: '退出' }).count()).toBe(0);
    await expect.poll(() => page.locator('.mobile-nav-drawer').getByText(/^\d+$/).count()).toBe(3);

    await menu.getByRole('link', { name: '标签', exact: true }).click();
    await page.waitForURL('**/tag');
    await expect.poll(async () => (await drawer.boundingBox())?.x ?? -1).toBeLessThan(0);

    // Escape and a tap beside the drawer close it too, and the page behind scrolls again.
    await page.getByRole('button', { name: '打开菜单' }).click();
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    expect(await page.locator('html').evaluate((html) => getComputedStyle(html).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await drawer.boundingBox())?.x ?? -1).toBeLessThan(0);
    await page.getByRole('button', { name: '打开菜单' }).click();
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    await page.mouse.click(MOBILE.width - 20, MOBILE.height / 2);
    await expect.poll(async () => (await drawer.boundingBox())?.x ?? -1).toBeLessThan(0);
    expect(await page.locator('html').evaluate((html) => getComputedStyle(html).overflow)).not.toBe('hidden');
  });
});

describe('theme', () => {
  it('follows the system on a first visit', async () => {
    const page = await open('/home', { colorScheme: 'dark' });
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
  });

  it('toggles light/dark and keeps the choice under useDarkKEY across reloads', async () => {
    const page = await open('/home');
    const html = page.locator('html');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await html.getAttribute('data-theme')).toBe('light');
    const light = await background();

    await page.getByRole('button', { name: '切换主题' }).click();
    await expect.poll(() => html.getAttribute('data-theme')).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('useDarkKEY'))).toBe('dark');
    await expect.poll(background).not.toBe(light);

    await page.reload();
    await page.locator('[data-testid="site-header"]').waitFor();
    expect(await html.getAttribute('data-theme')).toBe('dark');
    expect(await background()).not.toBe(light);
  });
});

describe('context menu', () => {
  const menu = (page: Page) => page.getByRole('menu', { name: '快捷菜单' });

  it('opens at the cursor instead of the browser menu, and any click closes it', async () => {
    const page = await open('/category');
    await page.mouse.click(300, 420, { button: 'right' });
    await expect.poll(() => menu(page).isVisible()).toBe(true);
    await waitForMotion(menu(page));
    const box = (await menu(page).boundingBox())!;
    expect(Math.round(box.x)).toBe(300);
    expect(Math.round(box.y)).toBe(420);
    for (const name of [
      '刷新页面',
      '后退',
      '前进',
      '复制链接',
      '深色模式',
      '添加友链',
      '随便逛逛',
      '全部分类',
    ]) {
      expect(await menu(page).getByRole('menuitem', { name }).isVisible(), name).toBe(true);
    }

    await page.mouse.click(700, 600);
    await expect.poll(() => menu(page).isVisible()).toBe(false);
  });

  it('stays inside the viewport near the right and bottom edges', async () => {
    for (const size of [{ width: 1366, height: 768 }, MOBILE]) {
      const page = await open('/category', size);
      await page.mouse.click(size.width - 4, size.height - 4, { button: 'right' });
      await expect.poll(() => menu(page).isVisible()).toBe(true);
      const box = (await menu(page).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      expect(box.y + box.height).toBeLessThanOrEqual(size.height);
    }
  });

  it('copies the link with a toast', async () => {
    const page = await open('/tag');
    await page.mouse.click(400, 400, { button: 'right' });
    await menu(page).getByRole('menuitem', { name: '复制链接' }).click();
    await page.getByText('链接已复制到剪贴板').waitFor();
    // docs/spec.md §8: a copy also shows what was copied.
    await page.getByText(`已复制：${page.url()}`).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    expect(await menu(page).isVisible()).toBe(false);
  });

  it('labels the theme item with the mode it switches to', async () => {
    const page = await open('/category');
    await page.mouse.click(400, 400, { button: 'right' });
    await menu(page).getByRole('menuitem', { name: '深色模式' }).click();
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
    await page.mouse.click(400, 400, { button: 'right' });
    expect(await menu(page).getByRole('menuitem', { name: '浅色模式' }).isVisible()).toBe(true);
  });

  it('goes to all categories and the friend links', async () => {
    const page = await open('/tag');
    await page.mouse.click(400, 400, { button: 'right' });
    await menu(page).getByRole('menuitem', { name: '全部分类' }).click();
    await page.waitForURL('**/category');
    await page.mouse.click(400, 400, { button: 'right' });
    await menu(page).getByRole('menuitem', { name: '添加友链' }).click();
    await page.waitForURL('**/link/list');
  });
});

describe('scrolling', () => {
  it('shows 回到顶部 after 200 px, which scrolls back up', async () => {
    const page = await open('/home');
    const toTop = page.getByRole('button', { name: '回到顶部' });
    expect(await toTop.isVisible()).toBe(false);
    await scrollAndSettle(page, 150);
    // Its code comes at the first scroll; once here (hidden from the accessibility tree, so found by
    // its label), it has read where the page is.
    await page.locator('button[aria-label="回到顶部"]').waitFor({ state: 'attached' });
    await scrollAndSettle(page, 160);
    expect(await toTop.isVisible()).toBe(false);
    await scrollTo(page, 500);
    await expect.poll(() => toTop.isVisible()).toBe(true);
    await toTop.click();
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  it('shows the back arrow on the home page for pointer devices only', async () => {
    const desktop = await open('/home');
    const back = (page: Page) => page.getByRole('button', { name: '返回', exact: true });
    expect(await back(desktop).isVisible()).toBe(true);
    await menuLink(desktop, '分类').click();
    await desktop.waitForURL('**/category');
    await expect.poll(() => back(desktop).count()).toBe(0);

    const phone = await open('/home', { ...MOBILE, mobile: true });
    await phone.getByRole('button', { name: '向下滚动' }).waitFor();
    expect(await back(phone).count()).toBe(0);
  });

  it('starts other pages at the top but keeps /home alive, scroll position included', async () => {
    const page = await open('/home', { width: 1366, height: 600 });
    await page.getByRole('button', { name: '向下滚动' }).waitFor();
    await page.locator('main h1').filter({ hasText: /\S/ }).waitFor();
    // Mark the live DOM: a remounted page would come back without the mark.
    await page.evaluate(() =>
      document.querySelector('main [data-testid="page-banner"]')!.setAttribute('data-kept', '1'),
    );
    await scrollAndSettle(page, 440);
    // Scrolling up a little brings the header back.
    await scrollTo(page, 420);
    await expect.poll(async () => (await headerLook(page)).top).toBe(0);

    await menuLink(page, '分类').click();
    await page.waitForURL('**/category');
    await expect.poll(() => scrollY(page)).toBe(0);

    await menuLink(page, '主页').click();
    await page.waitForURL('**/home');
    await expect.poll(() => scrollY(page)).toBe(420);
    expect(await page.locator('[data-testid="page-banner"][data-kept="1"]').isVisible()).toBe(true);
  });
});
