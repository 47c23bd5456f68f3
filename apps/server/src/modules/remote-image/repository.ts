import { REMOTE_PICTURE_PATH } from '@blog/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Executor } from '../../db/executor';

/** The rows kept for `sources`, by address. */
export async function findSources(db: Executor, sources: readonly string[]) {
  const rows = new Map<string, { media: string | null; fetched_at: string }>();
  for (let at = 0; at < sources.length; at += 500) {
    const found = await db
      .selectFrom('remote_images')
      .select(['source', 'media', 'fetched_at'])
      .where('source', 'in', sources.slice(at, at + 500))
      .execute();
    for (const { source, ...row } of found) rows.set(source, row);
  }
  return rows;
}

/** The blog's copy of each of `sources` that has one. */
export async function copiesOf(db: Executor, sources: readonly string[]): Promise<Map<string, string>> {
  const copies = new Map<string, string>();
  for (const [source, row] of await findSources(db, sources)) if (row.media) copies.set(source, row.media);
  return copies;
}

/** Keeps the outcome of a fetch; a failure never replaces a copy another fetch of the address made. */
export async function record(
  db: Executor,
  row: { source: string; media: string | null; error: string | null; fetched_at: string },
): Promise<void> {
  await db
    .insertInto('remote_images')
    .values({ ...row, created_at: row.fetched_at })
    .onConflict((conflict) =>
      conflict
        .column('source')
        .doUpdateSet({ media: row.media, error: row.error, fetched_at: row.fetched_at })
        .where('remote_images.media', 'is', null),
    )
    .execute();
}

/** An address on another site: the schedule's filter, in SQL (the API's check is `isHttpUrl`). */
const isRemote = (column: string) =>
  sql<boolean>`(${sql.ref(column)} like 'http://%' or ${sql.ref(column)} like 'https://%')`;

/**
 * Every picture the blog shows, by where it is kept: what the schedule looks through for addresses
 * without a copy. A friend's avatar counts once the link is approved, a message's background once the
 * message is published: what strangers ask for waits for the owner.
 */
const pictureSources = (db: Kysely<Database>) => ({
  first: db
    .selectFrom('articles')
    .select('article_cover as source')
    .where('deleted_at', 'is', null)
    .where(isRemote('article_cover')),
  rest: [
    db.selectFrom('talk_photos').select('url as source').where(isRemote('url')),
    db.selectFrom('photo_albums').select('album_cover as source').where(isRemote('album_cover')),
    db.selectFrom('photos').select('url as source').where(isRemote('url')),
    db
      .selectFrom('links')
      .select('site_avatar as source')
      .where('status', '=', 2)
      .where(isRemote('site_avatar')),
    db.selectFrom('messages').select('bg_url as source').where('status', '=', 1).where(isRemote('bg_url')),
    db.selectFrom('page_headers').select('bg_url as source').where(isRemote('bg_url')),
    db.selectFrom('resource_sites').select('logo as source').where(isRemote('logo')),
    db.selectFrom('users').select('avatar as source').where(isRemote('avatar')),
    ...(['blog_avatar', 'avatar_bg', 'we_chat_group', 'qq_group', 'we_chat_pay', 'ali_pay'] as const).map(
      (column) => db.selectFrom('site_config').select(`${column} as source`).where(isRemote(column)),
    ),
  ],
});

/**
 * Addresses of pictures the blog shows that have no copy: never tried, or failed before
 * `retryBefore`. At most `limit`, in address order.
 */
export async function dueSources(
  db: Kysely<Database>,
  retryBefore: string,
  limit: number,
): Promise<string[]> {
  const { first, rest } = pictureSources(db);
  const all = rest.reduce((union, next) => union.union(next), first);
  const rows = await db
    .selectFrom(all.as('p'))
    .leftJoin('remote_images as r', 'r.source', 'p.source')
    .select('p.source')
    .where((eb) =>
      eb.or([
        eb('r.source', 'is', null),
        eb.and([eb('r.media', 'is', null), eb('r.fetched_at', '<', retryBefore)]),
      ]),
    )
    .orderBy('p.source')
    .limit(limit)
    .execute();
  return rows.flatMap((row) => (row.source ? [row.source] : []));
}

/**
 * HTML that may show pictures given by address (lib/remote-picture): the kept bodies of articles out
 * of the recycle bin, and published messages with a picture.
 */
export async function htmlWithPictures(db: Kysely<Database>): Promise<string[]> {
  const bodies = await db
    .selectFrom('article_bodies as b')
    .innerJoin('articles as a', 'a.id', 'b.article_id')
    .select('b.html')
    .where('a.deleted_at', 'is', null)
    .where('b.html', 'like', `%${REMOTE_PICTURE_PATH}?src=%`)
    .execute();
  const messages = await db
    .selectFrom('messages')
    .select('message as html')
    .where('status', '=', 1)
    .where('message', 'like', '%<img%')
    .execute();
  return [...bodies, ...messages].map((row) => row.html);
}

/** The background and HTML of the messages `ids`. */
export const messagePictures = (db: Executor, ids: readonly number[]) =>
  db.selectFrom('messages').select(['bg_url', 'message']).where('id', 'in', ids).execute();
