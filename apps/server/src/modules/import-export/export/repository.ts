import type { Executor } from '../../../db/executor';

/** Every article not in the recycle bin, with its category's name, oldest first. */
export const listArticles = (db: Executor) =>
  db
    .selectFrom('articles as a')
    .leftJoin('categories as c', 'c.id', 'a.category_id')
    .selectAll('a')
    .select('c.category_name')
    .where('a.deleted_at', 'is', null)
    .orderBy('a.id')
    .execute();

/** Each article's tag names, in the order the tags were made. */
export async function tagNamesByArticle(db: Executor): Promise<Map<number, string[]>> {
  const rows = await db
    .selectFrom('article_tags as at')
    .innerJoin('tags as t', 't.id', 'at.tag_id')
    .select(['at.article_id', 't.tag_name'])
    .orderBy('t.id')
    .execute();
  return groupBy(
    rows,
    (row) => row.article_id,
    (row) => row.tag_name,
  );
}

/** Each article's old addresses. */
export async function oldPathsByArticle(db: Executor): Promise<Map<number, string[]>> {
  const rows = await db
    .selectFrom('article_redirects')
    .select(['article_id', 'path'])
    .orderBy('id')
    .execute();
  return groupBy(
    rows,
    (row) => row.article_id,
    (row) => row.path,
  );
}

function groupBy<R, V>(rows: R[], key: (row: R) => number, value: (row: R) => V): Map<number, V[]> {
  const groups = new Map<number, V[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), value(row)]);
  return groups;
}

/** Every talk, whatever its status, with its author's account, oldest first. */
export const listTalks = (db: Executor) =>
  db
    .selectFrom('talks as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select([
      't.id',
      't.content',
      't.status',
      't.is_top',
      't.created_at',
      't.updated_at',
      'u.username',
      'u.nick_name',
      'u.avatar',
      'u.role',
    ])
    .orderBy('t.id')
    .execute();

/** Every published message with the account that wrote it (none for a guest's), oldest first. */
export const listMessages = (db: Executor) =>
  db
    .selectFrom('messages as m')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .selectAll('m')
    // Held ones (待审核) wait for the owner; they are not the blog's content yet.
    .where('m.status', '=', 1)
    .select(['u.username', 'u.nick_name as user_nick_name', 'u.avatar', 'u.role'])
    .orderBy('m.id')
    .execute();

/** Every friend link, pending ones too, with the account that applied, oldest first. */
export const listLinks = (db: Executor) =>
  db
    .selectFrom('links as l')
    .leftJoin('users as u', 'u.id', 'l.user_id')
    .selectAll('l')
    .select(['u.username', 'u.nick_name', 'u.avatar', 'u.role'])
    .orderBy('l.id')
    .execute();

/** Every album, oldest first. */
export const listAlbums = (db: Executor) => db.selectFrom('photo_albums').selectAll().orderBy('id').execute();

/** Every category or tag with when it was made, oldest first. */
export const listNames = (db: Executor, table: 'categories' | 'tags') =>
  table === 'categories'
    ? db.selectFrom('categories').select(['category_name as name', 'created_at']).orderBy('id').execute()
    : db.selectFrom('tags').select(['tag_name as name', 'created_at']).orderBy('id').execute();

/** The resource pages' categories with when they were made, in display order. */
export const listResourceCategories = (db: Executor) =>
  db.selectFrom('resource_categories').selectAll().orderBy('type').orderBy('sort').orderBy('id').execute();

/** Every resource site with when it was made, in its category's order. */
export const listResourceSites = (db: Executor) =>
  db.selectFrom('resource_sites').selectAll().orderBy('category_id').orderBy('sort').orderBy('id').execute();
