import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { escapeHtml, markdownToPlainText } from '../article/snippet';

const marked = new Marked({ gfm: true, async: false });

/** Article Markdown as safe HTML with absolute media links, for feed readers. */
export function renderArticleHtml(markdown: string, origin: string): string {
  const html = marked.parse(markdown) as string;
  return sanitizeHtml(html, {
    allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img', 'h1', 'h2', 'del', 'ins']),
    allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'title'], code: ['class'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: {
      img: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, src: absolute(attribs.src ?? '', origin) },
      }),
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, href: absolute(attribs.href ?? '', origin) },
      }),
    },
  });
}

export const absolute = (url: string, origin: string): string =>
  url.startsWith('/') && !url.startsWith('//') ? origin + url : url;

/** A one-line description: the article's own, else the opening of its text. */
export function describeArticle(description: string | null, markdown: string, length = 120): string {
  if (description?.trim()) return description.trim();
  const chars = Array.from(markdownToPlainText(markdown));
  return chars.slice(0, length).join('') + (chars.length > length ? '…' : '');
}

export const xml = escapeHtml;

/** Text inside CDATA cannot contain `]]>`; split it across two sections. */
export const cdata = (text: string): string => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
