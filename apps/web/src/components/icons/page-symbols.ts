import { createContext } from 'react';

/**
 * The icons of a page the server renders are drawn from symbols in the page itself (an `<svg>` the
 * server puts at the start of `<body>`), so its first paint fetches no sprite: the sprite is a 20 kB
 * request that a phone on a slow network waited for before the page's largest paint. Icons drawn
 * later in the browser (another page, a dialog) use the sprite file.
 */

/** The in-page symbols' ids: `icon-HomeOutlined` (the sprite file's own ids are bare). */
export const pageSymbolId = (symbol: string) => `icon-${symbol}`;

/** While the server renders a page: the symbols its icons use, collected for the page's `<svg>`. */
export const PageSymbolsContext = createContext<Set<string> | null>(null);

/** Whether the page the browser holds carries `symbol` (the server rendered an icon with it). */
export const pageHasSymbol = (symbol: string) =>
  typeof document !== 'undefined' && document.getElementById(pageSymbolId(symbol)) !== null;

const SYMBOL = /<symbol id="([^"]+)"([^>]*)>([\s\S]*?)<\/symbol>/g;

/**
 * The `<svg>` holding `symbols` for the start of a page's `<body>`, taken from the sprite's text
 * (sprite.svg); empty when the page has no icon. Hidden without `display: none`, which would keep
 * some browsers from drawing what refers to it.
 */
export function pageSymbolsMarkup(sprite: string, symbols: ReadonlySet<string>): string {
  if (symbols.size === 0) return '';
  const wanted: string[] = [];
  for (const [, id, attributes, content] of sprite.matchAll(SYMBOL)) {
    if (id && symbols.has(id))
      wanted.push(`<symbol id="${pageSymbolId(id)}"${attributes}>${content}</symbol>`);
  }
  if (wanted.length === 0) return '';
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" width="0" height="0" ' +
    `style="position:absolute;width:0;height:0;overflow:hidden">${wanted.join('')}</svg>`
  );
}
