import { Parser } from 'htmlparser2';

const FEED_TYPES = [
  'application/rss+xml',
  'application/atom+xml',
  'application/feed+json',
  'application/json',
];

/**
 * The feed a site's HTML announces: the first `<link rel="alternate">` of an RSS, Atom or JSON Feed
 * type in its `<head>`, resolved against `pageUrl`; undefined when there is none (or it is not http(s)).
 */
export function discoverFeed(html: string, pageUrl: string): string | undefined {
  let found: string | undefined;
  let base = pageUrl;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (found) return;
      if (name === 'base' && attributes.href) base = resolve(attributes.href, pageUrl) ?? base;
      if (name === 'body') parser.pause();
      if (name !== 'link') return;
      const rel = (attributes.rel ?? '').toLowerCase().split(/\s+/);
      const type = (attributes.type ?? '').toLowerCase().split(';')[0]?.trim() ?? '';
      if (rel.includes('alternate') && FEED_TYPES.includes(type) && attributes.href) {
        found = resolve(attributes.href, base);
      }
    },
  });
  parser.write(html);
  parser.end();
  return found;
}

function resolve(href: string, base: string): string | undefined {
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
