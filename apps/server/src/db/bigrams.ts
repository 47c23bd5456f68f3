/**
 * The text SQLite's second search index stores for an article (migration 0004): every pair of
 * neighbouring letters or digits as its own word, plus the last character of each run of them.
 * FTS5's trigram index cannot look up words shorter than three characters; over this text a
 * two-character word is one token (`"缓存"`) and a single character is a token prefix (`"缓" *`),
 * so both are index lookups instead of a scan of every article body.
 */

/** A run of letters and digits: the characters a one- or two-character search is made of. */
const RUN = /[\p{L}\p{N}]+/gu;
/** Keywords the bigram index answers exactly. */
const INDEXABLE = /^[\p{L}\p{N}]{1,2}$/u;

/** Registered on every SQLite connection as `blog_bigrams(text)` for the index triggers. */
export const BIGRAMS_SQL_FUNCTION = 'blog_bigrams';

export function bigramTokens(text: string): string {
  const tokens: string[] = [];
  for (const [run] of text.toLowerCase().matchAll(RUN)) {
    const chars = Array.from(run);
    for (let i = 0; i + 1 < chars.length; i++) tokens.push(chars[i]! + chars[i + 1]!);
    tokens.push(chars[chars.length - 1]!);
  }
  return tokens.join(' ');
}

/**
 * The FTS5 query for a one- or two-character keyword, or undefined when the keyword holds
 * other characters (spaces, punctuation) and must be found by scanning instead.
 */
export function bigramQuery(keyword: string): string | undefined {
  if (!INDEXABLE.test(keyword)) return undefined;
  const lower = keyword.toLowerCase();
  return Array.from(lower).length === 1 ? `"${lower}" *` : `"${lower}"`;
}
