import { tex } from '@mdit/plugin-tex';
import type MarkdownIt from 'markdown-it';
import type Katex from './katex';

let katex: typeof Katex | undefined;
let loading: Promise<typeof Katex> | undefined;
const listeners = new Set<() => void>();

/** KaTeX from our own build, loaded once; those listening are told when it is there. */
export function loadKatex(): Promise<typeof Katex> {
  loading ??= import('./katex').then(
    (module) => {
      katex = module.default;
      for (const listener of listeners) listener();
      return katex;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Calls `listener` when KaTeX has loaded (a preview then renders again); returns its removal. */
export function onKatexLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

/**
 * A formula as the server writes it for the article page (apps/server lib/markdown/math.ts): KaTeX's
 * HTML with MathML, nothing trusted, TeX that does not parse in red in place, a block formula in a
 * paragraph of its own. Until KaTeX has loaded, the TeX as written.
 */
function renderMath(source: string, displayMode: boolean): string {
  let html: string;
  if (katex) {
    try {
      html = katex.renderToString(source, { displayMode, throwOnError: false, trust: false, strict: false });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      html = `<span class="katex-error" title="${escapeHtml(message)}">${escapeHtml(source)}</span>`;
    }
  } else {
    void loadKatex();
    html = escapeHtml(displayMode ? `$$${source}$$` : `$${source}$`);
  }
  return displayMode ? `<p class="md-math-block">${html}</p>\n` : html;
}

/**
 * TeX between dollars as the server reads it (its lib/markdown/parser.ts): `$…$` inline, `$$…$$`
 * on lines of their own, prices and `\$` left as text; rendered by the bundled KaTeX.
 */
export function mathPlugin(md: MarkdownIt): void {
  md.use(tex, { delimiters: 'dollars', render: renderMath });
}
