import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
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
}

/** The data block's id (apps/server reads it too). */
export const SSR_STATE_ID = 'ssr-state';

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
  }
  return state;
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
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}
