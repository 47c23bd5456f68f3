import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export const findSiteConfig = (db: Kysely<Database>) =>
  db.selectFrom('site_config').selectAll().orderBy('id').limit(1).executeTakeFirst();

/** Atomically counts one visit and returns the new total. */
export const incrementViews = (db: Kysely<Database>) =>
  db
    .updateTable('site_config')
    .set({ view_time: sql`view_time + 1` })
    .returning('view_time')
    .executeTakeFirst();

/** Counts one visit on its day (`YYYY-MM-DD`, site time zone) for the console's chart. */
export const incrementDailyViews = (db: Kysely<Database>, day: string) =>
  db
    .insertInto('daily_views')
    .values({ day, views: 1 })
    .onConflict((conflict) => conflict.column('day').doUpdateSet({ views: sql`daily_views.views + 1` }))
    .execute();

export const listPageHeaders = (db: Kysely<Database>) =>
  db.selectFrom('page_headers').select(['id', 'route_name', 'bg_url']).orderBy('id').execute();

export async function countStatistics(db: Kysely<Database>) {
  const count = (table: 'categories' | 'tags' | 'users') =>
    db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('articles')
        .select((eb2) => eb2.fn.countAll<number>().as('n'))
        .where('status', '=', 1)
        .where('deleted_at', 'is', null)
        .as('articleCount'),
      count('categories').as('categoryCount'),
      count('tags').as('tagCount'),
      count('users').as('userCount'),
    ])
    .executeTakeFirstOrThrow();
  return {
    articleCount: Number(row.articleCount ?? 0),
    categoryCount: Number(row.categoryCount ?? 0),
    tagCount: Number(row.tagCount ?? 0),
    userCount: Number(row.userCount ?? 0),
  };
}
