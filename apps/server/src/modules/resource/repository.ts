import type { Executor } from '../../db/executor';

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

/** Categories with how many sites each holds. */
const selectCategories = (db: Executor) =>
  db.selectFrom('resource_categories as c').select((eb) => [
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

/** The categories of one page (`type`), or of both for the console, in display order. */
export function listCategories(db: Executor, type?: string) {
  const query = selectCategories(db);
  return (type === undefined ? query : query.where('c.type', '=', type))
    .orderBy('c.type')
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
}

export const findCategory = (db: Executor, id: number) =>
  selectCategories(db).where('c.id', '=', id).executeTakeFirst();

/** Writes a category with its sites (the console, the seed and tests). */
export async function insertCategory(
  db: Executor,
  category: {
    type: string;
    name: string;
    sort: number;
    sites: { name: string; url: string; description: string | null; logo: string | null }[];
    created_at: string;
  },
): Promise<number> {
  const { sites, created_at, ...values } = category;
  const row = await db
    .insertInto('resource_categories')
    .values({ ...values, created_at, updated_at: created_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (sites.length) {
    await db
      .insertInto('resource_sites')
      .values(
        sites.map((site, index) => ({
          ...site,
          category_id: row.id,
          sort: index + 1,
          created_at,
          updated_at: created_at,
        })),
      )
      .execute();
  }
  return row.id;
}

export const updateCategory = (db: Executor, id: number, fields: CategoryFields & { updated_at: string }) =>
  db.updateTable('resource_categories').set(fields).where('id', '=', id).execute();

/** Deletes a category with its sites. */
export async function deleteCategory(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('resource_sites').where('category_id', '=', id).execute();
  await db.deleteFrom('resource_categories').where('id', '=', id).execute();
}

const selectSites = (db: Executor) =>
  db
    .selectFrom('resource_sites as s')
    .innerJoin('resource_categories as c', 'c.id', 's.category_id')
    .select(['s.id', 's.category_id', 's.name', 's.description', 's.url', 's.logo', 's.sort']);

export interface SiteFilter {
  /** One page's sites, in its categories' display order; else both pages', by category id (the console). */
  type?: string;
  categoryId?: number;
}

/** Site cards, category by category, each category's in site order. */
export function listSites(db: Executor, filter: SiteFilter) {
  let query = selectSites(db);
  if (filter.type !== undefined) query = query.where('c.type', '=', filter.type).orderBy('c.sort');
  if (filter.categoryId !== undefined) query = query.where('s.category_id', '=', filter.categoryId);
  return query.orderBy('s.category_id').orderBy('s.sort').orderBy('s.id').execute();
}

export const findSite = (db: Executor, id: number) =>
  selectSites(db).where('s.id', '=', id).executeTakeFirst();

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
