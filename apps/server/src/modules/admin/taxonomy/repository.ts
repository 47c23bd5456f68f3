import type { Executor } from '../../../db/executor';

/** Categories and tags are the same shape under different names. */
export type TaxonomyKind = 'category' | 'tag';

/** Categories with how many articles use them (the recycle bin included), oldest first. */
export const listCategories = (db: Executor, id?: number) =>
  db
    .selectFrom('categories as c')
    .select((eb) => [
      'c.id',
      'c.category_name as name',
      'c.created_at',
      eb
        .selectFrom('articles as a')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('a.category_id', '=', 'c.id')
        .as('articleCount'),
    ])
    .$if(id !== undefined, (query) => query.where('c.id', '=', id!))
    .orderBy('c.id')
    .execute();

export const listTags = (db: Executor, id?: number) =>
  db
    .selectFrom('tags as t')
    .select((eb) => [
      't.id',
      't.tag_name as name',
      't.created_at',
      eb
        .selectFrom('article_tags as at')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('at.tag_id', '=', 't.id')
        .as('articleCount'),
    ])
    .$if(id !== undefined, (query) => query.where('t.id', '=', id!))
    .orderBy('t.id')
    .execute();

/** All of them, or the one with `id`. */
export const list = (db: Executor, kind: TaxonomyKind, id?: number) =>
  kind === 'category' ? listCategories(db, id) : listTags(db, id);

export async function find(db: Executor, kind: TaxonomyKind, id: number) {
  const [row] = await list(db, kind, id);
  return row;
}

export async function findByName(db: Executor, kind: TaxonomyKind, name: string) {
  return kind === 'category'
    ? db.selectFrom('categories').select('id').where('category_name', '=', name).executeTakeFirst()
    : db.selectFrom('tags').select('id').where('tag_name', '=', name).executeTakeFirst();
}

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
