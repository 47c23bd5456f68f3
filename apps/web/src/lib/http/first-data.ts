/**
 * The answers the server put in the page for its first GET calls (apps/server first-view.ts), so
 * the first view renders without waiting for a round trip after the scripts. Each answer is used
 * once, and only while it is fresh: a call made later, or made again, goes to the server.
 */

/** The data block's id (apps/server first-view.ts FIRST_DATA_ID). */
const ELEMENT_ID = 'first-data';
/** How long after the page started an answer may still be used. */
export const FIRST_DATA_TTL_MS = 30_000;

let answers: Map<string, unknown> | undefined;

function readAnswers(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById(ELEMENT_ID);
  if (!element?.textContent) return answers;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (typeof parsed === 'object' && parsed !== null) answers = new Map(Object.entries(parsed));
  } catch {
    // A damaged block only costs the round trips it would have saved.
  }
  element.remove();
  return answers;
}

/** The server's answer to `GET path` (e.g. `/api/config`) if the page carries a fresh one; used up. */
export function takeFirstData(path: string, now = performance.now()): unknown {
  const all = readAnswers();
  if (!all.has(path)) return undefined;
  const answer = all.get(path);
  all.delete(path);
  return now <= FIRST_DATA_TTL_MS ? answer : undefined;
}

/** The `result` of an envelope the page carries for `GET path`, taken at once (no promise to wait for). */
export function takeFirstResult<T>(path: string): T | undefined {
  const body = takeFirstData(path);
  return typeof body === 'object' && body !== null && 'result' in body ? (body.result as T) : undefined;
}

/**
 * For a query's `initialData`: the result the page carries for the blog API call `url` (as given
 * to blogClient, without `/api`), so the first render already shows it.
 */
export const fromPage =
  <T>(url: string) =>
  (): T | undefined =>
    takeFirstResult<T>(`/api${url}`);

/** Test support: forget what was read, so the next call reads the page again. */
export function resetFirstData(): void {
  answers = undefined;
}
