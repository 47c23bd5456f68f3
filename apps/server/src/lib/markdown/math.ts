import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { renderTex, type MathOutput } from '@blog/contract/markdown-math';

/** Writes one formula's TeX; `displayMode` for `$$…$$` blocks. */
export type MathRenderer = (tex: string, displayMode: boolean) => string;

/** KaTeX's renderer for `output`, loaded on first use (it is about 1 MB of code the process need not hold at rest). */
export async function loadMathRenderer(output: MathOutput): Promise<MathRenderer> {
  const { default: loaded } = await import('katex');
  return (tex, displayMode) => renderTex(loaded, tex, displayMode, output);
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
