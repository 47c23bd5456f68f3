import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { scriptJson } from '../../lib/script-json';

/** What goes into the app's HTML for one rendered page. */
export interface PageParts {
  /** The app's markup, for `#root`. */
  body: string;
  /** Markup before `#root`, outside what React hydrates (the page's icon symbols). */
  beforeRoot?: string;
  /** Extra elements for `<head>`: styles, preloads. */
  head: string[];
  /** The data block: its id and the JSON value it carries. */
  state: { id: string; value: unknown };
}

const ROOT_OPEN = '<div id="root">';
const BOOT_END = '<!-- /app-boot -->';

/**
 * Puts a rendered page into the app's HTML (index.html as served): its markup in place of the boot
 * screen, inside `#root` exactly as React wrote it (hydration compares them node by node), what
 * goes before it just before `#root`, the head elements before `</head>` and the data block
 * before `</body>`.
 */
export function fillPage(template: string, parts: PageParts): string {
  const open = template.indexOf(ROOT_OPEN);
  const bootEnd = template.indexOf(BOOT_END, open);
  const close = template.indexOf('</div>', bootEnd);
  if (open < 0 || bootEnd < 0 || close < 0) throw new Error('index.html has no #root with the boot screen');
  const block = `<script id="${parts.state.id}" type="application/json">${scriptJson(parts.state.value)}</script>`;
  return (
    template.slice(0, open).replace('</head>', () => `${parts.head.join('')}</head>`) +
    (parts.beforeRoot ?? '') +
    ROOT_OPEN +
    parts.body +
    template.slice(close).replace('</body>', () => `${block}</body>`)
  );
}

const styleCache = new Map<string, string>();

/**
 * A page's stylesheet inlined, so its first paint waits for no request, with a disabled link (never
 * fetched) that tells the app's chunk loader the sheet is already on the page.
 */
export function inlineStylesheet(webDist: string, file: string): string {
  let css = styleCache.get(file);
  if (css === undefined) {
    const full = path.join(webDist, file);
    css = existsSync(full) ? readFileSync(full, 'utf8') : '';
    styleCache.set(file, css);
  }
  return `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
}
