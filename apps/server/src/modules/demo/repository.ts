import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { likePattern } from '../../db/like-pattern';
import type { Database, SiteConfigUpdate } from '../../db/schema';

/*
 * The demo module's queries: the record (table demo_items), the rows the record names read back
 * (things.ts), what keeps a demo row (plan.ts), the recognition of an older install's demo
 * (legacy.ts) and the clearing (service.ts).
 */

// ---------------------------------------------------------------------------------------------
// The record

/** Every entry of the record. */
export const readRecords = (db: Executor) =>
  db.selectFrom('demo_items').select(['kind', 'ref', 'fingerprint']).execute();

/** Adds entries to the record; an entry already there takes the new fingerprint. */
export async function upsertRecords(
  db: Executor,
  records: { kind: string; ref: string; fingerprint: string; created_at: string }[],
): Promise<void> {
  await db
    .insertInto('demo_items')
    .values(records)
    .onConflict((oc) =>
      oc.columns(['kind', 'ref']).doUpdateSet((eb) => ({ fingerprint: eb.ref('excluded.fingerprint') })),
    )
    .execute();
}

/** Removes an entry from the record. */
export async function forgetRecord(db: Executor, kind: string, ref: string): Promise<void> {
  await db.deleteFrom('demo_items').where('kind', '=', kind).where('ref', '=', ref).execute();
}

/** The ids of every row of a table (each table the demo writes has an integer id). */
export async function allIds(db: Executor, table: keyof Database): Promise<number[]> {
  // The cast only names one of the tables for the type checker.
  const rows = await db
    .selectFrom(table as 'articles')
    .select('id')
    .execute();
  return rows.map((row) => Number(row.id));
}

// ---------------------------------------------------------------------------------------------
// The rows the record names, read back (things.ts)

/** These articles, with what the owner could change and the name of their category. */
export const articleRows = (db: Executor, ids: number[]) =>
  db
    .selectFrom('articles as a')
    .leftJoin('categories as c', 'c.id', 'a.category_id')
    .select([
      'a.id',
      'a.article_title',
      'a.article_description',
      'a.article_content',
      'a.article_cover',
      'a.status',
      'a.type',
      'a.is_top',
      'a.origin_url',
      'a.password_hash',
      'c.category_name',
    ])
    .where('a.id', 'in', ids)
    .execute();

/** The names of the tags of these articles, by article. */
export const articleTagNames = (db: Executor, articleIds: number[]) =>
  db
    .selectFrom('article_tags as at')
    .innerJoin('tags as t', 't.id', 'at.tag_id')
    .select(['at.article_id', 't.tag_name'])
    .where('at.article_id', 'in', articleIds)
    .execute();

/** These talks' texts. */
export const talkRows = (db: Executor, ids: number[]) =>
  db.selectFrom('talks').select(['id', 'content']).where('id', 'in', ids).execute();

/** The photos of these talks, in the order they were added. */
export const talkPhotoRows = (db: Executor, talkIds: number[]) =>
  db
    .selectFrom('talk_photos')
    .select(['talk_id', 'url'])
    .where('talk_id', 'in', talkIds)
    .orderBy('id')
    .execute();

/** These albums. */
export const albumRows = (db: Executor, ids: number[]) =>
  db.selectFrom('photo_albums').selectAll().where('id', 'in', ids).execute();

/** These album photos' addresses. */
export const photoRows = (db: Executor, ids: number[]) =>
  db.selectFrom('photos').select(['id', 'url']).where('id', 'in', ids).execute();

/** These comments' texts. */
export const commentRows = (db: Executor, ids: number[]) =>
  db.selectFrom('comments').select(['id', 'content']).where('id', 'in', ids).execute();

/** These messages, with their author's name and background. */
export const messageRows = (db: Executor, ids: number[]) =>
  db.selectFrom('messages').select(['id', 'message', 'nick_name', 'bg_url']).where('id', 'in', ids).execute();

/** These friend links. */
export const linkRows = (db: Executor, ids: number[]) =>
  db.selectFrom('links').selectAll().where('id', 'in', ids).execute();

/** These resource categories. */
export const resourceCategoryRows = (db: Executor, ids: number[]) =>
  db.selectFrom('resource_categories').selectAll().where('id', 'in', ids).execute();

/** These resource sites. */
export const resourceSiteRows = (db: Executor, ids: number[]) =>
  db.selectFrom('resource_sites').selectAll().where('id', 'in', ids).execute();

