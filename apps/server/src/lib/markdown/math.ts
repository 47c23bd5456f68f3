import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type katex from 'katex';
import { escapeHtml } from '../html';

type Katex = typeof katex;

/** What a formula is written as: HTML with MathML for the page, MathML alone for feed readers. */
export type MathOutput = 'htmlAndMathml' | 'mathml';

/** Writes one formula's TeX; `displayMode` for `$$…$$` blocks. */
export type MathRenderer = (tex: string, displayMode: boolean) => string;

/**
 * A formula as KaTeX writes it: no \href, \url, \includegraphics or \html… (`trust` off), LaTeX's
 * looser habits allowed (`strict` off), and TeX that does not parse shown in place as its source in
 * red with the error as its title (`throwOnError` off). A block formula is a paragraph of its own,
 * which scrolls sideways when it is wider than the page (the web's article-markdown.module.css).
 */
export function renderMath(katex: Katex, output: MathOutput, tex: string, displayMode: boolean): string {
  let html: string;
  try {
    html = katex.renderToString(tex, {
      displayMode,
      output,
      throwOnError: false,
      trust: false,
      strict: false,
    });
  } catch (error) {
    // Only parse errors are caught by KaTeX itself; anything else still shows in place.
    const message = error instanceof Error ? error.message : String(error);
    html = `<span class="katex-error" title="${escapeHtml(message)}">${escapeHtml(tex)}</span>`;
  }
  return displayMode ? `<p class="md-math-block">${html}</p>\n` : html;
}

/** KaTeX's renderer for `output`, loaded on first use (it is about 1 MB of code the process need not hold at rest). */
export async function loadMathRenderer(output: MathOutput): Promise<MathRenderer> {
  const { default: loaded } = await import('katex');
  return (tex, displayMode) => renderMath(loaded, output, tex, displayMode);
}

/** The classes KaTeX writes that its style sheet does not name: its atoms' and a few markers. */
// prettier-ignore
const UNSTYLED_CLASSES = [
  'mord', 'mop', 'mbin', 'mrel', 'mopen', 'mclose', 'mpunct', 'minner', 'mtight', 'text', 'accentunder',
  'delimsizinginner', 'leftmost', 'nobreak', 'cjk_fallback', 'colorbox', 'cancel', 'bcancel', 'xcancel',
  'katex-error',
];

/**
 * The classes KaTeX's HTML may keep: those its style sheet styles (its own list, so a KaTeX
 * upgrade brings its new ones) and the few others it writes.
 */
export function katexClasses(): string[] {
  const css = readFileSync(createRequire(import.meta.url).resolve('katex/dist/katex.css'), 'utf8');
  const styled = css
    .replace(/url\([^)]*\)/g, '')
    .match(/\.[a-z][\w-]*/gi)!
    .map((selector) => selector.slice(1));
  return [...new Set([...styled, ...UNSTYLED_CLASSES])].sort();
}
