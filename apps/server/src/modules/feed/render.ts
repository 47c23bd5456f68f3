import type { AppContext } from '../../context';
import { loadMarkdownRenderer } from '../../lib/markdown/render';
import { summarizeMarkdown } from '../../lib/markdown/summary';
import { articleImageSizes } from '../article/article-body';
import { escapeHtml } from '../../lib/html';
import { describeProtected } from '../article/snippet';
import { describedAs } from '../article/summary';

/** Article Markdown as safe HTML with absolute links, for feed readers: the article page's renderer. */
export async function renderArticleHtml(ctx: AppContext, markdown: string, origin: string): Promise<string> {
  const [renderer, imageSizes] = await Promise.all([
    loadMarkdownRenderer(),
    articleImageSizes(ctx, markdown),
  ]);
  return renderer.renderForFeed(markdown, origin, { imageSizes });
}

/**
 * What a feed item or a page's description says of an article: as its card in the lists says it
 * (the owner's description, else the opening of an open article's prose), a protected one marked
 * and never quoted.
 */
export function describeArticle(article: {
  article_description: string | null;
  article_summary: string | null;
  article_content: string;
  password_hash: string | null;
}): string {
  if (article.password_hash !== null) return describeProtected(article.article_description);
  const summary = article.article_summary ?? summarizeMarkdown(article.article_content);
  return describedAs({ ...article, article_summary: summary }) ?? '';
}

export const xml = escapeHtml;

/** Text inside CDATA cannot contain `]]>`; split it across two sections. */
export const cdata = (text: string): string => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
