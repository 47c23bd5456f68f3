import { local, type JsonStorage } from '../../lib/storage';

/** Local-storage key of the search history (docs/spec.md §3). */
export const SEARCH_HISTORY_KEY = 'blog-search-history';
/** docs/spec.md §9: about 10 entries; the oldest is dropped. */
export const SEARCH_HISTORY_LIMIT = 10;

const isKeywordList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The history with `keyword` first: trimmed, without its earlier occurrence, at most the limit. */
export function addToHistory(
  history: readonly string[],
  keyword: string,
  limit = SEARCH_HISTORY_LIMIT,
): string[] {
  const word = keyword.trim();
  if (!word) return [...history];
  return [word, ...history.filter((item) => item !== word)].slice(0, limit);
}

export function removeFromHistory(history: readonly string[], keyword: string): string[] {
  return history.filter((item) => item !== keyword);
}

/** The saved history, newest first; anything unreadable counts as none. */
export function loadSearchHistory(storage: JsonStorage = local): string[] {
  const saved = storage.get<string[]>(SEARCH_HISTORY_KEY, [], isKeywordList);
  return saved
    .map((item) => item.trim())
    .filter(Boolean)
    .slice(0, SEARCH_HISTORY_LIMIT);
}

export function saveSearchHistory(history: readonly string[], storage: JsonStorage = local): void {
  if (history.length === 0) storage.remove(SEARCH_HISTORY_KEY);
  else storage.set(SEARCH_HISTORY_KEY, history);
}
