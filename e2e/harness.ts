import type { PlaylistDetailResponse, ToplistResponse } from '@blog/contract';
import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeEach, expect, inject, vi } from 'vitest';

/**
 * This worker's blog, started by global-setup.ts: the files of one worker run one after another on it,
 * the other workers' files on blogs of their own.
 */
const servers = inject('servers');
export const e2eServer = servers[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % servers.length]!;

/** Address of this worker's blog. */
export const baseUrl = e2eServer.baseUrl;

export const DESKTOP = { width: 1366, height: 768 } as const;
export const MOBILE = { width: 390, height: 844 } as const;

/**
 * Debian's headless shell (package chromium-headless-shell): Chromium's pages without the browser
 * around them, about a third faster than the whole browser on the suite here (shell.e2e 295 → 206 s),
 * as Playwright's own runs use. The whole browser (`wholeBrowser`) for what only it does: judging a
 * site installable. CHROMIUM_PATH names another for both.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const WHOLE_BROWSER = '/usr/bin/chromium';
const executablePath = {
  shell: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : WHOLE_BROWSER),
  whole: process.env.CHROMIUM_PATH ?? WHOLE_BROWSER,
};

const browsers: Partial<Record<keyof typeof executablePath, Promise<Browser>>> = {};

/** The pages this test file has opened (each in a context of its own), closed after the file. */
const openPages: Page[] = [];

/**
 * The pages the running test opened, closed when it ends: a page left open keeps running its
 * timers, animations and requests beside every later test of the file, on a machine with two cores.
 * Pages a file opens in `beforeAll` are for all its tests and stay until the file ends.
 */
const testPages: Page[] = [];
let inTest = false;
beforeEach(() => {
  inTest = true;
});
afterEach(async () => {
  inTest = false;
  const ended = testPages.splice(0);
  for (const page of ended) if (openPages.includes(page)) openPages.splice(openPages.indexOf(page), 1);
  await Promise.all(
    ended.map((page) =>
      page
        .context()
        .close()
        .catch(() => undefined),
    ),
  );
});

function sharedBrowser(kind: keyof typeof executablePath): Promise<Browser> {
  browsers[kind] ??= chromium.launch({
    executablePath: executablePath[kind],
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  return browsers[kind];
}

export interface PageOptions {
  width?: number;
  height?: number;
  colorScheme?: 'light' | 'dark';
  /** A phone: touch events and a mobile user agent. */
  mobile?: boolean;
  /** JavaScript off: the pages as the server sends them, as a reader without scripts sees them. */
  noScripts?: boolean;
  /** Cookies and local storage to start with (a saved login). */
  storageState?: BrowserContextOptions['storageState'];
  /** Sent with every request: `anotherVisitor()` makes the page a visitor of an address of its own. */
  headers?: Record<string, string>;
  /**
   * The blog's service worker (offline reading) runs only where a test asks for it: elsewhere the
   * pages go to the server as without one, and `page.route` sees every request.
   */
  serviceWorkers?: 'allow' | 'block';
  /** Another blog than the run's shared one (a file that starts a server of its own). */
  baseUrl?: string;
  /** The whole browser rather than the headless shell: for what only it does (installability). */
  wholeBrowser?: boolean;
  /**
   * Motion as most visitors have it. Without it a page is opened as for a visitor who asks for
   * reduced motion: the blog then runs no endless animation, which in a headless browser (no GPU)
   * costs a core to composite as long as the page is open; the suite ran CPU-bound on it. Tests of
   * an animation or of what motion changes ask for motion.
   */
  motion?: boolean;
}

/**
 * A toast of the blog's one toast system (docs/spec.md §8, web lib/toast.ts): an antd notification card
 * with this text, whatever its level.
 */
export const toastCard = (page: Page, text: string): Locator =>
  page.locator('.ant-notification-notice').filter({ hasText: text }).first();

/** What a toast card says and how: its level (its colour) and its title. */
export async function toastLook(card: Locator): Promise<{ level: string; title: string }> {
  await card.waitFor();
  const level = /ant-notification-notice-(success|error|warning|info)\b/.exec(
    (await card.getAttribute('class')) ?? '',
  )?.[1];
  const title = await card.locator('.ant-notification-notice-title').textContent();
  return { level: level ?? '', title: title ?? '' };
}

/**
 * Waits until the app on the page is React's: a server-rendered page shows (and its header exists)
 * before its scripts have run, so a test that clicks at once would click dead markup.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.hydrated === 'true',
  );
}

/**
 * Scrolls to a page's comments as a reader does and waits for them: below the fold they load only
 * once the reader comes near them or starts scrolling (web components/use-wanted.ts).
 */
export async function reachComments(page: Page): Promise<Locator> {
  await waitForHydration(page);
  const comments = page.getByTestId('comments');
  // The placeholder may turn into the comments while it is being scrolled to: then scroll to those.
  await page
    .getByLabel('评论加载中')
    .or(comments)
    .first()
    .scrollIntoViewIfNeeded()
    .catch(() => undefined);
  await comments.scrollIntoViewIfNeeded();
  return comments;
}

/**
 * Prints what the app itself reports as broken (an uncaught error, a part that a QuietBoundary took
 * off the page), so a failing test's log says why the part it waited for never came.
 */
function reportCrashes(page: Page): void {
  page.on('pageerror', (error) =>
    console.error(`[page error] ${page.url()}\n${error.stack ?? error.message}`),
  );
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('[blog]')) {
      console.error(`[console] ${page.url()}\n${message.text()}`);
    }
  });
}

