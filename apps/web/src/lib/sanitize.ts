import DOMPurify from 'dompurify';

/** Formatting that messages, comments and notifications may carry (docs/design.md §11). */
// prettier-ignore
const ALLOWED_TAGS = [
  'a', 'b', 'strong', 'i', 'em', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup',
  'p', 'br', 'hr', 'span', 'div', 'blockquote', 'code', 'pre', 'kbd',
  'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'img',
];
/** No `class` or `style`: user text must not borrow the site's own look (fake badges, overlays). */
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'width', 'height'];
const LINK_REL = 'ugc noopener noreferrer nofollow';

type Purifier = ReturnType<typeof DOMPurify>;

let purifier: Purifier | null | undefined;

/**
 * A private DOMPurify instance, so the link hook below does not leak into other users of the
 * shared default instance (the Markdown renderer). Created on first use; null without a DOM.
 */
function getPurifier(): Purifier | null {
  if (purifier !== undefined) return purifier;
  if (typeof window === 'undefined') return (purifier = null);
  const instance = DOMPurify(window);
  if (!instance.isSupported) return (purifier = null);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      // User-written links open in a new tab and pass no ranking and no window.opener (docs/design.md §11).
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', LINK_REL);
    }
  });
  return (purifier = instance);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Cleans user-supplied HTML for rendering with `dangerouslySetInnerHTML`: keeps basic formatting,
 * drops scripts, event handlers, styles and unsafe URLs; links open in a new tab with
 * `rel="ugc noopener noreferrer nofollow"`. Without a DOM the text is escaped instead, since an
 * unsanitised string must never be returned.
 */
export function sanitizeHtml(html: string): string {
  if (typeof html !== 'string' || html === '') return '';
  const instance = getPurifier();
  if (!instance) return escapeHtml(html);
  return instance.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
