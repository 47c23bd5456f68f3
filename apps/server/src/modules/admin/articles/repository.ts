import { sql } from 'kysely';
import type { Executor } from '../../../db/executor';
import { likePattern } from '../../../db/like-pattern';

export interface AdminArticleFilter {
  status?: number;
  categoryId?: number;
  tagId?: number;
  keyword?: string;
  /** The recycle bin instead of the live articles. */
  deleted: boolean;
}

/** `%` and `_` in a keyword are literal characters, not wildcards. */
function filtered(db: Executor, filter: AdminArticleFilter) {
  let query = db.selectFrom('articles as a').where('a.deleted_at', filter.deleted ? 'is not' : 'is', null);
  if (filter.status !== undefined) query = query.where('a.status', '=', filter.status);
  if (filter.categoryId !== undefined) query = query.where('a.category_id', '=', filter.categoryId);
  if (filter.tagId !== undefined) {
    const tagId = filter.tagId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('article_tags as at')
          .select('at.article_id')
          .whereRef('at.article_id', '=', 'a.id')
          .where('at.tag_id', '=', tagId),
      ),
    );
  }
  if (filter.keyword) {
    const pattern = likePattern(filter.keyword.toLowerCase());
    query = query.where(
      sql<boolean>`(lower(a.article_title) like ${pattern} escape '\\' or lower(a.article_content) like ${pattern} escape '\\')`,
    );
  }
  return query;
}

const columns = [
  'a.id',
  'a.article_title',
  'a.article_description',
  'a.article_cover',
  'a.category_id',
  'a.is_top',
  'a.order',
  'a.status',
  'a.type',
  'a.origin_url',
  'a.view_times',
  'a.thumbs_up_times',
  'a.slug',
  'a.deleted_at',
  'a.created_at',
  'a.updated_at',
  'c.category_name',
] as const;

/** Pinned first (by `order`), then newest — the order of the home page. */
export async function listArticles(db: Executor, filter: AdminArticleFilter, offset: number, limit: number) {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .leftJoin('categories as c', 'c.id', 'a.category_id')
      .select(columns)
      .orderBy('a.is_top')
      .orderBy('a.order')
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
export type AdminArticleRow = Awaited<ReturnType<typeof listArticles>>['rows'][number];

export const findArticle = (db: Executor, id: number) =>
  db
    .selectFrom('articles as a')
    .leftJoin('categories as c', 'c.id', 'a.category_id')
    .select([...columns, 'a.article_content'])
    .where('a.id', '=', id)
    .executeTakeFirst();

export const setArticleFields = (
  db: Executor,
  id: number,
  changes: {
    status?: number;
    is_top?: number;
    order?: number;
    deleted_at?: string | null;
    updated_at: string;
  },
) => db.updateTable('articles').set(changes).where('id', '=', id).executeTakeFirst();

/** Removes an article for good with its tag links, comments and likes. */
export async function purgeArticle(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('article_tags').where('article_id', '=', id).execute();
  await db.deleteFrom('likes').where('type', '=', 1).where('for_id', '=', id).execute();
  await db.deleteFrom('articles').where('id', '=', id).execute();
}
