import type { Selectable } from 'kysely';
import type { Executor } from '../../db/executor';
import type { FriendFeedTable } from '../../db/schema';
import type { FeedPost } from './parse-feed';

const APPROVED = 2;

/** What a check of one link needs: its feed row and the site's address. */
export type FeedToCheck = Selectable<FriendFeedTable> & { url: string };

/** Gives every approved link that has none a feed row, due now (another process may do it too). */
export async function addMissingFeeds(db: Executor, now: string): Promise<void> {
  await db
    .insertInto('friend_feeds')
    .columns(['link_id', 'next_check_at', 'created_at', 'updated_at'])
    .expression((eb) =>
      eb
        .selectFrom('links')
        .select((select) => [
          'links.id',
          select.val(now).as('next_check_at'),
          select.val(now).as('created_at'),
          select.val(now).as('updated_at'),
        ])
        .where('links.status', '=', APPROVED)
        .where((where) =>
          where.not(
            where.exists(
              where
                .selectFrom('friend_feeds')
                .select('friend_feeds.link_id')
                .whereRef('friend_feeds.link_id', '=', 'links.id'),
            ),
          ),
        ),
    )
    .onConflict((conflict) => conflict.column('link_id').doNothing())
    .execute();
}

const feedsWithLinks = (db: Executor) =>
  db
    .selectFrom('friend_feeds')
    .innerJoin('links', 'links.id', 'friend_feeds.link_id')
    .selectAll('friend_feeds')
    .select('links.url')
    .where('links.status', '=', APPROVED);

/** Approved links whose check is due, the longest waiting first. */
export const dueFeeds = (db: Executor, now: string, limit: number): Promise<FeedToCheck[]> =>
  feedsWithLinks(db)
    .where('friend_feeds.next_check_at', '<=', now)
    .orderBy('friend_feeds.next_check_at')
    .orderBy('friend_feeds.link_id')
    .limit(limit)
    .execute();

export const findFeed = (db: Executor, linkId: number): Promise<FeedToCheck | undefined> =>
  feedsWithLinks(db).where('friend_feeds.link_id', '=', linkId).executeTakeFirst();

/**
 * Takes a link for this process until `until`: true unless another process (several blog processes
 * share one database) took it since it was read. A process that dies while checking leaves it to be
 * taken again once `until` has passed.
 */
export async function claimFeed(db: Executor, feed: FeedToCheck, until: string): Promise<boolean> {
  const result = await db
    .updateTable('friend_feeds')
    .set({ next_check_at: until })
    .where('link_id', '=', feed.link_id)
    .where('next_check_at', '=', feed.next_check_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface CheckRecord {
  feed_url: string | null;
  etag: string | null;
  last_modified: string | null;
  reachable: number;
  last_checked_at: string;
  last_error: string | null;
  feed_error: string | null;
  failures: number;
  failing_since: string | null;
  next_check_at: string;
}

export const recordCheck = (db: Executor, linkId: number, record: CheckRecord) =>
  db
    .updateTable('friend_feeds')
    .set({ ...record, updated_at: record.last_checked_at })
    .where('link_id', '=', linkId)
    .execute();

/** The owner's feed address (or none, to find it on the site again): checked at once. */
export const setFeedUrl = (db: Executor, linkId: number, feedUrl: string | null, now: string) =>
  db
    .updateTable('friend_feeds')
    .set({
      feed_url: feedUrl,
      feed_url_manual: feedUrl ? 1 : 0,
      etag: null,
      last_modified: null,
      feed_error: null,
      next_check_at: now,
      updated_at: now,
    })
    .where('link_id', '=', linkId)
    .execute();

/** Saves the posts of one read (new ones added, known ones updated), then keeps the newest `keep`. */
export async function savePosts(db: Executor, linkId: number, posts: FeedPost[], keep: number, now: string) {
  for (const post of posts) {
    const values = {
      link_id: linkId,
      guid: post.guid,
      title: post.title,
      url: post.url,
      summary: post.summary,
      published_at: post.publishedAt,
      sort_at: post.publishedAt ?? now,
      created_at: now,
      updated_at: now,
    };
    await db
      .insertInto('friend_posts')
      .values(values)
      .onConflict((conflict) =>
        conflict.columns(['link_id', 'guid']).doUpdateSet({
          title: values.title,
          url: values.url,
          summary: values.summary,
          published_at: values.published_at,
          // An undated post keeps the moment it was first seen.
          ...(post.publishedAt ? { sort_at: post.publishedAt } : {}),
          updated_at: now,
        }),
      )
      .execute();
  }
  await db
    .deleteFrom('friend_posts')
    .where('link_id', '=', linkId)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('friend_posts')
        .select('id')
        .where('link_id', '=', linkId)
        .orderBy('sort_at', 'desc')
        .orderBy('id', 'desc')
        .limit(keep),
    )
    .execute();
}

export const deletePosts = (db: Executor, linkId: number) =>
  db.deleteFrom('friend_posts').where('link_id', '=', linkId).execute();

/** A page of posts of approved links, newest first, with their friend's name and avatar. */
export async function listPosts(db: Executor, offset: number, limit: number) {
  const base = db
    .selectFrom('friend_posts')
    .innerJoin('links', 'links.id', 'friend_posts.link_id')
    .where('links.status', '=', APPROVED);
  const [rows, count] = await Promise.all([
    base
      .select([
        'friend_posts.id',
        'friend_posts.link_id',
        'friend_posts.title',
        'friend_posts.url',
        'friend_posts.summary',
        'friend_posts.sort_at',
        'links.site_name',
        'links.site_avatar',
        'links.url as site_url',
      ])
      .orderBy('friend_posts.sort_at', 'desc')
      .orderBy('friend_posts.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export interface HealthFilter {
  /** One link only. */
  linkId?: number;
  /** Only the dead links: failing `failures` times in a row, or since `failingSince`. */
  dead?: { failures: number; failingSince: string };
}

/** Every approved link with its feed's state (none before its first check), in the order friends joined. */
export async function listHealth(db: Executor, filter: HealthFilter, offset: number, limit: number) {
  let base = db
    .selectFrom('links')
    .leftJoin('friend_feeds', 'friend_feeds.link_id', 'links.id')
    .where('links.status', '=', APPROVED);
  const { dead, linkId } = filter;
  if (linkId !== undefined) base = base.where('links.id', '=', linkId);
  if (dead) {
    base = base.where((eb) =>
      eb.or([
        eb('friend_feeds.failures', '>=', dead.failures),
        eb('friend_feeds.failing_since', '<=', dead.failingSince),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select((eb) => [
        'links.id',
        'links.site_name',
        'links.site_avatar',
        'links.url',
        'friend_feeds.feed_url',
        'friend_feeds.feed_url_manual',
        'friend_feeds.reachable',
        'friend_feeds.last_checked_at',
        'friend_feeds.last_error',
        'friend_feeds.feed_error',
        'friend_feeds.failures',
        'friend_feeds.failing_since',
        'friend_feeds.next_check_at',
        eb
          .selectFrom('friend_posts')
          .select((sub) => sub.fn.countAll<number>().as('n'))
          .whereRef('friend_posts.link_id', '=', 'links.id')
          .as('post_count'),
      ])
      .orderBy('links.created_at')
      .orderBy('links.id')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export type HealthRow = Awaited<ReturnType<typeof listHealth>>['rows'][number];
