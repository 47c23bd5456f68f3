import { createHash } from 'node:crypto';
import type { Executor } from '../../../db/executor';
import type { NewSiteConfig } from '../../../db/schema';

/** The account of a guest who commented on the old blog: one per name, never able to sign in. */
export const guestUsername = (name: string) =>
  `guest-${createHash('sha256').update(name).digest('hex').slice(0, 12)}`;

export const findUserId = async (db: Executor, username: string) =>
  (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst())?.id;

/**
 * A disabled account with no password anyone could type (`!` is no argon2 hash): it exists so the
 * guest's comments keep their name; the console lists it with the other users.
 */
export async function insertGuest(
  db: Executor,
  username: string,
  name: string,
  now: string,
  avatar: string | null = null,
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      username,
      password_hash: '!',
      nick_name: name,
      avatar,
      role: 2,
      disabled: 1,
      ip: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A comment imported before: the same words by the same person (an account, or a guest by the name
 * it wrote under) at the same moment on the same thing.
 */
export const findSameComment = (
  db: Executor,
  comment: {
    type: number;
    for_id: number;
    from_id: number | null;
    guest_name?: string | null;
    content: string;
    created_at: string;
  },
) =>
  db
    .selectFrom('comments')
    .select('id')
    .where('type', '=', comment.type)
    .where('for_id', '=', comment.for_id)
    .where((eb) =>
      comment.from_id === null
        ? eb.and([eb('from_id', 'is', null), eb('guest_name', '=', comment.guest_name ?? '')])
        : eb('from_id', '=', comment.from_id),
    )
    .where('created_at', '=', comment.created_at)
    .where('content', '=', comment.content)
    .executeTakeFirst();

export const tagIdsOf = (db: Executor, articleId: number) =>
  db
    .selectFrom('article_tags')
    .select('tag_id')
    .where('article_id', '=', articleId)
    .execute()
    .then((rows) => rows.map((row) => row.tag_id));

/** A talk imported before: the same words at the same moment. */
export const findSameTalk = (db: Executor, talk: { content: string; created_at: string }) =>
  db
    .selectFrom('talks')
    .select('id')
    .where('created_at', '=', talk.created_at)
    .where('content', '=', talk.content)
    .executeTakeFirst();

/** A message imported before: the same words by the same name at the same moment. */
export const findSameMessage = (
  db: Executor,
  message: { message: string; nick_name: string; created_at: string },
) =>
  db
    .selectFrom('messages')
    .select('id')
    .where('created_at', '=', message.created_at)
    .where('nick_name', '=', message.nick_name)
    .where('message', '=', message.message)
    .executeTakeFirst();

export const findLinkId = async (db: Executor, url: string) =>
  (await db.selectFrom('links').select('id').where('url', '=', url).executeTakeFirst())?.id;

export const findAlbumId = async (db: Executor, name: string) =>
  (await db.selectFrom('photo_albums').select('id').where('album_name', '=', name).executeTakeFirst())?.id;

export const hasPhoto = async (db: Executor, albumId: number, url: string) =>
  (await db
    .selectFrom('photos')
    .select('id')
    .where('album_id', '=', albumId)
    .where('url', '=', url)
    .executeTakeFirst()) !== undefined;

export const findResourceCategoryId = async (db: Executor, type: string, name: string) =>
  (
    await db
      .selectFrom('resource_categories')
      .select('id')
      .where('type', '=', type)
      .where('name', '=', name)
      .executeTakeFirst()
  )?.id;

export const hasResourceSite = async (db: Executor, categoryId: number, url: string) =>
  (await db
    .selectFrom('resource_sites')
    .select('id')
    .where('category_id', '=', categoryId)
    .where('url', '=', url)
    .executeTakeFirst()) !== undefined;

/** An article of the console (no slug), not in the recycle bin. */
export const findSluglessArticle = (db: Executor, id: number) =>
  db
    .selectFrom('articles')
    .select(['article_title', 'created_at'])
    .where('id', '=', id)
    .where('slug', 'is', null)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

export const setArticleSlug = (db: Executor, id: number, slug: string) =>
  db.updateTable('articles').set({ slug }).where('id', '=', id).execute();

/** Gives an imported row the time it was last changed on the old blog (inserts set it to the creation). */
export const setUpdatedAt = (
  db: Executor,
  table: 'talks' | 'messages' | 'links' | 'photo_albums',
  id: number,
  updated_at: string,
) => db.updateTable(table).set({ updated_at }).where('id', '=', id).execute();

export const insertSiteConfig = (db: Executor, values: NewSiteConfig) =>
  db.insertInto('site_config').values(values).execute();
