import { XMLParser } from 'fast-xml-parser';
import { plainText } from './plain-text';

/** A post as read from a feed: plain text, an http(s) link, an ISO date or none. */
export interface FeedPost {
  guid: string;
  title: string;
  url: string;
  summary: string;
  publishedAt: string | null;
}

export const NOT_A_FEED = '不是有效的 RSS/Atom/JSON Feed';
const SUMMARY_LENGTH = 140;
const TITLE_LENGTH = 200;

export class FeedParseError extends Error {
  constructor(message = NOT_A_FEED) {
    super(message);
  }
}

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  // Entities beyond XML's own are not expanded: a stranger's DOCTYPE must not grow the document.
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => ['item', 'entry', 'link', 'category'].includes(name),
  parseTagValue: false,
  trimValues: true,
});

/**
 * Reads an RSS 2.0 (or 1.0), Atom or JSON Feed document into posts, newest as the feed orders them;
 * `baseUrl` resolves relative links. Throws FeedParseError for anything else.
 */
export function parseFeed(body: string, baseUrl: string, now = new Date()): FeedPost[] {
  const text = body.replace(/^\uFEFF/, '').trim();
  const raw = text.startsWith('{') ? jsonFeedItems(text) : xmlItems(text);
  const posts: FeedPost[] = [];
  const seen = new Set<string>();
  for (const item of raw) {
    const url = httpUrl(item.link, baseUrl);
    if (!url) continue;
    const guid = (item.id?.trim() || url).slice(0, 500);
    if (seen.has(guid)) continue;
    seen.add(guid);
    const summary = plainText(item.summary ?? '', SUMMARY_LENGTH);
    const title = plainText(item.title ?? '', TITLE_LENGTH) || summary.slice(0, 40) || url;
    posts.push({ guid, title, url, summary, publishedAt: feedDate(item.date, now) });
  }
  return posts;
}

interface RawItem {
  id?: string;
  title?: string;
  link?: string;
  summary?: string;
  date?: string;
}

function jsonFeedItems(text: string): RawItem[] {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw new FeedParseError();
  }
  const feed = document as { version?: unknown; items?: unknown };
  if (
    typeof feed.version !== 'string' ||
    !feed.version.includes('jsonfeed.org') ||
    !Array.isArray(feed.items)
  ) {
    throw new FeedParseError();
  }
  return (feed.items as Record<string, unknown>[]).map((item) => ({
    id: stringOf(item.id),
    title: stringOf(item.title),
    link: stringOf(item.url) ?? stringOf(item.external_url),
    summary: stringOf(item.summary) ?? stringOf(item.content_text) ?? stringOf(item.content_html),
    date: stringOf(item.date_published) ?? stringOf(item.date_modified),
  }));
}

function xmlItems(text: string): RawItem[] {
  if (!text.startsWith('<')) throw new FeedParseError();
  let document: Record<string, unknown>;
  try {
    document = xml.parse(text, true) as Record<string, unknown>;
  } catch {
    throw new FeedParseError();
  }
  const rss = document.rss as { channel?: { item?: unknown[] } } | undefined;
  if (rss?.channel) return (rss.channel.item ?? []).map((item) => rssItem(item as Record<string, unknown>));
  const rdf = document['rdf:RDF'] as { item?: unknown[] } | undefined;
  if (rdf) return (rdf.item ?? []).map((item) => rssItem(item as Record<string, unknown>));
  const atom = document.feed as { entry?: unknown[] } | undefined;
  if (atom && typeof atom === 'object') {
    return (atom.entry ?? []).map((entry) => atomEntry(entry as Record<string, unknown>));
  }
  throw new FeedParseError();
}

function rssItem(item: Record<string, unknown>): RawItem {
  const links = item.link as unknown[] | undefined;
  const guid = item.guid;
  const guidText = stringOf(guid) ?? stringOf((guid as Record<string, unknown> | undefined)?.['#text']);
  const permalink =
    typeof guid === 'object' && guid && (guid as Record<string, unknown>)['@isPermaLink'] !== 'false'
      ? guidText
      : typeof guid === 'string'
        ? guid
        : undefined;
  return {
    id: guidText,
    title: textOf(item.title),
    link: textOf(links?.[0]) ?? (permalink && /^https?:/i.test(permalink) ? permalink : undefined),
    summary: textOf(item.description) ?? textOf(item['content:encoded']),
    date: textOf(item.pubDate) ?? textOf(item['dc:date']),
  };
}

function atomEntry(entry: Record<string, unknown>): RawItem {
  const links = (entry.link as Record<string, unknown>[] | undefined) ?? [];
  const alternate =
    links.find((link) => link['@rel'] === undefined || link['@rel'] === 'alternate') ?? links[0];
  return {
    id: textOf(entry.id),
    title: textOf(entry.title),
    link: stringOf(alternate?.['@href']),
    summary: textOf(entry.summary) ?? textOf(entry.content),
    date: textOf(entry.published) ?? textOf(entry.updated),
  };
}

const stringOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/** A node's text whether it came as a string or as an element with attributes. */
function textOf(value: unknown): string | undefined {
  if (Array.isArray(value)) return textOf(value[0]);
  if (value && typeof value === 'object') return stringOf((value as Record<string, unknown>)['#text']);
  return stringOf(value);
}

/** An absolute http(s) URL, or undefined (javascript:, data:, mailto: … are dropped). */
function httpUrl(value: string | undefined, baseUrl: string): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value.trim(), baseUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href.slice(0, 1000) : undefined;
  } catch {
    return undefined;
  }
}

/** The feed's date as ISO, or null when missing, unreadable or more than a day ahead of now. */
function feedDate(value: string | undefined, now: Date): string | null {
  if (!value) return null;
  const time = Date.parse(value.trim());
  if (Number.isNaN(time) || time > now.getTime() + 24 * 60 * 60_000) return null;
  return new Date(time).toISOString();
}
