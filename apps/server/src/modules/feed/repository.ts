import type { Executor } from '../../db/executor';
import { visibleArticles } from '../article/repository';

/** Public articles with their category: what the feed and a page's link card say of one. */
const articlesWithCategory = (db: Executor) =>
  visibleArticles(db)
    .leftJoin('categories as c', 'c.id', 'a.category_id')
    .select([
      'c.id as category_id',
      'c.category_name',
      'a.id',
      'a.article_title',
      'a.article_description',
      'a.article_summary',
      'a.article_content',
      'a.password_hash',
      'a.article_cover',
      'a.created_at',
      'a.updated_at',
    ]);

export const latestArticles = (db: Executor, limit: number) =>
  articlesWithCategory(db).orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(limit).execute();

export const allArticleDates = (db: Executor) =>
  visibleArticles(db).select(['a.id', 'a.updated_at']).orderBy('a.id').execute();

export const articleSummary = (db: Executor, id: number) =>
  articlesWithCategory(db).where('a.id', '=', id).executeTakeFirst();

export const siteIdentity = (db: Executor) =>
  db
    .selectFrom('site_config')
    .select(['blog_name', 'author_name', 'personal_say', 'blog_avatar', 'favicon'])
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();

/** The page-header picture of a route name (docs/spec.md §3 route names), if the owner set one. */
export const pageHeaderUrl = (db: Executor, routeName: string) =>
  db.selectFrom('page_headers').select('bg_url').where('route_name', '=', routeName).executeTakeFirst();
