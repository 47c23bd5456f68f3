/**
 * The legacy route for plain HTTP pages and older browsers, where the async Clipboard API is
 * missing or refuses: select text in an off-screen textarea and ask for a copy.
 */
function copyWithTextarea(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  // Read-only keeps the mobile keyboard down; off-screen and fixed so the page neither shows nor scrolls.
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.top = '0';
  textarea.style.left = '-9999px';
  textarea.style.opacity = '0';
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  document.body.appendChild(textarea);
  try {
    textarea.select();
    textarea.setSelectionRange(0, text.length);
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
    previousFocus?.focus();
  }
}

/**
 * Copies `text` to the clipboard (docs/spec.md §8); the caller shows the success toast.
 * Empty text is a caller mistake: it is logged and nothing is copied.
 * @returns whether the text reached the clipboard.
 */
export async function copyText(text: string): Promise<boolean> {
  if (typeof text !== 'string' || text.length === 0) {
    console.warn('[copy] nothing to copy');
    return false;
  }
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Permission denied or document not focused: the textarea route may still work.
    }
  }
  return copyWithTextarea(text);
}

/** How much of the copied text the info message shows. */
const COPIED_EXCERPT = 60;

/** The info message after a copy (docs/spec.md §8: it shows the copied content), shortened with an ellipsis. */
export function copiedNotice(text: string): string {
  const chars = Array.from(text.trim().replace(/\s+/g, ' '));
  return `已复制：${chars.slice(0, COPIED_EXCERPT).join('')}${chars.length > COPIED_EXCERPT ? '…' : ''}`;
}
