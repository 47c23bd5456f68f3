/** A run of text, and whether it is a match of the keyword. */
export interface TextRun {
  text: string;
  match: boolean;
}

/**
 * `text` cut into runs around every case-insensitive occurrence of `keyword` (trimmed, as the server
 * searches), for the search results to mark; one plain run when nothing matches.
 */
export function splitMatches(text: string, keyword: string): TextRun[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [{ text, match: false }];
  const haystack = text.toLowerCase();
  const runs: TextRun[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) runs.push({ text: text.slice(from, at), match: false });
    runs.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length || runs.length === 0) runs.push({ text: text.slice(from), match: false });
  return runs;
}
