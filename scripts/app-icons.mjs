// Draws the installed app's icons from the blog's own favicon (apps/web/public/favicon.svg) with the
// machine's Chromium: 192 and 512 px as they are, and 512 px "maskable" (the gradient to every edge,
// the letter inside the middle 70 %, where a phone's round or squircle mask never cuts).
// Run after changing the favicon: node scripts/app-icons.mjs (writes apps/web/public/icons/).
import { chromium } from 'playwright-core';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const publicDir = path.join(import.meta.dirname, '../apps/web/public');
const svg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const outDir = path.join(publicDir, 'icons');
mkdirSync(outDir, { recursive: true });

/** The favicon with square corners, its drawing shrunk to `scale` around the centre. */
function maskable(scale) {
  const offset = (64 * (1 - scale)) / 2;
  return svg
    .replace(/<rect width="64" height="64" rx="16"/, '<rect width="64" height="64"')
    .replace(/(<rect[^>]*\/>)([\s\S]*)(<\/svg>)/, (_all, rect, drawing, end) => {
      return `${rect}<g transform="translate(${offset} ${offset}) scale(${scale})">${drawing}</g>${end}`;
    });
}

const icons = [
  { file: 'icon-192.png', size: 192, svg },
  { file: 'icon-512.png', size: 512, svg },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable(0.7) },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const sized = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    await page.screenshot({ path: path.join(outDir, icon.file), omitBackground: true });
    await page.close();
    console.log(`${icon.file} ${icon.size}×${icon.size}`);
  }
} finally {
  await browser.close();
}
