import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventually, openPage } from './harness';

/**
 * Errors in Chinese (issue #32): a chunk of the app that does not load — an open tab after the owner
 * upgrades asks for files the server no longer has — reloads the page once, then shows 出错了 in the
 * layout's content area.
 *
 * The chunk is made to fail with Playwright's routing (404 for this page only), not by renaming it in
 * the build the run's one server serves: nothing else sees the missing file, whatever runs beside.
 */

/** The article page's chunk in the web build the server serves. */
function articleChunk(): string {
  const manifest = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../apps/web/dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const chunk = manifest['src/pages/article/article-page.tsx'];
  if (!chunk) throw new Error('the web build has no article page chunk');
  return `/${chunk.file}`;
}

describe('a chunk that does not load', () => {
  it('reloads the page once, then shows 出错了 in Chinese with the header and the player, and its buttons work', async () => {
    const page = await openPage('/home');
    const chunk = articleChunk();
    let asked = 0;
    await page.route(`**${chunk}`, (route) => {
      asked += 1;
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
    });
    let loads = 0;
    page.on('load', () => (loads += 1));

    await page.locator('a[href^="/article?id="]').first().click();
    const errorPage = page.getByTestId('error-page');
    await eventually(() => errorPage.isVisible()).toBe(true);
    // Once reloaded (the first failure), then the page: no second reload.
    expect(loads).toBe(1);
    expect(asked).toBeGreaterThanOrEqual(2);
    expect(page.url()).toContain('/article?id=');
    expect(await page.getByRole('heading', { name: '出错了' }).isVisible()).toBe(true);
    const body = await page.locator('body').innerText();
    expect(body).not.toMatch(/Unexpected Application Error|Hey developer|Unable to preload/);
    // The layout stays around it: the header and the player.
    expect(await page.getByTestId('site-header').isVisible()).toBe(true);
    expect(await page.getByText('听听音乐').first().isVisible()).toBe(true);

    // 重新加载 reloads, and the guard keeps it at the error page (no loop).
    await page.getByRole('button', { name: '重新加载' }).click();
    await eventually(() => loads).toBe(2);
    await eventually(() => errorPage.isVisible()).toBe(true);
    expect(loads).toBe(2);

    // 回到首页 leads home without a reload.
    await page.getByRole('link', { name: '回到首页' }).click();
    await eventually(() => page.url()).toMatch(/\/home$/);
    await eventually(() => page.locator('a[href^="/article?id="]').first().isVisible()).toBe(true);
    expect(await errorPage.count()).toBe(0);
    expect(loads).toBe(2);
  });
});
