import type { Executor } from '../../db/executor';

/** The categories of one page with how many sites each holds, in display order. */
export const listCategories = (db: Executor, type: string) =>
  db
    .selectFrom('resource_categories as c')
    .select((eb) => [
      'c.id',
      'c.type',
      'c.name',
      'c.sort',
      eb
        .selectFrom('resource_sites as s')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('s.category_id', '=', 'c.id')
        .as('site_count'),
    ])
    .where('c.type', '=', type)
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();

export const findCategory = (db: Executor, id: number) =>
  db.selectFrom('resource_categories').select(['id', 'type']).where('id', '=', id).executeTakeFirst();

/** Site cards of a page, optionally of one category, in category then site order. */
export function listSites(db: Executor, type: string, categoryId?: number) {
  let query = db
    .selectFrom('resource_sites as s')
    .innerJoin('resource_categories as c', 'c.id', 's.category_id')
    .select(['s.id', 's.category_id', 's.name', 's.description', 's.url', 's.logo', 's.sort'])
    .where('c.type', '=', type);
  if (categoryId !== undefined) query = query.where('s.category_id', '=', categoryId);
  return query.orderBy('c.sort').orderBy('c.id').orderBy('s.sort').orderBy('s.id').execute();
}

/** Writes a category with its sites (the seed; the admin console will call it too). */
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
