import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ADMIN,
  api,
  closePages,
  demoLibrarySongs,
  eventually,
  newPage,
  toastCard,
  tokenFor,
  type PageOptions,
} from './harness';

afterEach(closePages);

/** Offline reading (issue #19): the web app manifest and the service worker (README "Offline reading"). */

const WORKER = '/service-worker.js';
/** The worker as the test server serves it: the web app's build, where the server finds it by default. */
const BUILT_WORKER = path.resolve(import.meta.dirname, '../apps/web/dist/service-worker.js');

/**
 * Writes a built file as a deploy does: the file and the compressed copies the server sends in its
 * place (apps/web vite.config.ts precompress).
 */
function deploy(file: string, content: string): void {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

/** The demo articles' ids, newest first. */
async function articleIds(): Promise<number[]> {
  const { body } = await api<{ list: { id: number }[] }>('GET', '/article/blogHomeGetArticleList/1/999');
  return body.result.list.map((article) => article.id);
}

/** A page whose service worker has taken it over (the app registers it once the page has settled). */
async function controlledPage(path: string, options: PageOptions = {}): Promise<Page> {
  const page = await newPage({ ...options, serviceWorkers: 'allow' });
  await page.goto(path);
  await eventually(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toContain(
    WORKER,
  );
  return page;
}

/** Whether the worker's caches hold an answer for this address (of the page's origin). */
const kept = (page: Page, path: string) =>
  page.evaluate(async (url) => Boolean(await caches.match(url)), path);

/** Every address the worker's caches hold, the precache included. */
const keptAddresses = (page: Page) =>
  page.evaluate(async () => {
    const addresses: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys())
        addresses.push(new URL(request.url).pathname);
    }
    return addresses;
  });

/** A navigation without the harness's wait for hydration: the offline page has no app to hydrate. */
const navigate = (page: Page, path: string) => page.mainFrame().goto(path);

const offline = (context: BrowserContext) => context.setOffline(true);

