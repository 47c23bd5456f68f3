import { discoverFeed } from './discover';
import { FetchError, fetchText, type FetchLimits } from '../../lib/guarded-fetch';
import { FeedParseError, parseFeed, type FeedPost } from './parse-feed';
import type { CheckRecord, FeedToCheck } from './repository';

const PAGE_ACCEPT = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5';
const FEED_ACCEPT =
  'application/rss+xml,application/atom+xml,application/feed+json,application/xml;q=0.9,text/xml;q=0.9,*/*;q=0.5';

export interface CheckSettings {
  limits: FetchLimits;
  /** The wait between two checks of a link that answers. */
  intervalMs: number;
  /** Posts kept per link (the newest). */
  postsPerLink: number;
}

export interface CheckOutcome {
  record: CheckRecord;
  /** The feed's posts, newest first, capped; undefined when it was not read (or had not changed). */
  posts: FeedPost[] | undefined;
}

/** The longest wait between checks of a failing link (unless the interval itself is longer). */
const MAX_BACKOFF_MS = 24 * 60 * 60_000;

/** The wait after a check: the interval, doubled for each failure after the first. */
export function nextCheckDelay(failures: number, intervalMs: number): number {
  if (failures === 0) return intervalMs;
  return Math.min(intervalMs * 2 ** (failures - 1), Math.max(intervalMs, MAX_BACKOFF_MS));
}

const reason = (error: unknown): string =>
  error instanceof FetchError || error instanceof FeedParseError ? error.message : '读取失败';

/**
 * Checks one friend link: reads the site (its health, and the feed it announces when the owner gave
 * none), then the feed with the validators of its last read. Never throws: what failed is recorded.
 */
export async function checkFeed(
  feed: FeedToCheck,
  settings: CheckSettings,
  now: Date,
): Promise<CheckOutcome> {
  const { limits } = settings;
  let siteError: string | null = null;
  let feedUrl = feed.feed_url;
  try {
    const page = await fetchText(feed.url, PAGE_ACCEPT, limits);
    if (!page.notModified && !feed.feed_url_manual) feedUrl = discoverFeed(page.body, page.url) ?? feedUrl;
  } catch (error) {
    siteError = reason(error);
  }

  let feedError: string | null = null;
  let posts: FeedPost[] | undefined;
  let etag = feed.etag;
  let lastModified = feed.last_modified;
  if (!feedUrl) {
    if (!siteError) feedError = '网站上没有找到 RSS/Atom/JSON Feed';
  } else {
    const sameFeed = feedUrl === feed.feed_url;
    try {
      const read = await fetchText(
        feedUrl,
        FEED_ACCEPT,
        limits,
        sameFeed ? { etag: feed.etag, lastModified: feed.last_modified } : {},
      );
      if (!read.notModified) {
        posts = newestFirst(parseFeed(read.body, read.url, now)).slice(0, settings.postsPerLink);
        etag = read.etag;
        lastModified = read.lastModified;
      }
    } catch (error) {
      feedError = reason(error);
      if (!sameFeed) [etag, lastModified] = [null, null];
    }
  }

  const at = now.toISOString();
  const failures = siteError ? feed.failures + 1 : 0;
  return {
    posts,
    record: {
      feed_url: feedUrl,
      etag,
      last_modified: lastModified,
      reachable: siteError ? 0 : 1,
      last_checked_at: at,
      last_error: siteError,
      feed_error: feedError,
      failures,
      failing_since: siteError ? (feed.failing_since ?? at) : null,
      next_check_at: new Date(now.getTime() + nextCheckDelay(failures, settings.intervalMs)).toISOString(),
    },
  };
}

/** Dated posts newest first, then the undated ones in the feed's order. */
function newestFirst(posts: FeedPost[]): FeedPost[] {
  return posts
    .map((post, index) => ({ post, index }))
    .sort((a, b) => {
      const [x, y] = [a.post.publishedAt, b.post.publishedAt];
      if (x && y && x !== y) return x < y ? 1 : -1;
      if (x && !y) return -1;
      if (!x && y) return 1;
      return a.index - b.index;
    })
    .map(({ post }) => post);
}