/**
 * Runs `act` (a scroll, a wheel turn) and resolves once the page has handled what it caused: the
 * `type` event (scroll, wheel) has reached the window and two frames have been drawn since, so a
 * state the app sets in its listener has been rendered. For checks that something did not change,
 * which no wait for a change can tell.
 */
export async function afterEvent(page: Page, type: 'scroll' | 'wheel', act: () => Promise<unknown>) {
  await page.evaluate((name) => {
    const seen = new Promise<void>((resolve) =>
      window.addEventListener(name, () => resolve(), { once: true, capture: true, passive: true }),
    );
    (window as unknown as { __afterEvent?: Promise<void> }).__afterEvent = seen.then(
      () =>
        new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
  }, type);
  await act();
  await page.evaluate(() => (window as unknown as { __afterEvent?: Promise<void> }).__afterEvent);
}

/** Scrolls the window to `y` and waits until the page has handled the scroll (`afterEvent`). */
export async function scrollAndSettle(page: Page, y: number): Promise<void> {
  if ((await page.evaluate(() => window.scrollY)) === y) return;
  await afterEvent(page, 'scroll', () => page.evaluate((top) => window.scrollTo(0, top), y));
}

/**
 * Waits until `target` has stopped moving: no opening animation on it or around it (antd's zoom and
 * slide motions, named `…-appear`/`…-enter` while they run). A click aimed while a dialog still
 * zooms in can land beside its target, since the target moves between aiming and clicking.
 */
export async function waitForMotion(target: Locator): Promise<void> {
  await target.evaluate(async (element) => {
    const opening = /-(appear|enter)(-|\s|$)/;
    const inMotion = () => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (opening.test(node.getAttribute('class') ?? '')) return true;
      }
      return document.getAnimations().some((animation) => {
        const animated = (animation.effect as KeyframeEffect | null)?.target;
        return animation.playState === 'running' && !!animated && animated.contains(element);
      });
    };
    const deadline = performance.now() + 10_000;
    while (inMotion() && performance.now() < deadline) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
}

/**
 * Lets what the page has started finish: the pictures it fetches loaded or failed (an `onerror`
 * smuggled into markup would have run by then), two frames drawn. A check that something did *not* happen follows
 * this instead of a sleep.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    const inView = (image: HTMLImageElement) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight;
    };
    // A lazy picture out of view is not fetched at all, so it is not waited for.
    const loading = [...document.images].filter(
      (image) => !image.complete && (image.loading !== 'lazy' || inView(image)),
    );
    await Promise.all(
      loading.map(
        (image) =>
          new Promise((resolve) => {
            image.addEventListener('load', resolve);
            image.addEventListener('error', resolve);
          }),
      ),
    );
    await frame();
    await frame();
  });
}

/** A page in a fresh browser context (its own storage; Playwright gives each launch a new profile), sized like a desktop unless told otherwise. */
export async function newPage(options: PageOptions = {}): Promise<Page> {
  const contextOptions: BrowserContextOptions = {
    baseURL: options.baseUrl ?? baseUrl,
    viewport: { width: options.width ?? DESKTOP.width, height: options.height ?? DESKTOP.height },
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: options.motion ? 'no-preference' : 'reduce',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    permissions: ['clipboard-read', 'clipboard-write'],
    javaScriptEnabled: !options.noScripts,
    serviceWorkers: options.serviceWorkers ?? 'block',
    ...(options.storageState ? { storageState: options.storageState } : {}),
    ...(options.headers ? { extraHTTPHeaders: options.headers } : {}),
    ...(options.mobile
      ? {
          isMobile: true,
          hasTouch: true,
          userAgent:
            'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
        }
      : {}),
  };
  const context = await (
    await sharedBrowser(options.wholeBrowser ? 'whole' : 'shell')
  ).newContext(contextOptions);
  const page = await context.newPage();
  openPages.push(page);
  if (inTest) testPages.push(page);
  // Room for lazily loaded chunks and long lists on a busy two-core machine.
  page.setDefaultTimeout(30_000);
  reportCrashes(page);
  if (!options.noScripts) {
    // Every full page load (goto, reload) returns once the page has hydrated.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForHydration(page);
      return response;
    };
  }
  return page;
}

/** Closes every page this file has opened so far (a file that wants fresh pages per test: `afterEach(closePages)`). */
export async function closePages(): Promise<void> {
  const closing = openPages.splice(0);
  testPages.splice(0);
  await Promise.all(closing.map((page) => page.context().close()));
}

/** A new page at `route`, once the site's header is there (the layout has rendered). */
export async function openPage(route: string, options: PageOptions = {}): Promise<Page> {
  const page = await newPage(options);
  await page.goto(route);
  await page.getByTestId('site-header').waitFor();
  return page;
}

