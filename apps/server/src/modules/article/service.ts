import type {
  ArticleDetail,
  ArticleListItem,
  ArticlePage,
  HotArticle,
  Recommendation,
  ArticleSearchHit,
  TimelineArticle,
  TimelineYear,
} from '@blog/contract';
import { createHash } from 'node:crypto';
import type { AppContext } from '../../context';
import { NotFoundError } from '../../lib/errors';
import { formatDateTime } from '../../lib/time';
import type { WindowCounts } from '../../lib/window-counts';
import * as taxonomy from '../taxonomy/repository';
import { articleBody } from './article-body';
import * as repository from './repository';
import { searchArticles } from './search-repository';
import { searchSnippet } from './snippet';
import { ViewCounter, type ViewCounterOptions } from './view-counter';

/** The home page asks for "page 1 of 999" to get everything; this is as much as one page ever holds. */
export const MAX_PAGE_SIZE = 1000;
export const SEARCH_LIMIT = 8;
export const HOT_LIMIT = 5;

function toListItem(
  row: repository.ArticleRow,
  tags: { id: number; tag_name: string }[],
  timeZone: string,
): ArticleListItem {
  // Status, slug and recycle date are the console's business.
  const {
    created_at,
    updated_at,
    category_name,
    status: _status,
    slug: _slug,
    deleted_at: _deleted,
    ...rest
  } = row;
  return {
    ...rest,
    reading_duration: Number(rest.reading_duration),
    categoryName: category_name ?? null,
    tagIdList: tags.map((t) => t.id),
    tagNameList: tags.map((t) => t.tag_name),
    createdAt: formatDateTime(created_at, timeZone),
    updatedAt: formatDateTime(updated_at, timeZone),
  };
}

async function page(
  ctx: AppContext,
  filter: Pick<repository.ArticleFilter, 'categoryId' | 'tagId'>,
  current: number,
  size: number,
): Promise<ArticlePage> {
  const limit = Math.min(size, MAX_PAGE_SIZE);
  const { rows, total } = await repository.listArticles(
    ctx.db.kysely,
    { ...filter, visibleOnly: true },
    (current - 1) * limit,
    limit,
  );
  const tags = await repository.tagsOf(
    ctx.db.kysely,
    rows.map((r) => r.id),
  );
  return {
    current,
    size: limit,
    total,
    list: rows.map((row) => toListItem(row, tags.get(row.id) ?? [], ctx.config.timeZone)),
  };
}

export const listHomeArticles = (ctx: AppContext, current: number, size: number) =>
  page(ctx, {}, current, size);

export async function listByTag(ctx: AppContext, tagId: number, current: number, size: number) {
  const tag = await taxonomy.findName(ctx.db.kysely, 'tag', tagId);
  if (!tag) throw new NotFoundError('标签不存在');
  return { ...(await page(ctx, { tagId }, current, size)), name: tag.name };
}

export async function listByCategory(ctx: AppContext, categoryId: number, current: number, size: number) {
  const category = await taxonomy.findName(ctx.db.kysely, 'category', categoryId);
  if (!category) throw new NotFoundError('分类不存在');
  return { ...(await page(ctx, { categoryId }, current, size)), name: category.name };
}

const toTimelineArticle = (
  row: { id: number; article_title: string; article_cover: string | null; created_at: string },
  timeZone: string,
): TimelineArticle => ({
  id: row.id,
  article_title: row.article_title,
  article_cover: row.article_cover,
  createdAt: formatDateTime(row.created_at, timeZone),
});

export async function listTimeline(ctx: AppContext, current: number, size: number) {
  const limit = Math.min(size, MAX_PAGE_SIZE);
  const { rows, total } = await repository.listTimeline(ctx.db.kysely, (current - 1) * limit, limit);
  const years: TimelineYear[] = [];
  for (const row of rows) {
    const article = toTimelineArticle(row, ctx.config.timeZone);
    const year = Number(article.createdAt.slice(0, 4));
    const last = years.at(-1);
    if (last?.year === year) last.articleList.push(article);
    else years.push({ year, articleList: [article] });
  }
  return { current, size: limit, total, list: years };
}

