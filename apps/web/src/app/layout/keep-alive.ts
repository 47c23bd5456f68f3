/** Pages that keep their state and scroll position when the visitor leaves and comes back (docs/spec.md §2). */
export const KEEP_ALIVE_PATHS = ['/home', '/message/list'] as const;
export type KeepAlivePath = (typeof KEEP_ALIVE_PATHS)[number];

/** The keep-alive page a pathname shows, ignoring a trailing slash; undefined for other pages. */
export function findKeepAlivePath(pathname: string): KeepAlivePath | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return KEEP_ALIVE_PATHS.find((path) => path === normalised);
}
