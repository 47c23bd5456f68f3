import type { ArticleTocEntry } from '@blog/contract';
import type { Token } from 'markdown-it';
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

/** Markdown as the article page shows it: sanitized HTML and its table of contents. */
export function renderMarkdown(markdown: string, options: RenderOptions = {}): RenderedMarkdown {
  const env: MarkdownEnv = { imageSizes: options.imageSizes };
  const html = markdownParser.render(markdown, env);
  return { html: sanitizeRenderedMarkdown(html), toc: env.toc ?? [] };
}

/**
 * Markdown for feed readers, which bring no style sheet: the same parse, with plain code blocks,
 * and links and pictures absolute on `origin`.
 */
export function renderMarkdownForFeed(markdown: string, origin: string, options: RenderOptions = {}): string {
  const env: MarkdownEnv = { imageSizes: options.imageSizes, feedOrigin: origin };
  return sanitizeRenderedMarkdown(markdownParser.render(markdown, env));
}

/** Every picture's `src` in the Markdown, in order, repeats included. */
export function imageSources(markdown: string): string[] {
  const sources: string[] = [];
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'image') sources.push(token.attrGet('src') ?? '');
      if (token.children) visit(token.children);
    }
  };
  visit(markdownParser.parse(markdown, {}));
  return sources;
}

/** Tokens whose words a reader sees inside a line of text. */
function inlineText(tokens: Token[]): string {
  let text = '';
  for (const token of tokens) {
    if (token.type === 'text' || token.type === 'code_inline') text += token.content;
    else if (token.type === 'softbreak' || token.type === 'hardbreak') text += ' ';
    else if (token.type === 'image') text += inlineText(token.children ?? []);
    else if (token.type === 'figcaption_open') text += ' ';
  }
  return text;
}

/**
 * Markdown as the plain text a reader sees, on one line: the words of every block and the code of
 * code blocks, from the same parse as the page (search snippets, descriptions).
 */
export function markdownToPlainText(markdown: string): string {
  const parts: string[] = [];
  for (const token of markdownParser.parse(markdown, {})) {
    if (token.type === 'inline') parts.push(inlineText(token.children ?? []));
    else if (token.type === 'fence' || token.type === 'code_block') parts.push(token.content);
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}
