import { Parser } from 'htmlparser2';

/** Elements whose content is never text a reader should see. */
const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'iframe', 'svg', 'math', 'head', 'title']);

/**
 * The text of a stranger's HTML (a feed's description or content), entities decoded, whitespace
 * folded, cut to `maxLength` characters with an ellipsis. No markup survives: the page renders the
 * result as text.
 */
export function plainText(html: string, maxLength: number): string {
  let text = '';
  let hiddenDepth = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (HIDDEN.has(name)) hiddenDepth += 1;
        else if (name === 'br' || name === 'p' || name === 'li' || name === 'div') text += ' ';
      },
      onclosetag(name) {
        if (HIDDEN.has(name)) hiddenDepth = Math.max(0, hiddenDepth - 1);
      },
      ontext(chunk) {
        if (hiddenDepth === 0) text += chunk;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  // Control and direction characters go too: they could reorder the text around them.
  const folded = text
    .replace(/[\p{Cc}\u200b-\u200f\u202a-\u202e\u2066-\u2069]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const characters = Array.from(folded);
  return characters.length > maxLength ? `${characters.slice(0, maxLength).join('')}…` : folded;
}