/** These page banners. */
export const pageHeaderRows = (db: Executor, ids: number[]) =>
  db.selectFrom('page_headers').selectAll().where('id', 'in', ids).execute();

/** These article categories. */
export const categoryRows = (db: Executor, ids: number[]) =>
  db.selectFrom('categories').selectAll().where('id', 'in', ids).execute();

/** These article tags. */
export const tagRows = (db: Executor, ids: number[]) =>
  db.selectFrom('tags').selectAll().where('id', 'in', ids).execute();

/** These accounts' names, avatars and roles. */
export const userRows = (db: Executor, ids: number[]) =>
  db
    .selectFrom('users')
    .select(['id', 'username', 'nick_name', 'avatar', 'role'])
    .where('id', 'in', ids)
    .execute();

// ---------------------------------------------------------------------------------------------
// What keeps a demo row (plan.ts)

/** The row of the song at this library path, with its cover's key. */
export const findSongByPath = (db: Executor, songPath: string) =>
  db.selectFrom('songs').select(['id', 'cover_key']).where('path', '=', songPath).executeTakeFirst();

/** The comments under these articles (type 1), talks (2) or messages (3). */
export const commentsUnder = (db: Executor, type: number, forIds: number[]) =>
  db
    .selectFrom('comments')
    .select(['id', 'type', 'for_id', 'parent_id'])
    .where('type', '=', type)
    .where('for_id', 'in', forIds)
    .execute();

/** The photos in these albums. */
export const photosInAlbums = (db: Executor, albumIds: number[]) =>
  db.selectFrom('photos').select(['id', 'album_id']).where('album_id', 'in', albumIds).execute();

/** The resource sites in these categories. */
export const sitesInCategories = (db: Executor, categoryIds: number[]) =>
  db
    .selectFrom('resource_sites')
    .select(['id', 'category_id'])
    .where('category_id', 'in', categoryIds)
    .execute();

/** The articles in these categories. */
export const articlesInCategories = (db: Executor, categoryIds: number[]) =>
  db.selectFrom('articles').select(['id', 'category_id']).where('category_id', 'in', categoryIds).execute();

/** Which articles carry these tags. */
export const articlesWithTags = (db: Executor, tagIds: number[]) =>
  db.selectFrom('article_tags').select(['article_id', 'tag_id']).where('tag_id', 'in', tagIds).execute();

/** The comments these users wrote or were answered in: each with its author and the one answered. */
export const commentsByOrTo = (db: Executor, userIds: number[]) =>
  db
    .selectFrom('comments')
    .select(['id', 'from_id as user', 'to_id as other'])
    .where((eb) => eb.or([eb('from_id', 'in', userIds), eb('to_id', 'in', userIds)]))
    .execute();

/** The messages these users left, with their author. */
export const messagesBy = (db: Executor, userIds: number[]) =>
  db.selectFrom('messages').select(['id', 'user_id as user']).where('user_id', 'in', userIds).execute();

/** The friend links these users applied for, with their applicant. */
export const linksBy = (db: Executor, userIds: number[]) =>
  db.selectFrom('links').select(['id', 'user_id as user']).where('user_id', 'in', userIds).execute();

/** The authors, among these users, of each article they wrote. */
export const articleAuthorsAmong = (db: Executor, userIds: number[]) =>
  db.selectFrom('articles').select('author_id as user').where('author_id', 'in', userIds).execute();

/** The authors, among these users, of each talk they wrote. */
export const talkAuthorsAmong = (db: Executor, userIds: number[]) =>
  db.selectFrom('talks').select('user_id as user').where('user_id', 'in', userIds).execute();

// ---------------------------------------------------------------------------------------------
// An older install's demo, recognised by the shipped files (legacy.ts)

/** The articles with these slugs, with their category. */
export const articlesBySlugs = (db: Executor, slugs: string[]) =>
  db.selectFrom('articles').select(['id', 'category_id']).where('slug', 'in', slugs).execute();

/** The tags of these articles, one row an article's tag. */
export const tagIdsOfArticles = (db: Executor, articleIds: number[]) =>
  db.selectFrom('article_tags').select('tag_id').where('article_id', 'in', articleIds).execute();

