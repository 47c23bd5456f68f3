/**
 * The owner's content rules as pure functions (service.ts applies them): word lists, links, and
 * the text two posts are compared by.
 */

/** One word or phrase a line; blank lines and surrounding spaces do not count. */
export const wordsOf = (list: string): string[] =>
  list
    .split(/\r?\n/)
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);

/** The first of `words` found in `text`, whatever its case (full-width letters folded). */
export function foundWord(text: string, words: string[]): string | undefined {
  const folded = normalized(text);
  return words.find((word) => folded.includes(normalized(word)));
}

/** Web addresses in a text or its HTML: each http(s):// or www. once, and each link's target. */
export function countLinks(text: string): number {
  const addresses = text.match(/\bhttps?:\/\/[^\s"'<>]+|\bwww\.[^\s"'<>]+/gi) ?? [];
  return new Set(addresses.map((address) => address.toLowerCase())).size;
}

/** Text as compared for repeats and words: NFKC (full-width to half), lower case, spaces folded. */
export const normalized = (text: string): string =>
  text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
