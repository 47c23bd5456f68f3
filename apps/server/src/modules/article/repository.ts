import { sql, type Kysely } from 'kysely';
import type { Executor } from '../../db/executor';
import { likePattern } from '../../db/like-pattern';
import type { Database, NewArticle } from '../../db/schema';

export const findArticleBySlug = (db: Executor, slug: string) =>
  db.selectFrom('articles').selectAll().where('slug', '=', slug).executeTakeFirst();

export async function insertArticle(db: Executor, article: NewArticle): Promise<number> {
  const row = await db.insertInto('articles').values(article).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateArticle(db: Executor, id: number, article: Partial<NewArticle>): Promise<void> {
  const { created_at: _ignored, ...changes } = article;
  await db.updateTable('articles').set(changes).where('id', '=', id).execute();
}

export async function replaceArticleTags(db: Executor, articleId: number, tagIds: number[]): Promise<void> {
  await db.deleteFrom('article_tags').where('article_id', '=', articleId).execute();
  if (tagIds.length) {
    await db
      .insertInto('article_tags')
      .values([...new Set(tagIds)].map((tag_id) => ({ article_id: articleId, tag_id })))
      .execute();
  }
}

/** Articles a visitor may see: public and not in the recycle bin. */
export const visibleArticles = (db: Executor) =>
  db.selectFrom('articles as a').where('a.status', '=', 1).where('a.deleted_at', 'is', null);

const articles = (db: Executor, visibleOnly: boolean) =>
  visibleOnly ? visibleArticles(db) : db.selectFrom('articles as a');

/** Everything but the body, for visitors' lists and the console's: each service keeps its own fields. */
const listColumns = [
  'a.id',
  'a.article_title',
  'a.article_description',
  // What lists show when the description is empty (never for a protected article: see summary.ts).
  'a.article_summary',
  'a.article_cover',
  'a.author_id',
  'a.category_id',
  'a.is_top',
  'a.order',
  'a.status',
  'a.type',
  'a.origin_url',
  'a.view_times',
  'a.thumbs_up_times',
  'a.reading_duration',
  'a.slug',
  'a.deleted_at',
  'a.created_at',
  'a.updated_at',
  // Whether it is protected, and the hint: every service turns the hash into a yes or no.
  'a.password_hash',
  'a.password_hint',
  'c.category_name',
] as const;

export interface ArticleFilter {
  /**
   * Only what visitors may see (public, not in the recycle bin); else the console's articles of
   * every status, the live ones or, with `deleted`, the recycle bin.
   */
  visibleOnly: boolean;
  deleted?: boolean;
  status?: number;
  categoryId?: number;
  tagId?: number;
  /** Found in the title or the body whatever its case; `%` and `_` are literal characters. */
  keyword?: string;
}

function filtered(db: Executor, filter: ArticleFilter) {
  let query = articles(db, filter.visibleOnly);
  if (!filter.visibleOnly) query = query.where('a.deleted_at', filter.deleted ? 'is not' : 'is', null);
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

/** A page of articles, pinned first (by `order`), then newest first. */
export async function listArticles(db: Executor, filter: ArticleFilter, offset: number, limit: number) {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .leftJoin('categories as c', 'c.id', 'a.category_id')
      .select(listColumns)
      .orderBy('a.is_top', 'asc')
      .orderBy('a.order', 'asc')
      .orderBy('a.created_at', 'desc')
      // Visitors' lists keep to the order of the articles_home index, so no sort is needed; the
      // console's puts the newer of two articles written in the same instant first.
      .orderBy('a.id', filter.visibleOnly ? 'asc' : 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
export type ArticleRow = Awaited<ReturnType<typeof listArticles>>['rows'][number];

export async function tagsOf(db: Executor, articleIds: number[]) {
  if (!articleIds.length) return new Map<number, { id: number; tag_name: string }[]>();
  const rows = await db
    .selectFrom('article_tags as at')
    .innerJoin('tags as t', 't.id', 'at.tag_id')
    .select(['at.article_id', 't.id', 't.tag_name'])
    .where('at.article_id', 'in', articleIds)
    .orderBy('t.id')
    .execute();
  const byArticle = new Map<number, { id: number; tag_name: string }[]>();
  for (const row of rows) {
    const list = byArticle.get(row.article_id) ?? [];
    list.push({ id: row.id, tag_name: row.tag_name });
    byArticle.set(row.article_id, list);
  }
  return byArticle;
}

export async function listTimeline(db: Executor, offset: number, limit: number) {
  const [rows, count] = await Promise.all([
    visibleArticles(db)
      .select(['a.id', 'a.article_title', 'a.article_cover', 'a.password_hash', 'a.created_at'])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    visibleArticles(db)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** An article with its body and its author's name: a visible one, or any for the console. */
export const findArticle = (db: Executor, id: number, { visibleOnly }: { visibleOnly: boolean }) =>
  articles(db, visibleOnly)
    .leftJoin('categories as c', 'c.id', 'a.category_id')
    .innerJoin('users as u', 'u.id', 'a.author_id')
    .select([...listColumns, 'a.article_content', 'u.nick_name as authorName'])
    .where('a.id', '=', id)
    .executeTakeFirst();

/**
 * Adds each article's counted views to its `view_times`, in one transaction. Rows are updated in
 * id order, so two servers writing at once take their locks in the same order (PostgreSQL).
 */
export async function addViews(db: Kysely<Database>, counts: ReadonlyMap<number, number>): Promise<void> {
  const ids = [...counts.keys()].sort((a, b) => a - b);
  await db.transaction().execute(async (trx) => {
    for (const id of ids) {
      await trx
        .updateTable('articles')
        .set((eb) => ({ view_times: eb('view_times', '+', counts.get(id) ?? 0) }))
        .where('id', '=', id)
        .execute();
    }
  });
}

const neighbourColumns = [
  'a.id',
  'a.article_title',
  'a.article_cover',
  'a.password_hash',
  'a.created_at',
] as const;

/** How many tag-sharing articles are considered before visibility and dates are read. */
const RECOMMEND_CANDIDATES = 60;
/**
 * How many of each tag's newest articles are looked at: a tag shared by thousands of articles
 * would otherwise make every article page count them all.
 */
const RECOMMEND_PER_TAG = 300;

/**
 * Articles sharing the most tags with article `id`, newest first among equals, among each of its
 * tags' newest articles. The tag links alone (covering indexes) pick the candidates; only those few
 * articles are read.
 */
async function recommended(db: Executor, id: number) {
  const tags = await db.selectFrom('article_tags').select('tag_id').where('article_id', '=', id).execute();
  const [first, ...others] = tags.map(({ tag_id }, index) =>
    db
      .selectFrom(
        db
          .selectFrom('article_tags')
          .select('article_id')
          .where('tag_id', '=', tag_id)
          .where('article_id', '!=', id)
          .orderBy('article_id', 'desc')
          .limit(RECOMMEND_PER_TAG)
          .as(`tag${index}`),
      )
      .select('article_id'),
  );
  if (!first) return [];
  const links = others.reduce((union, next) => union.unionAll(next), first);
  return visibleArticles(db)
    .innerJoin(
      db
        .selectFrom(links.as('links'))
        .select(['links.article_id', (eb) => eb.fn.countAll<number>().as('shared')])
        .groupBy('links.article_id')
        .orderBy('shared', 'desc')
        .orderBy('links.article_id', 'desc')
        .limit(RECOMMEND_CANDIDATES)
        .as('candidates'),
      'candidates.article_id',
      'a.id',
    )
    .select(neighbourColumns)
    .orderBy('candidates.shared', 'desc')
    .orderBy('a.created_at', 'desc')
    .limit(6)
    .execute();
}

export async function findNeighbours(db: Executor, id: number) {
  const current = await visibleArticles(db)
    .select(neighbourColumns)
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!current) return undefined;
  const [previous, next, recommend] = await Promise.all([
    visibleArticles(db)
      .select(neighbourColumns)
      // A row value, so both databases read the timeline index from this article on (an OR of the
      // two conditions made SQLite walk every earlier article).
      .where((eb) => eb(eb.refTuple('a.created_at', 'a.id'), '<', eb.tuple(current.created_at, id)))
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    visibleArticles(db)
      .select(neighbourColumns)
      .where((eb) => eb(eb.refTuple('a.created_at', 'a.id'), '>', eb.tuple(current.created_at, id)))
      .orderBy('a.created_at', 'asc')
      .orderBy('a.id', 'asc')
      .limit(1)
      .executeTakeFirst(),
    recommended(db, id),
  ]);
  return { current, previous, next, recommend };
}

export const listHot = (db: Executor, limit: number) =>
  visibleArticles(db)
    .select(['a.id', 'a.article_title', 'a.view_times'])
    .orderBy('a.view_times', 'desc')
    .orderBy('a.created_at', 'desc')
    .limit(limit)
    .execute();

export const addReadingDuration = (db: Executor, id: number, milliseconds: number) =>
  db
    .updateTable('articles')
    .set((eb) => ({ reading_duration: eb('reading_duration', '+', milliseconds) }))
    .where('id', '=', id)
    .where('status', '=', 1)
    .where('deleted_at', 'is', null)
    .returning('reading_duration')
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

/** Removes an article for good with its tag links and likes (its comments go separately). */
export async function purgeArticle(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('article_tags').where('article_id', '=', id).execute();
  await db.deleteFrom('likes').where('type', '=', 1).where('for_id', '=', id).execute();
  await db.deleteFrom('articles').where('id', '=', id).execute();
}

/** The body kept for an article, when it was rendered from the Markdown with this hash. */
export const findStoredBody = (db: Executor, articleId: number, sourceHash: string) =>
  db
    .selectFrom('article_bodies')
    .select(['html', 'toc'])
    .where('article_id', '=', articleId)
    .where('source_hash', '=', sourceHash)
    .executeTakeFirst();

/** Keeps an article's rendered body, replacing the one it had. */
export async function keepBody(
  db: Executor,
  articleId: number,
  body: { source_hash: string; html: string; toc: string },
): Promise<void> {
  await db
    .insertInto('article_bodies')
    .values({ article_id: articleId, ...body })
    .onConflict((conflict) => conflict.column('article_id').doUpdateSet(body))
    .execute();
}

/** The Markdown of every article not deleted (or of `ids`), with the hash its kept body was made from. */
export function contentsWithBodyHashes(db: Executor, ids?: readonly number[]) {
  let query = db
    .selectFrom('articles as a')
    .leftJoin('article_bodies as b', 'b.article_id', 'a.id')
    .select(['a.id', 'a.article_content', 'b.source_hash'])
    .where('a.deleted_at', 'is', null);
  if (ids) query = query.where('a.id', 'in', ids);
  return query.execute();
}

/** The Markdown of these articles. */
export const articleContents = (db: Executor, ids: readonly number[]) =>
  db.selectFrom('articles').select(['id', 'article_content']).where('id', 'in', ids).execute();

/** Keeps a summary made for an article, unless it got one meanwhile. */
export async function keepSummary(db: Executor, id: number, summary: string): Promise<void> {
  await db
    .updateTable('articles')
    .set({ article_summary: summary })
    .where('id', '=', id)
    .where('article_summary', 'is', null)
    .execute();
}