/** The accounts, other than admins, with these login names (the list must not be empty). */
export const readersNamed = (db: Executor, usernames: string[]) =>
  db
    .selectFrom('users')
    .select(['id', 'username', 'nick_name'])
    .where('role', '<>', 1)
    .where('username', 'in', usernames)
    .execute();

/** The talks the user wrote. */
export const talksOf = (db: Executor, userId: number) =>
  db.selectFrom('talks').select(['id', 'content']).where('user_id', '=', userId).execute();

/** Every album's name and description. */
export const allAlbums = (db: Executor) =>
  db.selectFrom('photo_albums').select(['id', 'album_name', 'description']).execute();

/** The addresses of the photos in these albums. */
export const photoUrlsInAlbums = (db: Executor, albumIds: number[]) =>
  db.selectFrom('photos').select(['id', 'url']).where('album_id', 'in', albumIds).execute();

/** Every friend link's address and name. */
export const allLinks = (db: Executor) => db.selectFrom('links').select(['id', 'url', 'site_name']).execute();

/** Every message's text. */
export const allMessages = (db: Executor) => db.selectFrom('messages').select(['id', 'message']).execute();

/** The texts of the comments on articles and talks (types 1 and 2) that these users wrote. */
export const articleAndTalkCommentsBy = (db: Executor, userIds: number[]) =>
  db
    .selectFrom('comments')
    .select(['id', 'content'])
    .where('from_id', 'in', userIds)
    .where('type', 'in', [1, 2])
    .execute();

/** Every resource category's type and name. */
export const allResourceCategories = (db: Executor) =>
  db.selectFrom('resource_categories').select(['id', 'type', 'name']).execute();

/** Every resource site's name and address. */
export const allResourceSites = (db: Executor) =>
  db.selectFrom('resource_sites').select(['id', 'name', 'url']).execute();

// ---------------------------------------------------------------------------------------------
// Clearing (service.ts)

/** Deletes one comment, without the replies under it. */
export async function deleteComment(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('comments').where('id', '=', id).execute();
}

/** Deletes one page banner. */
export async function deletePageHeader(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('page_headers').where('id', '=', id).execute();
}

/** Deletes one account row, and nothing else. */
export async function deleteUser(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

/** Gives the site profile's fields these values. */
export async function resetSiteProfile(db: Executor, changes: SiteConfigUpdate): Promise<void> {
  await db.updateTable('site_config').set(changes).execute();
}

/** Gives every admin account this nickname or avatar. */
export async function resetAdminProfile(
  db: Executor,
  changes: { nick_name?: string; avatar?: null },
): Promise<void> {
  await db.updateTable('users').set(changes).where('role', '=', 1).execute();
}

/** Whether any row still shows the uploaded picture `url`. */
export async function isReferenced(db: Executor, url: string): Promise<boolean> {
  const like = likePattern(url);
  const checks = [
    db
      .selectFrom('articles')
      .select('id')
      .where((eb) =>
        eb.or([eb('article_cover', '=', url), eb(sql`article_content`, 'like', sql`${like} escape '\\'`)]),
      ),
    db
      .selectFrom('talks')
      .select('id')
      .where(sql<boolean>`content like ${like} escape '\\'`),
    db.selectFrom('talk_photos').select('id').where('url', '=', url),
    db.selectFrom('photos').select('id').where('url', '=', url),
    db.selectFrom('photo_albums').select('id').where('album_cover', '=', url),
    db.selectFrom('links').select('id').where('site_avatar', '=', url),
    db
      .selectFrom('messages')
      .select('id')
      .where((eb) => eb.or([eb('bg_url', '=', url), eb(sql`message`, 'like', sql`${like} escape '\\'`)])),
    db
      .selectFrom('comments')
      .select('id')
      .where(sql<boolean>`content like ${like} escape '\\'`),
    db.selectFrom('page_headers').select('id').where('bg_url', '=', url),
    db.selectFrom('users').select('id').where('avatar', '=', url),
    db.selectFrom('resource_sites').select('id').where('logo', '=', url),
    db
      .selectFrom('site_config')
      .select('id')
      .where((eb) =>
        eb.or(
          (['blog_avatar', 'avatar_bg', 'we_chat_group', 'qq_group', 'we_chat_pay', 'ali_pay'] as const).map(
            (column) => eb(column, '=', url),
          ),
        ),
      ),
  ];
  for (const check of checks) if (await check.executeTakeFirst()) return true;
  return false;
}