/** expect.poll with room for lazily loaded chunks, audio and a busy two-core machine. */
export const eventually = <T>(read: () => Promise<T> | T, timeout = 20_000) =>
  expect.poll(read, { timeout, interval: 100 });

/**
 * The demo songs, which the server writes and scans in the background after it starts: waits (up to
 * 90 s) until 全部歌曲 holds them, and names its songs in the order the player lists them.
 */
export async function demoLibrarySongs(): Promise<string[]> {
  const allSongs = async () =>
    ((await (await fetch(`${baseUrl}/wapi/toplist/detail`)).json()) as Partial<ToplistResponse>).list?.[3];
  // vi.waitFor, not expect.poll, which is for tests only: this runs in the files' beforeAll.
  await vi.waitFor(
    async () => {
      if (((await allSongs())?.trackCount ?? 0) < 6)
        throw new Error('the demo library did not appear in 90 s');
    },
    { timeout: 90_000, interval: 500 },
  );
  const { id } = (await allSongs())!;
  const detail = (await (
    await fetch(`${baseUrl}/wapi/playlist/detail?id=${id}`)
  ).json()) as PlaylistDetailResponse;
  return detail.songs.map((song) => song.name);
}

afterAll(async () => {
  await closePages();
  for (const kind of ['shell', 'whole'] as const) {
    await (await browsers[kind])?.close();
    delete browsers[kind];
  }
});

/** The admin account global-setup.ts creates. */
export const ADMIN = { username: 'admin', password: 'e2e-admin-password' } as const;

export interface ApiBody<T> {
  code: number;
  message: string;
  result: T;
}

/** Calls the blog API directly (JSON body, optional bearer token): for arranging and checking data. */
export async function api<T>(
  method: string,
  route: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${baseUrl}/api${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as ApiBody<T> };
}

/** A token for the account, through the real login endpoint. */
/**
 * Headers that make an API call come from a visitor of an address of its own, so per-address limits
 * (registration's three a minute, messages' five) hold per call, not per file.
 */
export const anotherVisitor = () => ({
  'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
});

/**
 * Registers a user through the API as a visitor of an address of their own: registration allows three
 * a minute per address, and the test server, like a blog behind nginx, takes the visitor's address from
 * X-Forwarded-For (global-setup.ts trusts loopback as its proxy).
 */
export async function registerUser(username: string, password: string, nickName = '测试读者'): Promise<void> {
  const { status, body } = await api(
    'POST',
    '/user/register',
    { username, password, nick_name: nickName },
    undefined,
    anotherVisitor(),
  );
  if (status !== 200) throw new Error(`register failed: ${status} ${body.message}`);
}

export async function tokenFor(username: string, password: string): Promise<string> {
  const { body } = await api<{ token: string }>('POST', '/user/login', { username, password });
  if (body.code !== 0) throw new Error(`login failed for ${username}: ${body.message}`);
  return body.result.token;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The admin's login as the browser keeps it, saved by the file's first `adminPage`. */
let adminSession: Promise<StorageState> | undefined;

/** Just the login (the user store, apps/web stores/user-store.ts): not the theme or the player. */
const loginOnly = (state: StorageState): StorageState => ({
  cookies: state.cookies,
  origins: state.origins.map((origin) => ({
    ...origin,
    localStorage: origin.localStorage.filter((item) => item.name === 'userState'),
  })),
});

/** The login dialog (the one with a 登录 tab), whichever button opened it. */
export const loginDialog = (page: Page): Locator =>
  page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: '登录' }) });

/** Fills the open login dialog with an account and sends it (Enter in the password field). */
export async function submitLogin(
  page: Page,
  account: { username: string; password: string },
): Promise<void> {
  const dialog = loginDialog(page);
  await dialog.getByLabel('用户账号').fill(account.username);
  await dialog.getByLabel('用户密码').fill(account.password);
  await dialog.getByLabel('用户密码').press('Enter');
}

/** Logs in through the header's 登录 button and the dialog, and waits for the dialog to close. */
export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: '登录' }).click();
  await submitLogin(page, { username, password });
  await loginDialog(page).waitFor({ state: 'hidden' });
}

/**
 * A page logged in as the admin, at `path` (default the dashboard). A test file's first admin page
 * logs in through the console's own gate (/admin → 登录 → the dialog); the others start from the
 * login that one saved (the token in local storage), so a file logs in through the dialog once.
 */
export async function adminPage(path = '/admin', options: PageOptions = {}): Promise<Page> {
  const saved = await adminSession?.catch(() => undefined);
  if (saved) {
    const page = await newPage({ ...options, storageState: saved });
    await page.goto(path);
    await page.getByTestId('admin-shell').waitFor();
    return page;
  }
  const page = await newPage(options);
  await page.goto('/admin');
  await page.getByRole('button', { name: /^登\s?录$/ }).click();
  await submitLogin(page, ADMIN);
  await page.getByTestId('admin-shell').waitFor();
  adminSession = page.context().storageState().then(loginOnly);
  if (path !== '/admin') await page.goto(path);
  await page.getByTestId('admin-shell').waitFor();
  return page;
}
