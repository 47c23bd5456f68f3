import type SanitizeHtml from 'sanitize-html';

/** A colour inside an allowed `style`: hex, rgb()/hsl() with numbers, or a keyword. */
const COLOR = /^(#[\da-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/deg]+\)|[a-z]{3,20})$/i;
/** Images and links may point at our own media or at http(s) addresses; nothing else. */
const SAFE_IMAGE = /^(https?:\/\/|\/media\/)/i;

const OPTIONS: SanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'div',
    'br',
    'span',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'del',
    'ins',
    'mark',
    'sub',
    'sup',
    'small',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'h3',
    'h4',
    'a',
    'img',
  ],
  allowedAttributes: {
    // rel and target are always set by transformTags below, whatever the input said.
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['style'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowedStyles: {
    '*': {
      color: [COLOR],
      'background-color': [COLOR],
      'font-size': [/^\d{1,2}(\.\d+)?(px|em|rem)$/],
      'font-weight': [/^(normal|bold|[1-9]00)$/],
      'font-style': [/^(normal|italic)$/],
      'text-align': [/^(left|right|center|justify)$/],
      'text-decoration': [/^(none|underline|line-through)$/],
    },
  },
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'ugc noopener noreferrer nofollow', target: '_blank' },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !SAFE_IMAGE.test(frame.attribs.src ?? ''),
  disallowedTagsMode: 'discard',
};

let sanitizer: Promise<typeof SanitizeHtml> | undefined;
const loadSanitizer = () => (sanitizer ??= import('sanitize-html').then((module) => module.default));

/**
 * The allow-list sanitizer for message HTML: formatting, links (opened as UGC) and images, with a
 * few typographic styles. Scripts, event handlers, `javascript:` URLs, frames, forms and SVG never
 * survive it. The browser runs DOMPurify on top.
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