describe('offline reading', () => {
  it('shows an article read before when the network is gone, and the offline page for one never read', async () => {
    const [read, unread] = await articleIds();
    const page = await controlledPage(`/article?id=${read}`);
    const title = (await page.locator('h1').first().textContent())!.trim();
    expect(title).not.toBe('');
    // The page the first worker arrived on is fetched again for its cache.
    await eventually(() => kept(page, `/article?id=${read}`)).toBe(true);

    await offline(page.context());
    await page.reload();
    await expect.poll(() => page.locator('h1').first().textContent()).toContain(title);
    expect(await page.getByTestId('article-content').innerText()).not.toBe('');
    expect(await page.getByText('当前离线').count()).toBe(0);

    await navigate(page, `/article?id=${unread}`);
    await eventually(() => page.getByRole('heading', { name: '当前离线' }).isVisible()).toBe(true);
    expect(await page.getByText('这个页面还没有缓存，联网后再读').isVisible()).toBe(true);
    expect(await page.title()).toBe('当前离线');

    // Back online, 重新加载 brings the very page asked for.
    await page.context().setOffline(false);
    await page.getByRole('link', { name: '重新加载' }).click();
    await eventually(() => page.url()).toContain(`/article?id=${unread}`);
    await eventually(() => page.getByTestId('article-content').isVisible()).toBe(true);
  });

  it('goes back and forth between two articles read before from a kept /home, offline, and says 当前离线 for one never read', async () => {
    const [first, second] = (await articleIds()) as [number, number];
    const page = await controlledPage(`/article?id=${first}`);
    // The kept /home stays in the page, hidden, with its own heading.
    const heading = () => page.locator('h1:visible').first().textContent();
    const firstTitle = (await heading())!.trim();
    // What a link back needs beside the page: the article's API read and its inline style sheets,
    // which the browser read from the page and never fetched.
    const keptParts = async (id: number) =>
      (await kept(page, `/api/article/getArticleById/${id}`)) &&
      (await page.evaluate(async () => {
        const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')];
        const found = await Promise.all(links.map(async (link) => Boolean(await caches.match(link.href))));
        return links.length > 0 && found.every(Boolean);
      }));
    await eventually(() => keptParts(first)).toBe(true);
    await page.goto(`/article?id=${second}`);
    const secondTitle = (await heading())!.trim();
    await eventually(() => keptParts(second)).toBe(true);
    await page.goto('/home');

    const card = (id: number) => page.locator(`a[href="/article?id=${id}"]`).first();
    const open = async (id: number, title: string) => {
      await card(id).click();
      await eventually(heading).toContain(title);
      await eventually(() => page.getByTestId('article-content').innerText()).not.toBe('');
    };
    // The network goes while /home is open: the reads come from the worker.
    await offline(page.context());
    await open(first, firstTitle);
    await page.goBack();
    // A new visit: nothing of the articles is in the page's memory, everything comes from the worker.
    await page.reload();
    await open(second, secondTitle);
    await page.goBack();
    await open(first, firstTitle);
    expect(await page.getByTestId('error-page').count()).toBe(0);

    // An article never read: its page's code is here, its text is not. 当前离线 with 重新加载 and
    // 回到首页 (the route's error page, as for code that did not come), not 文章加载失败了 with 重试.
    await page.goBack();
    const unread = (await articleIds()).find((id) => id !== first && id !== second)!;
    await card(unread).click();
    await eventually(() => page.getByRole('heading', { name: '当前离线' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: '重新加载' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: '回到首页' }).isVisible()).toBe(true);
    expect(await page.getByText('文章加载失败了').count()).toBe(0);
    // Four pages read, one read again and one never read offline, each waiting for the app on a busy machine.
  }, 120_000);

  it('never serves the console from its caches, nor keeps it', async () => {
    const page = await controlledPage('/home');
    await navigate(page, '/admin');
    await eventually(() => page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
    const addresses = await keptAddresses(page);
    expect(addresses.length).toBeGreaterThan(0);
    expect(
      addresses.filter((address) => address.startsWith('/admin') || address.startsWith('/api/admin')),
    ).toEqual([]);

    await offline(page.context());
    await expect(navigate(page, '/admin')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  });

  it('keeps a guest’s public reads, and nothing asked for with a login token', async () => {
    const page = await controlledPage('/home');
    const read = (path: string, token?: string) =>
      page.evaluate(
        async ({ path, token }) => {
          const response = await fetch(path, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
          return response.status;
        },
        { path, token },
      );
    // Reads the home page does not make itself.
    expect(await read('/api/photoAlbum/getAllAlbumList')).toBe(200);
    await eventually(() => kept(page, '/api/photoAlbum/getAllAlbumList')).toBe(true);
    const [article] = await articleIds();
    const recommended = `/api/article/getRecommendArticleById/${article}`;
    expect(await read(recommended, await tokenFor(ADMIN.username, ADMIN.password))).toBe(200);
    expect(await read('/api/user/getUserInfoById/1')).toBe(200);
    const addresses = await keptAddresses(page);
    expect(addresses).not.toContain(recommended);
    expect(addresses).not.toContain('/api/user/getUserInfoById/1');
  });

  it('lets a write go to the network: online it reaches the server, offline it fails as any fetch would', async () => {
    const page = await controlledPage('/home');
    const post = () =>
      page.evaluate(() =>
        fetch('/api/message/getMessageList', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ current: 1, size: 5 }),
        }).then(
          (response) => ({ status: response.status, error: '' }),
          (error: unknown) => ({ status: 0, error: String(error) }),
        ),
      );
    const answered = page.waitForResponse((response) =>
      response.url().endsWith('/api/message/getMessageList'),
    );
    expect((await post()).status).toBe(200);
    expect((await answered).fromServiceWorker()).toBe(false);

    await offline(page.context());
    expect(await post()).toEqual({ status: 0, error: 'TypeError: Failed to fetch' });
  });

  it('leaves audio to the browser: a Range request through the page still gets 206 from the server', async () => {
    await demoLibrarySongs();
    const page = await controlledPage('/home');
    const songUrl = await page.evaluate(async () => {
      const toplist = (await (await fetch('/wapi/toplist/detail')).json()) as { list: { id: number }[] };
      const playlist = (await (await fetch(`/wapi/playlist/detail?id=${toplist.list[3]!.id}`)).json()) as {
        songs: { id: number }[];
      };
      return `/media/music/${playlist.songs[0]!.id}`;
    });
    const answers: Response[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith(songUrl)) answers.push(response);
    });
    const ranged = await page.evaluate(async (url) => {
      const response = await fetch(url, { headers: { Range: 'bytes=0-99' } });
      return { status: response.status, bytes: (await response.arrayBuffer()).byteLength };
    }, songUrl);
    expect(ranged).toEqual({ status: 206, bytes: 100 });
    // An <audio> element streams it as the player does.
    await page.evaluate((url) => {
      const audio = document.createElement('audio');
      audio.src = url;
      audio.muted = true;
      document.body.append(audio);
      void audio.play();
    }, songUrl);
    await eventually(() => answers.filter((answer) => answer.status() === 206).length).toBeGreaterThan(1);
    expect(answers.every((answer) => !answer.fromServiceWorker())).toBe(true);
    expect(await keptAddresses(page)).not.toContain(songUrl);
  });
});

