/**
 * The key an old address is kept and looked up under, so that the ways one link gets written all
 * find it: a whole URL or a path, percent-encoded or not, with or without a trailing slash or
 * `index.html`. WordPress's `/?p=123` and `/?page_id=45` keep that one parameter; any other query
 * or fragment is dropped. Null for what is no path at all, or the home page itself.
 */
export function oldPathKey(address: string): string | null {
  let rest = address.trim();
  const origin = /^(?:[a-z][a-z0-9+.-]*:)?\/\/[^/?#]*/i.exec(rest);
  if (origin) rest = rest.slice(origin[0].length);
  const [withoutFragment = ''] = rest.split('#');
  const queryAt = withoutFragment.indexOf('?');
  const rawPath = queryAt < 0 ? withoutFragment : withoutFragment.slice(0, queryAt);
  const query = queryAt < 0 ? '' : withoutFragment.slice(queryAt + 1);

  const segments = rawPath
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeSegment(segment));
  if (segments.at(-1)?.toLowerCase() === 'index.html') segments.pop();
  const path = `/${segments.join('/')}`;
  if (path !== '/') return path;
  const params = new URLSearchParams(query);
  for (const name of ['p', 'page_id']) {
    const id = params.get(name);
    if (id && /^\d+$/.test(id)) return `/?${name}=${Number(id)}`;
  }
  return null;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A stray `%` is part of the name as written.
    return segment;
  }
}
