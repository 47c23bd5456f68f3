import type { SiteConfigUpdate } from '../../../db/schema';
import type { Executor } from '../../../db/executor';

export const updateSiteConfig = (db: Executor, id: number, changes: SiteConfigUpdate) =>
  db.updateTable('site_config').set(changes).where('id', '=', id).execute();

/** Sets a page's banner, creating its row the first time. */
export const upsertPageHeader = (db: Executor, routeName: string, bgUrl: string, now: string) =>
  db
    .insertInto('page_headers')
    .values({ route_name: routeName, bg_url: bgUrl, created_at: now, updated_at: now })
    .onConflict((conflict) => conflict.column('route_name').doUpdateSet({ bg_url: bgUrl, updated_at: now }))
    .returning(['id', 'route_name', 'bg_url'])
    .executeTakeFirstOrThrow();