/** A visible article, as any visitor reads it; views are counted apart (`countView`). */
export async function getArticle(ctx: AppContext, id: number): Promise<ArticleDetail> {
  const row = await repository.findArticle(ctx.db.kysely, id, { visibleOnly: true });
  if (!row) throw new NotFoundError('文章不存在或未公开');
  const [tags, body] = await Promise.all([repository.tagsOf(ctx.db.kysely, [id]), articleBody(ctx, row)]);
  const { article_content, authorName, ...listRow } = row;
  return {
    ...toListItem(listRow, tags.get(id) ?? [], ctx.config.timeZone),
    article_content,
    article_html: body.html,
    article_toc: body.toc,
    status: row.status,
    authorName,
  };
}

/** The app's article view counter, writing to its database (docs/design.md §10). */
export const createViewCounter = (ctx: AppContext, log: ViewCounterOptions['log'], counts: WindowCounts) =>
  new ViewCounter({
    write: (counts) => repository.addViews(ctx.db.kysely, counts),
    dedupeMs: ctx.config.viewDedupeMs,
    // The same salt in every process of the blog, so that they count a visitor together.
    readers: { counts, salt: createHash('sha256').update(`views|${ctx.config.jwtSecret}`).digest('hex') },
    log,
  });

/** Who is reading, for counting views once a visitor: the address and the browser's name. */
export const visitorOf = (request: { ip: string; headers: Record<string, string | string[] | undefined> }) =>
  `${request.ip}|${String(request.headers['user-agent'] ?? '')}`;

/** An article read, with the view counter's mark taken before it (`ViewCounter.beforeRead`). */
export interface ArticleRead {
  article: ArticleDetail;
  viewsMark: number;
}

/** Reads a visible article for `countView`; the read may be cached and shared by visitors. */
export async function readArticle(ctx: AppContext, views: ViewCounter, id: number): Promise<ArticleRead> {
  const viewsMark = await views.beforeRead(id);
  return { article: await getArticle(ctx, id), viewsMark };
}

/**
 * Counts a visitor's view of the article read (which they were shown, so it is visible) and
 * answers with the views the read does not hold added. The read may be shared with other
 * visitors: it is copied, not changed.
 */
export async function countView(
  views: ViewCounter,
  { article, viewsMark }: ArticleRead,
  visitor: string,
): Promise<ArticleDetail> {
  await views.count(article.id, visitor);
  return { ...article, view_times: article.view_times + views.notIn(article.id, viewsMark) };
}

export async function getRecommendations(ctx: AppContext, id: number): Promise<Recommendation> {
  const found = await repository.findNeighbours(ctx.db.kysely, id);
  if (!found) throw new NotFoundError('文章不存在或未公开');
  const tz = ctx.config.timeZone;
  return {
    previous: toTimelineArticle(found.previous ?? found.current, tz),
    next: toTimelineArticle(found.next ?? found.current, tz),
    recommend: found.recommend.map((row) => toTimelineArticle(row, tz)),
  };
}

export const getHotArticles = (ctx: AppContext): Promise<HotArticle[]> =>
  repository.listHot(ctx.db.kysely, HOT_LIMIT);

export async function search(ctx: AppContext, query: string): Promise<ArticleSearchHit[]> {
  const keyword = query.trim().slice(0, 50);
  if (!keyword) return [];
  const rows = await searchArticles(ctx.db, keyword, SEARCH_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    article_title: row.article_title,
    article_content: searchSnippet(row.article_content, keyword),
  }));
}

export async function addReadingDuration(ctx: AppContext, id: number, milliseconds: number) {
  const row = await repository.addReadingDuration(ctx.db.kysely, id, milliseconds);
  if (!row) throw new NotFoundError('文章不存在或未公开');
  return { reading_duration: Number(row.reading_duration) };
}
