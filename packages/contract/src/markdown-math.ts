import { tex, type MarkdownItTexOptions } from '@mdit/plugin-tex';
import type Katex from 'katex';
import type MarkdownIt from 'markdown-it';

/**
 * TeX in article Markdown, one reading and one rendering for the server's parser (the article page,
 * RSS) and the console's editor preview: each brings its own KaTeX (the server loads it on first
 * use, the browser from its own chunk).
 */

/** What a formula is written as: HTML with MathML for the page, MathML alone for feed readers. */
export type MathOutput = 'htmlAndMathml' | 'mathml';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** A formula's TeX as it was written, escaped: what shows until (or where) no KaTeX renders it. */
export const texAsWritten = (source: string, displayMode: boolean): string =>
  escape(displayMode ? `$$${source}$$` : `$${source}$`);

/**
 * A formula as KaTeX writes it: no \href, \url, \includegraphics or \html… (`trust` off), LaTeX's
 * looser habits allowed (`strict` off), and TeX that does not parse shown in place as its source in
 * red with the error as its title (`throwOnError` off). A block formula is a paragraph of its own,
 * which scrolls sideways when it is wider than the page (the web's article-markdown.module.css).
 */
export function renderTex(
  katex: Pick<typeof Katex, 'renderToString'>,
  source: string,
  displayMode: boolean,
  output: MathOutput = 'htmlAndMathml',
): string {
  let html: string;
  try {
    html = katex.renderToString(source, {
      displayMode,
      output,
      throwOnError: false,
      trust: false,
      strict: false,
    });
  } catch (error) {
    // Only parse errors are caught by KaTeX itself; anything else still shows in place.
    const message = error instanceof Error ? error.message : String(error);
    html = `<span class="katex-error" title="${escape(message)}">${escape(source)}</span>`;
  }
  return displayMode ? `<p class="md-math-block">${html}</p>\n` : html;
}

/**
 * TeX between dollars: `$…$` inline and `$$…$$` on lines of their own. A `$` followed by a space or
 * a closing `$` followed by a digit is no math ("$5 and $10"), and `\$` is a dollar sign. The
 * brackets `\(…\)` and `\[…\]` stay off: `\[` is how Markdown writes a literal bracket.
 */
export function mathPlugin<Env>(
  md: MarkdownIt,
  render: (source: string, displayMode: boolean, env: Env) => string,
): void {
  md.use(tex, { delimiters: 'dollars', render } satisfies MarkdownItTexOptions<Env>);
}
