/**
 * What kind of failure reached an error page, told by its message: browsers and Vite word the same
 * failures differently, and the errors cross module and JSON boundaries, so their classes are lost.
 */

const messageOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string'
    ? (error as { message: string }).message
    : typeof error === 'string'
      ? error
      : '';

/**
 * A chunk of the app's code or one of its style sheets did not load: a file of an older build that
 * the server no longer has (an open tab after the owner upgrades), or a network that failed while
 * fetching it. Chromium, Firefox and Safari word a failed `import()` each their own way; Vite's
 * preload says so for a style sheet; a stale file answered by an HTML page fails on its MIME type.
 */
const CHUNK_FAILURES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /is not a valid JavaScript MIME type/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = messageOf(error);
  return CHUNK_FAILURES.some((pattern) => pattern.test(message));
}

/**
 * A request that never got an answer: fetch's TypeError, axios' "Network Error". (A chunk that did
 * not load is not counted: online, that is a build the server no longer has.)
 */
export function isNetworkError(error: unknown): boolean {
  return /^(Failed to fetch|NetworkError when attempting to fetch resource\.|Load failed|Network Error)$/i.test(
    messageOf(error),
  );
}

/**
 * A failure because the browser has no network: it says it is offline (`online` false, from
 * `navigator.onLine`), or the request never got an answer. The same rule for a page whose code did
 * not come (the routes' error element) and for one whose data did not (its 加载失败了), so both say
 * 当前离线 alike. (A server that does not answer looks the same from here: the visitor cannot reach
 * the blog either way.)
 */
export function failedOffline(error: unknown, online: boolean | undefined): boolean {
  return online === false || isNetworkError(error);
}

/** What `missingOffline` reads of a query (react-query's result has all of it). */
export interface QueryFacts {
  data: unknown;
  status: 'pending' | 'error' | 'success';
  fetchStatus: 'fetching' | 'paused' | 'idle';
  error: unknown;
  /** The last attempt's failure, while a retry waits. */
  failureReason: unknown;
}

/**
 * A query that has nothing to show because the browser is offline: it failed without a network,
 * or, having failed once, waits for the network to try again (react-query pauses a retry while the
 * browser says it is offline, and the page would show its skeleton until then). A query that has
 * data (a kept answer, the previous page's list) shows that instead.
 */
export function missingOffline(query: QueryFacts, online: boolean | undefined): boolean {
  if (query.data !== undefined) return false;
  if (query.status === 'error') return failedOffline(query.error, online);
  return query.fetchStatus === 'paused' && failedOffline(query.failureReason, online);
}
