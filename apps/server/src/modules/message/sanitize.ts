import {
  USER_HTML_ATTRIBUTES,
  USER_HTML_TAGS,
  USER_IMAGE_SOURCE,
  USER_LINK_REL,
  USER_LINK_SCHEMES,
} from '@blog/contract/user-html';
import type SanitizeHtml from 'sanitize-html';

/** The shared policy (@blog/contract/user-html) in sanitize-html's terms. */
const OPTIONS: SanitizeHtml.IOptions = {
  allowedTags: [...USER_HTML_TAGS],
  // rel and target are always set by transformTags below, whatever the input said.
  allowedAttributes: { a: [...USER_HTML_ATTRIBUTES.a, 'rel', 'target'], img: [...USER_HTML_ATTRIBUTES.img] },
  allowedSchemes: [...USER_LINK_SCHEMES],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: USER_LINK_REL, target: '_blank' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !USER_IMAGE_SOURCE.test(frame.attribs.src ?? ''),
  disallowedTagsMode: 'discard',
};

let sanitizer: Promise<typeof SanitizeHtml> | undefined;
const loadSanitizer = () => (sanitizer ??= import('sanitize-html').then((module) => module.default));

/**
 * The allow-list sanitizer for message HTML: formatting, links (opened as UGC) and images, by the
 * policy the browser's DOMPurify applies again when the message is shown. Scripts, event handlers,
 * styles, `javascript:` URLs, frames, forms and SVG never survive it.
 */
export async function sanitizeMessageHtml(html: string): Promise<string> {
  const sanitize = await loadSanitizer();
  return sanitize(html, OPTIONS).trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Sanitized message HTML as plain text (for danmaku and notifications): tags gone, entities decoded. */
export function messageText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/(p|div|li|h3|h4|blockquote|pre)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether sanitized HTML still shows something: text or an image. */
export const hasContent = (html: string): boolean => messageText(html).length > 0 || /<img\s/i.test(html);
