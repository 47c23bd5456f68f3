/**
 * What a server-rendered page needs again when a link leads back to it offline, though the browser
 * never fetched it while reading: the style sheets the server put inline (each with a disabled link
 * that is never fetched, which a lazily loaded page asks for by name) and the API reads the server
 * made the page from (the browser read their answers from the page itself).
 */
export function pageParts(
  page: Pick<Document, 'querySelectorAll'>,
  reads: string[],
  origin: string,
): string[] {
  const styles = [...page.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')].map(
    (link) => new URL(link.getAttribute('href') ?? '', origin).href,
  );
  const answers = reads.map((read) => new URL(read, origin).href);
  return [...new Set([...styles, ...answers])].filter((url) => url.startsWith(`${origin}/`));
}

/** A kept API answer older than this is fetched again when its page is read again online. */
export const KEEP_FRESH_MS = 60 * 60 * 1000;

/**
 * Whether the worker should fetch `url` for its cache, given the `Date` of the answer it keeps
 * (undefined: none kept). The build's files never change under one name; an API answer does.
 */
export function needsFetching(url: string, keptDate: string | null | undefined, now: number): boolean {
  if (keptDate === undefined) return true;
  if (!new URL(url).pathname.startsWith('/api/')) return false;
  const date = keptDate === null ? Number.NaN : Date.parse(keptDate);
  return Number.isNaN(date) || now - date >= KEEP_FRESH_MS;
}
