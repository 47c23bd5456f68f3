import type { ArticleTocEntry } from '@blog/contract';
import { renderCodeBlock, renderPlainCodeBlock } from './code-block';
import { loadHighlighter } from './highlight';
import { loadMathRenderer } from './math';
import { markdownParser, type ImageSize, type MarkdownEnv } from './parser';
import { sanitizeRenderedMarkdown } from './sanitize';

export type { ImageSize } from './parser';

export interface RenderedMarkdown {
  /** Sanitized HTML in md-editor-rt's preview structure, without the preview's own wrapper. */
  html: string;
  /** The headings that have an anchor, in order. */
  toc: ArticleTocEntry[];
}

export interface RenderOptions {
  /** Sizes of pictures by `src`, written on their `<img>` so they take their room before loading. */
  imageSizes?: ReadonlyMap<string, ImageSize>;
}

export interface MarkdownRenderer {
  /** Markdown as the article page shows it: sanitized HTML and its table of contents. */
  render: (markdown: string, options?: RenderOptions) => RenderedMarkdown;
  /**
   * Markdown for feed readers, which bring no style sheet: the same parse, with plain code blocks
   * (a Mermaid diagram stays its source), formulas as MathML alone, and links and pictures absolute
   * on `origin`.
   */
  renderForFeed: (markdown: string, origin: string, options?: RenderOptions) => string;
}

/**
 * The version of what `render` writes. Rendered bodies are kept in the database with it: change it
 * whenever the HTML changes (a plugin, the sanitizer's list, a highlight.js upgrade), and every
 * article is rendered again on its next read. `render.test.ts` pins it to a fingerprint of the output.
 */
export const RENDER_OUTPUT_VERSION = 3;

let loaded: Promise<MarkdownRenderer> | undefined;

/**
 * The HTML renderer, loaded on first use: highlight.js, KaTeX and sanitize-html add about 7 MB to
 * the process, and a blog at rest renders nothing (the parser itself, for plain text, is always there).
 */
export function loadMarkdownRenderer(): Promise<MarkdownRenderer> {
  loaded ??= Promise.all([
    loadHighlighter(),
    loadMathRenderer('htmlAndMathml'),
    loadMathRenderer('mathml'),
    import('sanitize-html'),
  ]).then(([highlight, renderMath, renderFeedMath, sanitizer]) => {
    const sanitize = (html: string, forPage = false) =>
      sanitizeRenderedMarkdown(sanitizer.default, html, { forPage });
    return {
      render: (markdown, { imageSizes } = {}) => {
        const env: MarkdownEnv = {
          imageSizes,
          renderCode: (code, info) => renderCodeBlock(code, info, highlight),
          renderMath,
        };
        const html = sanitize(markdownParser.render(markdown, env), true);
        return { html, toc: env.toc ?? [] };
      },
      renderForFeed: (markdown, origin, { imageSizes } = {}) => {
        const env: MarkdownEnv = {
          imageSizes,
          feedOrigin: origin,
          renderCode: renderPlainCodeBlock,
          renderMath: renderFeedMath,
        };
        return sanitize(markdownParser.render(markdown, env));
      },
    };
  });
  loaded.catch(() => (loaded = undefined));
  return loaded;
}
