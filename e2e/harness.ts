import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';

/** Address of the real server started by global-setup.ts. */
export const baseUrl = inject('baseUrl');

export const DESKTOP = { width: 1366, height: 768 } as const;
export const MOBILE = { width: 390, height: 844 } as const;

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let browser: Promise<Browser> | undefined;

function sharedBrowser(): Promise<Browser> {
  browser ??= chromium.launch({
    executablePath,
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
  return browser;
}

export interface PageOptions {
  width?: number;
  height?: number;
  colorScheme?: 'light' | 'dark';
  /** A phone: touch events and a mobile user agent. */
  mobile?: boolean;
}

/** A page in a fresh browser context (its own storage; Playwright gives each launch a new profile), sized like a desktop unless told otherwise. */
export async function newPage(options: PageOptions = {}): Promise<Page> {
  const contextOptions: BrowserContextOptions = {
    baseURL: baseUrl,
    viewport: { width: options.width ?? DESKTOP.width, height: options.height ?? DESKTOP.height },
    colorScheme: options.colorScheme ?? 'light',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    permissions: ['clipboard-read', 'clipboard-write'],
    ...(options.mobile
      ? {
          isMobile: true,
          hasTouch: true,
          userAgent:
            'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
        }
      : {}),
  };
  const context = await (await sharedBrowser()).newContext(contextOptions);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

afterAll(async () => {
  if (browser) await (await browser).close();
  browser = undefined;
});
