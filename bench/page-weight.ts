import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

/**
 * The JavaScript Chromium loads for a page, as a first-time visitor gets it: every script file
 * fetched from when navigation starts until the network has been idle for half a second (what a
 * page needs to settle; scripts loaded later, on demand, do not count). Each page gets a fresh
 * browser context, so nothing comes from the cache. Scripts inlined in the HTML are not counted:
 * they travel with the page.
 *
 * `gzipKb` is each file's decoded body gzipped at level 9 here (the budget's unit, DESIGN §10,
 * whatever encoding the server chose); `transferredKb` is what went over the wire as the server
 * sent it (with its Content-Encoding, brotli when the browser offers it), headers not included.
 */
export interface PageScripts {
  page: string;
  files: number;
  gzipKb: number;
  transferredKb: number;
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

export async function measurePageScripts(baseUrl: string, pages: string[]): Promise<PageScripts[]> {
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
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      try {
        const tab = await context.newPage();
        const scripts: Promise<{ gzip: number; transferred: number }>[] = [];
        tab.on('requestfinished', (request) => {
          if (request.resourceType() !== 'script' || request.url().startsWith('data:')) return;
          scripts.push(
            (async () => {
              const response = await request.response();
              const body = (await response?.body()) ?? Buffer.alloc(0);
              const sizes = await request.sizes();
              return { gzip: gzipSync(body, { level: 9 }).length, transferred: sizes.responseBodySize };
            })(),
          );
        });
        await tab.goto(baseUrl + page, { waitUntil: 'networkidle' });
        await tab.waitForTimeout(500);
        const measured = await Promise.all(scripts);
        results.push({
          page,
          files: measured.length,
          gzipKb: kb(measured.reduce((sum, script) => sum + script.gzip, 0)),
          transferredKb: kb(measured.reduce((sum, script) => sum + script.transferred, 0)),
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
