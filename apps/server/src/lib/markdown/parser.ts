import { articleHeadingId, type ArticleTocEntry } from '@blog/contract';
import { mathPlugin, texAsWritten } from '@blog/contract/markdown-math';
import MarkdownIt, { type StateCore, type Token } from 'markdown-it';
import imageFigures from 'markdown-it-image-figures';
import sub from 'markdown-it-sub';
import sup from 'markdown-it-sup';
import { admonitionPlugin } from './admonition';
import { taskListPlugin } from './task-list';

export interface ImageSize {
  width: number;
  height: number;
}

/** What one render is given and what it gives back, beside the HTML (markdown-it's `env`). */
export interface MarkdownEnv {
  /** Writes a code block from its code and info string; without it, markdown-it's own `<pre><code>`. */
  renderCode?: (code: string, info: string) => string;
  /** Writes `$…$` (inline) or `$$…$$` (display) TeX; without it, the TeX as it was written. */
  renderMath?: (tex: string, displayMode: boolean) => string;
  /** For feed readers: links and pictures made absolute on this origin, headings without ids. */
  feedOrigin?: string;
  /** The known sizes of pictures, by their `src`. */
  imageSizes?: ReadonlyMap<string, ImageSize>;
  /** Filled by the parse: the headings that got an anchor. */
  toc?: ArticleTocEntry[];
}

/** `/path` on the given origin; other addresses as they are. */
export const absoluteUrl = (url: string, origin: string): string =>
  url.startsWith('/') && !url.startsWith('//') ? origin + url : url;

/** An address on another site: opened in a new tab, without access to this one. */
const isExternal = (href: string): boolean => /^(https?:)?\/\//i.test(href);

/** A heading's words as the table of contents shows them: its text and inline code on one line, no markup. */
const headingText = (inline: Token | undefined): string =>
  (inline?.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Numbers every heading in order (as md-editor-rt does, so anchors and deep links stay what they
 * were) and anchors those at the top level of the document; a heading inside a quote or a list
 * keeps its number but has no anchor, and so no entry in the table of contents.
 */
function anchorHeadings(state: StateCore): void {
  const env = state.env as MarkdownEnv;
  const toc: ArticleTocEntry[] = [];
  let count = 0;
  state.tokens.forEach((token, index) => {
    if (token.type !== 'heading_open') return;
    count += 1;
    if (!token.map || token.level !== 0) return;
    const id = articleHeadingId(count);
    // Feed readers put articles inside their own pages, where these ids would mean nothing.
    if (env.feedOrigin === undefined) token.attrSet('id', id);
    toc.push({ id, level: Number(token.tag.slice(1)), text: headingText(state.tokens[index + 1]) });
  });
  env.toc = toc;
}

/** `$…$` and `$$…$$` (@blog/contract/markdown-math, as the console's preview reads them). */
const renderMath = (source: string, displayMode: boolean, env: MarkdownEnv): string =>
  env.renderMath ? env.renderMath(source, displayMode) : texAsWritten(source, displayMode);

/**
 * The one Markdown parser of the server, configured as md-editor-rt's preview is (raw HTML shown
 * as text, single line breaks kept, bare addresses linked; figures, task lists, admonitions,
 * sub- and superscript, TeX math; no ECharts; a `mermaid` code block is a code block here, drawn
 * in the browser), so its preview themes style the result.
 */
function createParser(): MarkdownIt {
  const md = new MarkdownIt({ html: false, breaks: true, linkify: true });
  md.use(imageFigures, { figcaption: true, classes: 'md-zoom' })
    .use(admonitionPlugin)
    .use(taskListPlugin)
    .use(sub)
    .use(sup)
    .use(mathPlugin<MarkdownEnv>, renderMath);
  md.core.ruler.push('anchor-headings', anchorHeadings);

  for (const rule of ['fence', 'code_block'] as const) {
    const plain = md.renderer.rules[rule]!;
    md.renderer.rules[rule] = (tokens, index, options, env: MarkdownEnv, self) => {
      const token = tokens[index]!;
      const info = token.info ? md.utils.unescapeAll(token.info).trim() : '';
      return env.renderCode ? env.renderCode(token.content, info) : plain(tokens, index, options, env, self);
    };
  }

  md.renderer.rules.link_open = (tokens, index, options, env: MarkdownEnv, self) => {
    const token = tokens[index]!;
    const href = token.attrGet('href') ?? '';
    if (isExternal(href)) {
      token.attrSet('target', '_blank');
      token.attrSet('rel', 'noopener noreferrer');
    } else if (env.feedOrigin !== undefined) {
      token.attrSet('href', absoluteUrl(href, env.feedOrigin));
    }
    return self.renderToken(tokens, index, options);
  };

  const renderImage = md.renderer.rules.image!;
  md.renderer.rules.image = (tokens, index, options, env: MarkdownEnv, self) => {
    const token = tokens[index]!;
    const src = token.attrGet('src') ?? '';
    const size = env.imageSizes?.get(src);
    if (size) {
      token.attrSet('width', String(size.width));
      token.attrSet('height', String(size.height));
    }
    token.attrSet('loading', 'lazy');
    token.attrSet('decoding', 'async');
    if (env.feedOrigin !== undefined) token.attrSet('src', absoluteUrl(src, env.feedOrigin));
    return renderImage(tokens, index, options, env, self);
  };
  return md;
}

export const markdownParser = createParser();