describe('installing', () => {
  it('links a valid manifest with the blog’s name and icons, and Chromium finds the site installable', async () => {
    const page = await controlledPage('/home', { wholeBrowser: true });
    expect(await page.locator('link[rel=manifest]').getAttribute('href')).toBe('/manifest.webmanifest');
    const { body: config } = await api<{ blog_name: string }>('GET', '/config');
    const manifest = await page.evaluate(async () => {
      const response = await fetch('/manifest.webmanifest');
      return {
        type: response.headers.get('content-type'),
        json: (await response.json()) as Record<string, unknown>,
      };
    });
    expect(manifest.type).toContain('application/manifest+json');
    expect(manifest.json).toMatchObject({
      id: '/',
      name: config.result.blog_name,
      start_url: '/',
      display: 'standalone',
      lang: 'zh-CN',
    });
    const icons = manifest.json.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const size = await page.evaluate(async (src) => {
        const bitmap = await createImageBitmap(await (await fetch(src)).blob());
        return `${bitmap.width}x${bitmap.height}`;
      }, icon.src);
      expect(size, icon.src).toBe(icon.sizes);
    }

    // What Chromium's install prompt checks: the manifest, its icons, a page served by the site.
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // A test's browser context is a private window, where Chromium offers no install; nothing else is missing.
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
    const { appId } = (await cdp.send('Page.getAppId')) as { appId?: string };
    expect(appId).toMatch(/\/$/);
  });
});

describe('updates', () => {
  it('announces a new version with 新版本可用 and reloads once into it on 刷新', async () => {
    const page = await controlledPage('/home');
    const firstWorker = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL,
    );
    expect(firstWorker).toContain(WORKER);
    // A new version is deployed: the server's worker script changes (by a comment), and the
    // browser's next check for updates finds it.
    const original = readFileSync(BUILT_WORKER, 'utf8');
    deploy(BUILT_WORKER, `${original}\n// a new version\n`);
    try {
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    } finally {
      deploy(BUILT_WORKER, original);
    }

    const notice = toastCard(page, '博客已更新，刷新后使用新版本');
    await eventually(() => notice.isVisible()).toBe(true);
    expect(await notice.innerText()).toContain('新版本可用');
    // A mark the page loses when it reloads.
    await page.evaluate(() => ((window as { beforeUpdate?: boolean }).beforeUpdate = true));

    let loads = 0;
    page.on('load', () => (loads += 1));
    await notice.getByRole('button', { name: /刷\s?新/ }).click();
    await eventually(() =>
      page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate ?? false),
    ).toBe(false);
    await eventually(() => page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('true');
    expect(loads).toBe(1);
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          waiting: Boolean(registration?.waiting),
          controlled: Boolean(navigator.serviceWorker.controller),
        };
      }),
    ).toEqual({ waiting: false, controlled: true });
    expect(await toastCard(page, '博客已更新').count()).toBe(0);
  });
});
