import { isHttpUrl } from '@blog/contract';
import { MAX_IMAGE_UPLOAD_BYTES } from '@blog/contract/upload-routes';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { DEFAULT_LIMITS, FetchError, fetchBytes, type FetchLimits } from '../../lib/guarded-fetch';
import { storeImage } from '../upload/service';
import * as repository from './repository';

/*
 * Pictures given as addresses on other sites (issue #32). Pages never load a picture from another
 * site (the CSP's img-src is 'self'): the server fetches each such picture once, through the friends'
 * feed's guarded read (time limit, size cap, private addresses refused at every hop), into the
 * uploads, where the upload's own checks apply (a real image, sniffed from its bytes, re-encoded).
 * API answers carry that copy in place of the address (answers.ts), or nothing while there is none.
 */

/** A failed picture is tried again after this long (the address may start working). */
export const RETRY_MS = 24 * 60 * 60_000;
const ACCEPT = 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.1';
/** Pictures fetched side by side for one save (a talk's nine, an album's photos). */
const CONCURRENCY = 4;

/**
 * The guarded read's limits for pictures: the friends' feed's setting for private addresses, the
 * upload's size cap. The time is the feed's (15 s for the whole read): a picture is read once, and a
 * busy machine or a slow host must not turn a good address into a failure kept for a day.
 */
export const pictureLimits = (ctx: AppContext): FetchLimits => ({
  ...DEFAULT_LIMITS,
  allowPrivate: ctx.config.friendFeed.allowPrivate,
  maxBytes: MAX_IMAGE_UPLOAD_BYTES,
});

export interface FetchOptions {
  limits?: FetchLimits;
  now?: Date;
  /**
   * Try an address whose last fetch failed at once rather than a day later: the owner saving it again
   * asks for it now. A visitor's save, and the schedule, wait.
   */
  retryFailed?: boolean;
  /** At most this many fetched (the schedule's batch). */
  limit?: number;
}

/** Fetches a picture into the uploads; its address there, or a FetchError saying why not. */
async function fetchImage(ctx: AppContext, url: string, limits: FetchLimits): Promise<string> {
  const read = await fetchBytes(url, ACCEPT, limits);
  if (read.notModified) throw new FetchError('没有返回图片');
  try {
    return (await storeImage(ctx, read.body)).url;
  } catch (error) {
    // The upload's words: 文件不是有效的图片, 只支持 JPEG、PNG、WebP、GIF 图片 …
    if (error instanceof AppError) throw new FetchError(error.message);
    throw error;
  }
}

/** Fetches of this process under way, by context and address: one address is read once at a time. */
const underWay = new WeakMap<AppContext, Map<string, Promise<boolean>>>();

/** Fetches one address and keeps the outcome; true when a copy was made. Never rejects. */
function fetchOne(ctx: AppContext, source: string, limits: FetchLimits, now: Date): Promise<boolean> {
  let running = underWay.get(ctx);
  if (!running) underWay.set(ctx, (running = new Map<string, Promise<boolean>>()));
  const current = running.get(source);
  if (current) return current;
  const fetch = (async () => {
    let media: string | null = null;
    let error: string | null = null;
    try {
      media = await fetchImage(ctx, source, limits);
    } catch (cause) {
      error = cause instanceof FetchError ? cause.message : '读取失败';
    }
    await repository.record(ctx.db.kysely, { source, media, error, fetched_at: now.toISOString() });
    return media !== null;
  })().finally(() => running.delete(source));
  running.set(source, fetch);
  return fetch;
}

/** The http(s) addresses among `values`, each once. */
export function remoteAddresses(values: Iterable<string | null | undefined>): string[] {
  const sources = new Set<string>();
  for (const value of values) if (value && isHttpUrl(value)) sources.add(value);
  return [...sources];
}

/**
 * Fetches the pictures among `values` given by address that have no copy yet (and failed long
 * enough ago, or `retryFailed`), a few at a time: what a save calls before it answers, so that its
 * answer and the pages after it show the copy. Never throws for a picture's sake (a database error
 * still throws); how many were tried and how many copies were made.
 */
export async function fetchPictures(
  ctx: AppContext,
  values: Iterable<string | null | undefined>,
  { limits = pictureLimits(ctx), now = new Date(), retryFailed = false, limit = Infinity }: FetchOptions = {},
): Promise<{ tried: number; copied: number }> {
  const sources = remoteAddresses(values);
  if (sources.length === 0) return { tried: 0, copied: 0 };
  const known = await repository.findSources(ctx.db.kysely, sources);
  const due = sources
    .filter((source) => {
      const row = known.get(source);
      if (!row) return true;
      if (row.media) return false;
      return retryFailed || now.getTime() - Date.parse(row.fetched_at) >= RETRY_MS;
    })
    .slice(0, limit);
  let copied = 0;
  for (let at = 0; at < due.length; at += CONCURRENCY) {
    const made = await Promise.all(
      due.slice(at, at + CONCURRENCY).map((source) => fetchOne(ctx, source, limits, now)),
    );
    copied += made.filter(Boolean).length;
  }
  return { tried: due.length, copied };
}

/**
 * How pictures among `values` are shown outside the API's answers (a page's banner and Open Graph
 * picture, the feed): the blog's copy of one given by address, else (`keepGiven`, for readers
 * elsewhere) the address or (for pages, which load nothing from other sites) null; a picture of the
 * blog itself as it is.
 */
export async function shownPictures(
  ctx: AppContext,
  values: Iterable<string | null | undefined>,
  { keepGiven = false } = {},
): Promise<(value: string | null | undefined) => string | null> {
  const sources = remoteAddresses(values);
  const copies =
    sources.length > 0 ? await repository.copiesOf(ctx.db.kysely, sources) : new Map<string, string>();
  return (value) => {
    if (!value || !isHttpUrl(value)) return value || null;
    return copies.get(value) ?? (keepGiven ? value : null);
  };
}
