import type {
  ArticleDetail,
  ArticleListItem,
  ArticlePage,
  HotArticle,
  Recommendation,
  ArticleSearchHit,
  ArticleUnlock,
  TimelineArticle,
  TimelineYear,
} from '@blog/contract';
import { createHash } from 'node:crypto';
import type { AppContext } from '../../context';
import { AppError, BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { LoginGuard } from '../../lib/login-guard';
import { verifyPassword } from '../../lib/password';
import { summarizeMarkdown } from '../../lib/markdown/summary';
import { formatDateTime } from '../../lib/time';
import type { WindowCounts } from '../../lib/window-counts';
import * as taxonomy from '../taxonomy/repository';
import { articleBody } from './article-body';
import * as repository from './repository';
import { searchArticles } from './search-repository';
import { describeProtected, searchSnippet } from './snippet';
import { describedAs, withSummaries } from './summary';
import { grantOpens, signGrant } from './unlock';
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
    password_hash,
    password_hint: _hint,
    article_summary,
    ...rest
  } = row;
  return {
    ...rest,
    article_description: describedAs({ ...row, article_summary }),
    is_protected: password_hash !== null,
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
  const listed = await repository.listArticles(
    ctx.db.kysely,
    { ...filter, visibleOnly: true },
    (current - 1) * limit,
    limit,
  );
  const [rows, total] = [await withSummaries(ctx, listed.rows), listed.total];
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
  row: {
    id: number;
    article_title: string;
    article_cover: string | null;
    password_hash: string | null;
    created_at: string;
  },
  timeZone: string,
): TimelineArticle => ({
  id: row.id,
  article_title: row.article_title,
  article_cover: row.article_cover,
  is_protected: row.password_hash !== null,
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

const findVisible = async (ctx: AppContext, id: number) => {
  const row = await repository.findArticle(ctx.db.kysely, id, { visibleOnly: true });
  if (!row) throw new NotFoundError('文章不存在或未公开');
  return row;
};
type VisibleRow = Awaited<ReturnType<typeof findVisible>>;

/**
 * A visible article as a visitor reads it. A protected one is locked (its body withheld: no
 * Markdown, HTML or contents) unless `unlocked`; views are counted apart (`countView`).
 */
async function detailOf(ctx: AppContext, row: VisibleRow, unlocked: boolean): Promise<ArticleDetail> {
  const locked = row.password_hash !== null && !unlocked;
  const [tags, body] = await Promise.all([
    repository.tagsOf(ctx.db.kysely, [row.id]),
    locked ? { html: '', toc: [] } : articleBody(ctx, row),
  ]);
  const { article_content, authorName, ...listRow } = row;
  const summary = listRow.article_summary ?? summarizeMarkdown(article_content);
  return {
    ...toListItem({ ...listRow, article_summary: summary }, tags.get(row.id) ?? [], ctx.config.timeZone),
    locked,
    password_hint: row.password_hash === null ? null : row.password_hint,
    article_content: locked ? '' : article_content,
    article_html: body.html,
    article_toc: body.toc,
    status: row.status,
    authorName,
  };
}

/** A visible article, as any visitor reads it: a protected one locked (see `detailOf`). */
export const getArticle = async (ctx: AppContext, id: number): Promise<ArticleDetail> =>
  detailOf(ctx, await findVisible(ctx, id), false);

/** Who reads a protected article whole: the owner, or who holds a grant the right password earned. */
export interface UnlockingReader {
  isOwner: boolean;
  grant: string | undefined;
}

/**
 * A visible article whole, for the owner or a reader whose grant opens it (an open article for
 * anyone). Never cached: it is one reader's.
 */
export async function getUnlockedArticle(
  ctx: AppContext,
  id: number,
  reader: UnlockingReader,
): Promise<ArticleDetail> {
  const row = await findVisible(ctx, id);
  if (
    row.password_hash !== null &&
    !reader.isOwner &&
    !grantOpens(ctx.config.jwtSecret, reader.grant, id, row.password_hash)
  ) {
    throw new ForbiddenError('这是一篇加密文章，请输入密码后阅读');
  }
  return detailOf(ctx, row, true);
}

/**
 * A reader's try at a protected article's password, throttled like logins (`guard`): the article
 * whole and a grant for it, or 403 for a wrong one and 429 while the address is made to wait.
 */
export async function unlockArticle(
  ctx: AppContext,
  guard: LoginGuard,
  input: { id: number; password: string; ip: string },
): Promise<ArticleUnlock> {
  const row = await findVisible(ctx, input.id);
  if (row.password_hash === null) throw new BadRequestError('这篇文章没有加密');
  const tries = guard.articlePassword(input.ip, input.id);
  const wait = await tries.retryAfter();
  if (wait > 0) throw new AppError(429, `密码错误次数过多，请 ${Math.ceil(wait / 1000)} 秒后再试`);
  if (!(await verifyPassword(row.password_hash, input.password))) {
    await tries.recordFailure();
    throw new ForbiddenError('密码不对，再想想？');
  }
  await tries.recordSuccess();
  const { grant, expires } = signGrant(
    ctx.config.jwtSecret,
    input.id,
    row.password_hash,
    ctx.config.articleUnlockMs,
  );
  return { grant, expiresAt: new Date(expires).toISOString(), article: await detailOf(ctx, row, true) };
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
    // A protected article's body says nothing here: its description at most, marked.
    article_content:
      row.password_hash === null
        ? searchSnippet(row.article_content, keyword)
        : describeProtected(row.article_description),
  }));
}

export async function addReadingDuration(ctx: AppContext, id: number, milliseconds: number) {
  const row = await repository.addReadingDuration(ctx.db.kysely, id, milliseconds);
  if (!row) throw new NotFoundError('文章不存在或未公开');
  return { reading_duration: Number(row.reading_duration) };
}
