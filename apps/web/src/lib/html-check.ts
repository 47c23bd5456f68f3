/** An opening, closing or self-closing tag such as `<p>`, `</b>`, `<br/>` or `<a href="…">`. */
const TAG = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/i;

/** Words that betray script injection; matched anywhere, in any case (SPEC §5). */
const FORBIDDEN = /script|alert|window|prompt|location|href|iframe|onload|onerror/i;

/**
 * SPEC §5's heuristic: true when `text` contains HTML-like tags and none of the forbidden words.
 * A coarse pre-check only; rendering still goes through `sanitizeHtml`.
 */
export function hasSafeHtml(text: string): boolean {
  if (typeof text !== 'string') return false;
  return TAG.test(text) && !FORBIDDEN.test(text);
}
