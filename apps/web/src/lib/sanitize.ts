import {
  USER_HTML_ATTRIBUTES,
  USER_HTML_TAGS,
  USER_IMAGE_SOURCE,
  USER_LINK_REL,
  USER_LINK_SCHEMES,
} from '@blog/contract/user-html';
import DOMPurify from 'dompurify';

/** The tags and attributes of the shared policy, in DOMPurify's terms. */
const ALLOWED_TAGS = [...USER_HTML_TAGS];
const ALLOWED_ATTR = [...new Set(Object.values(USER_HTML_ATTRIBUTES).flat())];
/** A scheme written at the start of an address (`javascript:`, `mailto:`); relative addresses have none. */
const SCHEME = /^\s*([a-z][a-z\d+.-]*):/i;

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
      const scheme = SCHEME.exec(node.getAttribute('href')!)?.[1]?.toLowerCase();
      if (scheme && !(USER_LINK_SCHEMES as readonly string[]).includes(scheme)) {
        node.removeAttribute('href');
        return;
      }
      // User-written links open in a new tab and pass no ranking and no window.opener (docs/design.md §11).
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', USER_LINK_REL);
    }
    // A picture from elsewhere than our media or an http(s) address (data:, blob:…) is no picture.
    if (node.tagName === 'IMG' && !USER_IMAGE_SOURCE.test(node.getAttribute('src') ?? '')) node.remove();
  });
  return (purifier = instance);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Cleans user-supplied HTML for rendering with `dangerouslySetInnerHTML` by the policy the server
 * saved it under (@blog/contract/user-html): keeps basic formatting, drops scripts, event handlers,
 * styles and unsafe URLs; links open in a new tab with
 * `rel="ugc noopener noreferrer nofollow"`. Without a DOM the text is escaped instead, since an
 * unsanitised string must never be returned.
 */
export function sanitizeHtml(html: string): string {
  if (typeof html !== 'string' || html === '') return '';
  const instance = getPurifier();
  if (!instance) return escapeHtml(html);
  return instance.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
