import type { Executor } from '../../db/executor';
import { visibleArticles } from '../article/repository';

/** Categories and tags are the same shape under different names. */
export type TaxonomyKind = 'category' | 'tag';

export interface TaxonomyFilter {
  /** Count only the articles visitors see; else every article, the recycle bin included (the console). */
  visibleOnly: boolean;
  /** The one with this id only. */
  id?: number;
}

const countedArticles = (db: Executor, visibleOnly: boolean) =>
  visibleOnly ? visibleArticles(db) : db.selectFrom('articles as a');

// Counts are grouped in a subquery, then joined to the names: for visitors' counts the articles'
// partial indexes alone answer it, without reading a single article row.

/** Categories with the number of articles in each, oldest first. */
export const listCategories = (db: Executor, { visibleOnly, id }: TaxonomyFilter) =>
  db
    .selectFrom('categories as c')
    .leftJoin(
      countedArticles(db, visibleOnly)
        .select(['a.category_id', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('a.category_id')
        .as('counts'),
      'counts.category_id',
      'c.id',
    )
    .select([
      'c.id',
      'c.category_name as name',
      'c.created_at',
      (eb) => eb.fn.coalesce('counts.n', eb.lit(0)).as('articleCount'),
    ])
    .$if(id !== undefined, (query) => query.where('c.id', '=', id!))
    .orderBy('c.id')
    .execute();

/** Tags with the number of articles carrying each, oldest first. */
export const listTags = (db: Executor, { visibleOnly, id }: TaxonomyFilter) =>
  db
    .selectFrom('tags as t')
    .leftJoin(
      countedArticles(db, visibleOnly)
        .innerJoin('article_tags as at', 'at.article_id', 'a.id')
        .select(['at.tag_id', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('at.tag_id')
        .as('counts'),
      'counts.tag_id',
      't.id',
    )
    .select([
      't.id',
      't.tag_name as name',
      't.created_at',
      (eb) => eb.fn.coalesce('counts.n', eb.lit(0)).as('articleCount'),
    ])
    .$if(id !== undefined, (query) => query.where('t.id', '=', id!))
    .orderBy('t.id')
    .execute();

export const list = (db: Executor, kind: TaxonomyKind, filter: TaxonomyFilter) =>
  kind === 'category' ? listCategories(db, filter) : listTags(db, filter);

/** The one with `id`, its articles counted as the console counts them (every one). */
export async function find(db: Executor, kind: TaxonomyKind, id: number) {
  const [row] = await list(db, kind, { visibleOnly: false, id });
  return row;
}

/** Its name alone (the heading of an article list by category or tag). */
export const findName = (db: Executor, kind: TaxonomyKind, id: number) =>
  kind === 'category'
    ? db.selectFrom('categories').select('category_name as name').where('id', '=', id).executeTakeFirst()
    : db.selectFrom('tags').select('tag_name as name').where('id', '=', id).executeTakeFirst();

export const findByName = (db: Executor, kind: TaxonomyKind, name: string) =>
  kind === 'category'
    ? db.selectFrom('categories').select('id').where('category_name', '=', name).executeTakeFirst()
    : db.selectFrom('tags').select('id').where('tag_name', '=', name).executeTakeFirst();

export async function insert(db: Executor, kind: TaxonomyKind, name: string, now: string): Promise<number> {
  const row =
    kind === 'category'
      ? await db
          .insertInto('categories')
          .values({ category_name: name, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      : await db
          .insertInto('tags')
          .values({ tag_name: name, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
  return row.id;
}

/** The id of the category or tag called `name`, created the first time an article names it. */
export async function findOrCreate(db: Executor, kind: TaxonomyKind, name: string, now: string) {
  const found = await findByName(db, kind, name);
  return found ? found.id : insert(db, kind, name, now);
}

export async function rename(db: Executor, kind: TaxonomyKind, id: number, name: string, now: string) {
  const result =
    kind === 'category'
      ? await db
          .updateTable('categories')
          .set({ category_name: name, updated_at: now })
          .where('id', '=', id)
          .executeTakeFirst()
      : await db
          .updateTable('tags')
          .set({ tag_name: name, updated_at: now })
          .where('id', '=', id)
          .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Detaches it from its articles, then deletes it. */
export async function remove(db: Executor, kind: TaxonomyKind, id: number): Promise<void> {
  if (kind === 'category') {
    await db.updateTable('articles').set({ category_id: null }).where('category_id', '=', id).execute();
    await db.deleteFrom('categories').where('id', '=', id).execute();
  } else {
    await db.deleteFrom('article_tags').where('tag_id', '=', id).execute();
    await db.deleteFrom('tags').where('id', '=', id).execute();
  }
}
