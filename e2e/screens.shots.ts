import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach, describe, it } from 'vitest';
import { adminPage, api, DESKTOP, MOBILE, newPage, type PageOptions } from './harness';

/**
 * `npm run shots`: screenshots of every public page and console section, desktop and phone, light and
 * dark, written to /tmp/shots/<size>-<scheme>/ for people to look at. Not part of `npm test`: a
 * picture asserts nothing. What they showed that can be checked (nothing spills sideways on a phone,
 * the console's cards follow the theme) is checked by the browser tests.
 */

const ROOT = '/tmp/shots';

const variants = [
  { size: 'desktop', viewport: DESKTOP },
  { size: 'phone', viewport: MOBILE },
] as const;
const schemes = ['light', 'dark'] as const;

const pages: Page[] = [];
afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});

function options(size: 'desktop' | 'phone', scheme: 'light' | 'dark'): PageOptions {
  const viewport = size === 'phone' ? MOBILE : DESKTOP;
  return { ...viewport, colorScheme: scheme, mobile: size === 'phone' };
}

/**
 * Waits until the page looks as it will stay: the network idle, fonts in, the pictures in view
 * loaded (or failed) and every running animation or transition that ends (opening motions, a cover
 * fading in once it has loaded) ended; twice over, since a picture that arrives can start a
 * transition of its own. The test's own timeout bounds it.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const inView = (img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
    };
    await document.fonts.ready;
    for (let round = 0; round < 2; round++) {
      // Lazy pictures that came into view start loading in the next frames.
      await frame();
      await frame();
      const pictures = [...document.images].filter((img) => inView(img) && !img.complete);
      const loads = pictures.map(
        (img) =>
          new Promise((resolve) => {
            img.addEventListener('load', resolve);
            img.addEventListener('error', resolve);
          }),
      );
      await Promise.all(loads);
      await frame();
      const ending = document
        .getAnimations()
        // Only what runs and ends: a paused or endless animation (a spinner, the danmaku) never finishes.
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined));
      await Promise.all(ending);
    }
  });
}

async function shoot(page: Page, size: string, scheme: string, name: string, fullPage = false) {
  await settled(page);
  const folder = `${ROOT}/${size}-${scheme}`;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: `${folder}/${name}.png`, fullPage });
}

describe('public pages', () => {
  for (const { size } of variants) {
    for (const scheme of schemes) {
      it(`${size} ${scheme}`, { timeout: 300_000 }, async () => {
        const { body } = await api<{ id: number }[]>('GET', '/resources/front');
        const category = body.result[0]?.id ?? 0;
        const page = await newPage(options(size, scheme));
        pages.push(page);
        const routes: [string, string][] = [
          ['home', '/home'],
          ['article', '/article?id=1'],
          ['archives', '/archives'],
          ['category', '/category'],
          ['tag', '/tag'],
          ['talk', '/talk'],
          ['photo-album', '/photoAlbum'],
          ['photos', '/photos'],
          ['link-list', '/link/list'],
          ['resources-front', '/resources/front'],
          ['site-list', `/siteList?type=front&category=${category}`],
          ['message-list', '/message/list'],
        ];
        for (const [name, route] of routes) {
          await page.goto(route);
          await page.getByTestId('site-header').waitFor();
          await shoot(page, size, scheme, name);
          // Past the banner, where the content starts.
          await page.evaluate(() => window.scrollTo(0, window.innerHeight * 0.8));
          await shoot(page, size, scheme, `${name}-content`);
        }
        // A talk with its comments open.
        await page.goto('/talk');
        const first = page.getByTestId('talk-card').first();
        await first.getByRole('button', { name: /^评论/ }).click();
        await first.getByTestId('comments').waitFor();
        await first.locator('[id$="-comments"]').evaluate((element) => element.scrollIntoView());
        await shoot(page, size, scheme, 'talk-comments');
        // A picture opened large.
        await page.goto('/photos');
        await page.getByTestId('photo-grid').getByRole('button').first().click();
        await page.getByRole('dialog', { name: '图片预览' }).waitFor();
        await shoot(page, size, scheme, 'lightbox');
      });
    }
  }
});

describe('the console', () => {
  const sections: [string, string][] = [
    ['dashboard', '/admin'],
    ['users', '/admin/users'],
    ['resources', '/admin/resources'],
    ['music', '/admin/music'],
    ['site', '/admin/site'],
    ['site-headers', '/admin/site?tab=headers'],
    ['talks', '/admin/talks'],
    ['albums', '/admin/albums'],
    ['links', '/admin/links'],
    ['moderation', '/admin/moderation'],
    ['moderation-comments', '/admin/moderation?tab=comments'],
  ];
  for (const { size } of variants) {
    for (const scheme of schemes) {
      it(`${size} ${scheme}`, { timeout: 300_000 }, async () => {
        const page = await adminPage('/admin', options(size, scheme));
        pages.push(page);
        for (const [name, route] of sections) {
          await page.goto(route);
          await page.getByTestId('admin-shell').waitFor();
          await page.locator('.ant-card').first().waitFor();
          await page
            .locator('.ant-skeleton, .ant-spin-spinning')
            .first()
            .waitFor({ state: 'detached' })
            .catch(() => undefined);
          await shoot(page, size, scheme, `admin-${name}`, true);
        }
      });
    }
  }
});
