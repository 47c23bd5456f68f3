/**
 * The HTML that user text may carry — messages, and the notifications that quote them: one policy,
 * applied by the server's sanitize-html when a message is saved and by the browser's DOMPurify when
 * it is shown (docs/design.md §11). Formatting, links and pictures; no `class` or `style`, so user
 * text cannot borrow the site's own look (fake badges, overlays); no scripts, frames, forms or SVG.
 */

// prettier-ignore
export const USER_HTML_TAGS = [
  'a', 'b', 'strong', 'i', 'em', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup',
  'p', 'br', 'hr', 'span', 'div', 'blockquote', 'code', 'pre', 'kbd',
  'ul', 'ol', 'li', 'h3', 'h4', 'img',
] as const;

/** The attributes each tag keeps (`rel` and `target` of a link are set, never taken from the input). */
export const USER_HTML_ATTRIBUTES = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
} as const satisfies Partial<Record<(typeof USER_HTML_TAGS)[number], readonly string[]>>;

/** How every link in user text opens: in a new tab, passing no ranking and no `window.opener`. */
export const USER_LINK_REL = 'ugc noopener noreferrer nofollow';

/** The addresses a link may have. */
export const USER_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/** Where a picture may come from: the site's own media or an http(s) address; no data: or other schemes. */
export const USER_IMAGE_SOURCE = /^(https?:\/\/|\/media\/)/i;
