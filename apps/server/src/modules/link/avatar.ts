import { isHttpUrl } from '@blog/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { RepeatingRun } from '../../lib/repeating-run';
import { DEFAULT_LIMITS, FetchError, fetchBytes, type FetchLimits } from '../friend-feed/fetcher';
import { storeImage } from '../upload/service';

/*
 * Friends' avatars given as addresses on other sites (issue #32). Pages never load a picture from
 * another site (the CSP's img-src is 'self'): the server fetches each such avatar once, through the
 * friends' feed's guarded read (size cap, private addresses refused at every hop), into the uploads,
 * where the upload's own checks apply (a real image, sniffed from its bytes, re-encoded). Pages show
 * that copy, or the letter avatar while there is none.
 */

/** The largest avatar fetched. */
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
/** A failed avatar is tried again after this long (the address may start working). */
export const AVATAR_RETRY_MS = 24 * 60 * 60_000;
const ACCEPT = 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.1';

/** The guarded read's limits for avatars: the feed's setting for private addresses, a smaller time. */
export const avatarLimits = (ctx: AppContext): FetchLimits => ({
  ...DEFAULT_LIMITS,
  allowPrivate: ctx.config.friendFeed.allowPrivate,
  maxBytes: MAX_AVATAR_BYTES,
  timeoutMs: 10_000,
});

interface AvatarColumns {
  site_avatar: string | null;
  avatar_source: string | null;
  avatar_media: string | null;
}

/**
 * The avatar a page may show: the site's own picture as given, the copy of one given by address
 * (when it is the copy of the address given now), else null — the letter avatar.
 */
export function shownAvatar(link: AvatarColumns): string | null {
  const given = link.site_avatar;
  if (!given) return null;
  if (!isHttpUrl(given)) return given;
  return link.avatar_source === given ? link.avatar_media : null;
}

/** Fetches an image into the uploads; its address there, or a FetchError saying why not. */
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

/**
 * Fetches link `id`'s avatar when it is given by address and was not fetched for that address yet
 * (or failed long enough ago): the copy and the outcome are kept on the link. Never throws for the
 * avatar's sake; true when a fetch was tried.
 */
export async function refreshAvatar(
  ctx: AppContext,
  id: number,
  { limits = avatarLimits(ctx), now = new Date() }: { limits?: FetchLimits; now?: Date } = {},
): Promise<boolean> {
  const db = ctx.db.kysely;
  const link = await db
    .selectFrom('links')
    .select(['site_avatar', 'avatar_source', 'avatar_media', 'avatar_fetched_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!link?.site_avatar || !isHttpUrl(link.site_avatar) || !isDue(link, now)) return false;
  const source = link.site_avatar;
  let media: string | null = null;
  let error: string | null = null;
  try {
    media = await fetchImage(ctx, source, limits);
  } catch (cause) {
    error = cause instanceof FetchError ? cause.message : '读取失败';
  }
  await db
    .updateTable('links')
    .set({
      avatar_source: source,
      avatar_media: media,
      avatar_error: error,
      avatar_fetched_at: now.toISOString(),
    })
    .where('id', '=', id)
    // The owner may have given another address meanwhile: that one is fetched on its own.
    .where('site_avatar', '=', source)
    .execute();
  return true;
}

function isDue(link: AvatarColumns & { avatar_fetched_at: string | null }, now: Date): boolean {
  if (link.avatar_source !== link.site_avatar) return true;
  if (link.avatar_media) return false;
  return !link.avatar_fetched_at || now.getTime() - Date.parse(link.avatar_fetched_at) >= AVATAR_RETRY_MS;
}

/**
 * Approved links whose avatar by address has no copy for that address yet, or whose fetch failed
 * long enough ago: those written before avatars were fetched, and retries.
 */
async function dueLinks(ctx: AppContext, now: Date, limit: number): Promise<number[]> {
  const retryBefore = new Date(now.getTime() - AVATAR_RETRY_MS).toISOString();
  const rows = await ctx.db.kysely
    .selectFrom('links')
    .select('id')
    .where('status', '=', 2)
    .where((eb) => eb.or([eb('site_avatar', 'like', 'http://%'), eb('site_avatar', 'like', 'https://%')]))
    .where((eb) =>
      eb.or([
        eb('avatar_source', 'is', null),
        eb('avatar_source', '!=', eb.ref('site_avatar')),
        eb.and([eb('avatar_media', 'is', null), eb('avatar_fetched_at', '<', retryBefore)]),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** How often the schedule looks for avatars to fetch. */
const TICK_MS = 60 * 60_000;

/**
 * Fetches the avatars approved links lack, at start and then hourly, one at a time (a blog has a
 * few dozen friends): what an upgrade finds in the database, and retries of failed ones. The timer
 * never keeps the process alive; `stop()` waits for a run under way.
 */
export class LinkAvatars {
  readonly #schedule = new RepeatingRun(() => this.#fetchDue(new Date(), 50), TICK_MS);

  constructor(
    readonly ctx: AppContext,
    readonly log: { error(details: object, message: string): void },
    readonly limits: FetchLimits = avatarLimits(ctx),
  ) {}

  start(): void {
    this.#schedule.start();
  }

  stop(): Promise<void> {
    return this.#schedule.stop();
  }

  /** Fetches the avatars due at `now` (at most `batch`); how many were tried. Never rejects. */
  runOnce(now = new Date(), batch = 50): Promise<number> {
    return this.#schedule.track(this.#fetchDue(now, batch));
  }

  async #fetchDue(now: Date, batch: number): Promise<number> {
    let tried = 0;
    try {
      for (const id of await dueLinks(this.ctx, now, batch)) {
        if (await refreshAvatar(this.ctx, id, { limits: this.limits, now })) tried += 1;
      }
    } catch (error) {
      this.log.error({ err: error }, 'link avatars: the run failed');
    }
    return tried;
  }
}
