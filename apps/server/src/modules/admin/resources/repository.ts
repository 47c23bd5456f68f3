import type { Executor } from '../../../db/executor';

export interface CategoryFields {
  type: string;
  name: string;
  sort: number;
}

export interface SiteFields {
  category_id: number;
  name: string;
  url: string;
  description: string | null;
  logo: string | null;
  sort: number;
}

function categories(db: Executor) {
  return db.selectFrom('resource_categories as c').select((eb) => [
    'c.id',
    'c.type',
    'c.name',
    'c.sort',
    eb
      .selectFrom('resource_sites as s')
      .select((inner) => inner.fn.countAll<number>().as('n'))
      .whereRef('s.category_id', '=', 'c.id')
      .as('site_count'),
  ]);
}

export function listCategories(db: Executor, type?: string) {
  const query = categories(db);
  return (type ? query.where('c.type', '=', type) : query)
    .orderBy('c.type')
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
}

export const findCategory = (db: Executor, id: number) =>
  categories(db).where('c.id', '=', id).executeTakeFirst();

export const updateCategory = (db: Executor, id: number, fields: CategoryFields & { updated_at: string }) =>
  db.updateTable('resource_categories').set(fields).where('id', '=', id).execute();

/** Deletes a category with its sites. */
export async function deleteCategory(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('resource_sites').where('category_id', '=', id).execute();
  await db.deleteFrom('resource_categories').where('id', '=', id).execute();
}

const siteColumns = ['id', 'category_id', 'name', 'url', 'description', 'logo', 'sort'] as const;

export function listSites(db: Executor, categoryId?: number) {
  const query = db.selectFrom('resource_sites').select(siteColumns);
  return (categoryId === undefined ? query : query.where('category_id', '=', categoryId))
    .orderBy('category_id')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export const findSite = (db: Executor, id: number) =>
  db.selectFrom('resource_sites').select(siteColumns).where('id', '=', id).executeTakeFirst();

export const insertSite = (db: Executor, fields: SiteFields, now: string) =>
  db
    .insertInto('resource_sites')
    .values({ ...fields, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();

export const updateSite = (db: Executor, id: number, fields: SiteFields & { updated_at: string }) =>
  db.updateTable('resource_sites').set(fields).where('id', '=', id).execute();

export const deleteSite = (db: Executor, id: number) =>
  db.deleteFrom('resource_sites').where('id', '=', id).execute();
