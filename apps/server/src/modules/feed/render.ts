import type { AppContext } from '../../context';
import { loadMarkdownRenderer } from '../../lib/markdown/render';
import { markdownToPlainText } from '../../lib/markdown/text';
import { articleImageSizes } from '../article/article-body';
import { escapeHtml } from '../article/snippet';

/** Article Markdown as safe HTML with absolute links, for feed readers: the article page's renderer. */
export async function renderArticleHtml(ctx: AppContext, markdown: string, origin: string): Promise<string> {
  const [renderer, imageSizes] = await Promise.all([
    loadMarkdownRenderer(),
    articleImageSizes(ctx, markdown),
  ]);
  return renderer.renderForFeed(markdown, origin, { imageSizes });
}

/** A one-line description: the article's own, else the opening of its text. */
export function describeArticle(description: string | null, markdown: string, length = 120): string {
  if (description?.trim()) return description.trim();
  const chars = Array.from(markdownToPlainText(markdown));
  return chars.slice(0, length).join('') + (chars.length > length ? '…' : '');
}

export const xml = escapeHtml;

/** Text inside CDATA cannot contain `]]>`; split it across two sections. */
export const cdata = (text: string): string => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
