import type SanitizeHtml from 'sanitize-html';
import { escapeHtml, markdownToPlainText } from '../article/snippet';

/** The Markdown renderer and sanitizer, loaded on the first feed request only. */
let renderer: Promise<{ parse: (markdown: string) => string; sanitize: typeof SanitizeHtml }> | undefined;
const loadRenderer = () =>
  (renderer ??= Promise.all([import('marked'), import('sanitize-html')]).then(([{ Marked }, sanitize]) => {
    const marked = new Marked({ gfm: true, async: false });
    return { parse: (markdown: string) => marked.parse(markdown) as string, sanitize: sanitize.default };
  }));

/** Article Markdown as safe HTML with absolute media links, for feed readers. */
export async function renderArticleHtml(markdown: string, origin: string): Promise<string> {
  const { parse, sanitize: sanitizeHtml } = await loadRenderer();
  const html = parse(markdown);
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
