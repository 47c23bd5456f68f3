import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import type { SiteConfigUpdate } from '../../db/schema';

export const findSiteConfig = (db: Executor) =>
  db.selectFrom('site_config').selectAll().orderBy('id').limit(1).executeTakeFirst();

/** Atomically counts one visit and returns the new total. */
export const incrementViews = (db: Executor) =>
  db
    .updateTable('site_config')
    .set({ view_time: sql`view_time + 1` })
    .returning('view_time')
    .executeTakeFirst();

/** Counts one visit on its day (`YYYY-MM-DD`, site time zone) for the console's chart. */
export const incrementDailyViews = (db: Executor, day: string) =>
  db
    .insertInto('daily_views')
    .values({ day, views: 1 })
    .onConflict((conflict) => conflict.column('day').doUpdateSet({ views: sql`daily_views.views + 1` }))
    .execute();

export const findSiteUrl = async (db: Executor) =>
  (await db.selectFrom('site_config').select('site_url').orderBy('id').limit(1).executeTakeFirst())
    ?.site_url ?? null;

/** Keeps `url` as the blog's address unless one is kept already (the first owner's visit wins). */
export const keepSiteUrl = (db: Executor, url: string) =>
  db.updateTable('site_config').set({ site_url: url }).where('site_url', 'is', null).execute();

export const updateSiteConfig = (db: Executor, id: number, changes: SiteConfigUpdate) =>
  db.updateTable('site_config').set(changes).where('id', '=', id).execute();

export const listPageHeaders = (db: Executor) =>
  db.selectFrom('page_headers').select(['id', 'route_name', 'bg_url']).orderBy('id').execute();

/** Sets a page's banner, creating its row the first time. */
export const upsertPageHeader = (db: Executor, routeName: string, bgUrl: string, now: string) =>
  db
    .insertInto('page_headers')
    .values({ route_name: routeName, bg_url: bgUrl, created_at: now, updated_at: now })
    .onConflict((conflict) => conflict.column('route_name').doUpdateSet({ bg_url: bgUrl, updated_at: now }))
    .returning(['id', 'route_name', 'bg_url'])
    .executeTakeFirstOrThrow();

export async function countStatistics(db: Executor) {
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
