import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContextOptions, type Request } from 'playwright-core';

/**
 * The JavaScript Chromium loads for a page, as a first-time visitor gets it: every script file
 * fetched from when navigation starts until the network has been idle for half a second (the page
 * has settled). Each page gets a fresh browser context, so nothing comes from the cache. Scripts
 * inlined in the HTML are not counted: they travel with the page.
 *
 * `gzipKb` is each file's decoded body gzipped at level 9 here (the budget's unit, docs/design.md §10,
 * whatever encoding the server chose); `transferredKb` is what went over the wire as the server
 * sent it (with its Content-Encoding, brotli when the browser offers it), headers not included.
 * `later…` are the scripts the page fetches after it has settled with no input from the visitor
 * (code fetched when the browser is idle, parts below the fold), watched for `laterMs` and until the
 * network is quiet again. `lcp` is the element Chromium last reported as the largest contentful
 * paint in the same visit, and when (no throttling): what Lighthouse's LCP waits for.
 */
export interface PageScripts {
  page: string;
  files: number;
  gzipKb: number;
  transferredKb: number;
  laterFiles: number;
  laterGzipKb: number;
  lcp: string;
}

export interface PageScriptsOptions {
  /** The browser's window; a desktop one by default. */
  device?: BrowserContextOptions;
  /** How long to watch for scripts after the page has settled. */
  laterMs?: number;
}

/** The window Lighthouse's mobile preset emulates (a Moto G Power). */
export const lighthouseMobile: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

const desktop: BrowserContextOptions = { viewport: { width: 1366, height: 768 } };

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs in the page before its own scripts; the last candidate is the page's LCP element. */
const observeLcp = `
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const element = entry.element;
      const name = element
        ? element.tagName.toLowerCase() + (element.classList[0] ? '.' + element.classList[0] : '') +
          (element.tagName === 'IMG' ? '' : ' "' + (element.textContent || '').trim().slice(0, 16) + '…"')
        : entry.url || 'an element since replaced';
      window.__benchLcp = name + ' at ' + Math.round(entry.startTime) + ' ms';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

interface ScriptSize {
  gzip: number;
  transferred: number;
}

async function scriptSize(request: Request): Promise<ScriptSize> {
  const response = await request.response();
  const body = (await response?.body()) ?? Buffer.alloc(0);
  const sizes = await request.sizes();
  return { gzip: gzipSync(body, { level: 9 }).length, transferred: sizes.responseBodySize };
}

export async function measurePageScripts(
  baseUrl: string,
  pages: string[],
  options: PageScriptsOptions = {},
): Promise<PageScripts[]> {
  const laterMs = options.laterMs ?? 5000;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const results: PageScripts[] = [];
    for (const page of pages) {
      const context = await browser.newContext(options.device ?? desktop);
      try {
        const tab = await context.newPage();
        await tab.addInitScript(observeLcp);
        const settled: Promise<ScriptSize>[] = [];
        const later: Promise<ScriptSize>[] = [];
        let bucket = settled;
        let inFlight = 0;
        let lastActivity = Date.now();
        tab.on('request', () => {
          inFlight++;
          lastActivity = Date.now();
        });
        const done = () => {
          inFlight--;
          lastActivity = Date.now();
        };
        tab.on('requestfailed', done);
        tab.on('requestfinished', (request) => {
          done();
          if (request.resourceType() !== 'script' || request.url().startsWith('data:')) return;
          bucket.push(scriptSize(request));
        });
        await tab.goto(baseUrl + page, { waitUntil: 'networkidle' });
        await sleep(500);
        bucket = later;
        await sleep(laterMs);
        const deadline = Date.now() + 15_000;
        while ((inFlight > 0 || Date.now() - lastActivity < 1000) && Date.now() < deadline) await sleep(100);
        const [first, afterwards] = await Promise.all([Promise.all(settled), Promise.all(later)]);
        const lcp = await tab.evaluate('window.__benchLcp ?? "—"');
        const total = (sizes: ScriptSize[], key: keyof ScriptSize) =>
          kb(sizes.reduce((sum, size) => sum + size[key], 0));
        results.push({
          page,
          files: first.length,
          gzipKb: total(first, 'gzip'),
          transferredKb: total(first, 'transferred'),
          laterFiles: afterwards.length,
          laterGzipKb: total(afterwards, 'gzip'),
          lcp: String(lcp),
        });
      } finally {
        await context.close();
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}
