import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { ARTICLE_BODY_ELEMENT_ID } from '../features/article/markdown/element-ids';
import { ApiError } from '../lib/http/api-error';

/**
 * What a server-rendered page carries for the browser to pick up where the server left off:
 * the loaders' data (the query cache they filled) and the router's state. It travels as JSON in a
 * `<script type="application/json">` data block, which the CSP has nothing to say about.
 */
export interface SsrState {
  queries: DehydratedState;
  router: HydrationState;
  /** When the server made the page (ms since the epoch): lib/page-clock. */
  renderedAt: number;
  /**
   * The API reads (GET, path and query) the page was made from: the service worker keeps them, so
   * the page opens offline from a link too, as the browser would have asked for it
   * (features/offline).
   */
  reads?: string[];
}

/** The data block's id (apps/server reads it too). */
export const SSR_STATE_ID = 'ssr-state';

/**
 * Fields of the loaders' data that the page's markup already holds, so the data block leaves them
 * out (an article's body would otherwise travel twice, the second time escaped as JSON: a quarter of
 * the page). The browser takes them back from the element before React hydrates it.
 */
export const IN_MARKUP = [
  { queryKey: ['article', 'detail'], field: 'article_html', elementId: ARTICLE_BODY_ELEMENT_ID },
] as const;

/** What the data block holds in place of a field the markup holds. */
export const IN_MARKUP_MARK = 'ssr:in-markup';

type Query = DehydratedState['queries'][number];

const keyStartsWith = (query: Query, prefix: readonly string[]) =>
  prefix.every((part, index) => query.queryKey[index] === part);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

interface PlainError {
  name: 'ApiError';
  message: string;
  status: number;
  code: number;
}

/**
 * The query cache as JSON can carry it: answered queries and failed ones (an article's 404 must
 * render the same on both sides), failures as plain objects that `reviveQueries` turns back into
 * ApiErrors.
 */
export function dehydrateQueries(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.status === 'error',
  });
  for (const query of state.queries) {
    const error: unknown = query.state.error;
    if (error instanceof ApiError) {
      const plain: PlainError = {
        name: 'ApiError',
        message: error.message,
        status: error.status,
        code: error.code,
      };
      query.state.error = plain;
    } else if (error) {
      query.state.error = { name: 'Error', message: error instanceof Error ? error.message : '请求失败' };
    }
    for (const { queryKey, field } of IN_MARKUP) {
      const data: unknown = query.state.data;
      // An empty body (a protected article, locked) is not in the markup: it stays in the block.
      if (
        keyStartsWith(query, queryKey) &&
        isRecord(data) &&
        typeof data[field] === 'string' &&
        data[field]
      ) {
        query.state.data = { ...data, [field]: IN_MARKUP_MARK };
      }
    }
  }
  return state;
}

/**
 * Puts back what the data block left to the markup (`IN_MARKUP`), read from the page before React
 * takes it over; a query whose element is missing is dropped, and fetched again.
 */
export function takeFromMarkup(state: DehydratedState, page: Pick<Document, 'getElementById'>): void {
  state.queries = state.queries.filter((query) => {
    for (const { queryKey, field, elementId } of IN_MARKUP) {
      const data: unknown = query.state.data;
      if (!keyStartsWith(query, queryKey) || !isRecord(data) || data[field] !== IN_MARKUP_MARK) continue;
      const element = page.getElementById(elementId);
      if (!element) return false;
      query.state.data = { ...data, [field]: element.innerHTML };
    }
    return true;
  });
}

const isPlainApiError = (value: unknown): value is PlainError =>
  typeof value === 'object' && value !== null && (value as { name?: unknown }).name === 'ApiError';

/** Fills the browser's query cache from the page, failures as the ApiErrors they were. */
export function reviveQueries(queryClient: QueryClient, state: DehydratedState): void {
  for (const query of state.queries) {
    const error: unknown = query.state.error;
    if (isPlainApiError(error)) {
      query.state.error = new ApiError(error.message, { status: error.status, code: error.code });
    }
  }
  hydrate(queryClient, state);
}

/** The state the page arrived with, read once; null for a page the server did not render. */
export function takeSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  element.remove();
  try {
    const state = JSON.parse(element.textContent) as SsrState;
    takeFromMarkup(state.queries, document);
    return state;
  } catch {
    return null;
  }
}
