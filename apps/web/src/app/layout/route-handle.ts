import { useMatches } from 'react-router';

/** What a route tells the layout about itself (react-router `handle`). */
export interface RouteHandle {
  /** Page title for the browser tab; empty for the home page (the blog name alone). */
  title: string;
  /** The page has no banner at its top, so the header never turns transparent. */
  solidHeader?: boolean;
  /** The footer is hidden (docs/spec.md §2: /message/chat). */
  hideFooter?: boolean;
  /** The catch-all route: the server answers it with 404. */
  notFound?: boolean;
  /** The page's source module, whose chunk the server preloads (set by the route table). */
  module?: string;
}

const DEFAULT_HANDLE: RouteHandle = { title: '' };

function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' && value !== null && typeof (value as { title?: unknown }).title === 'string'
  );
}

/** The handle of the deepest matched route. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle;
  return isRouteHandle(handle) ? handle : DEFAULT_HANDLE;
}
