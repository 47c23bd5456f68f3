import type { AdminArticleDetail, AdminArticleItem } from '@blog/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/executor';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { summarizeMarkdown } from '../../lib/markdown/summary';
import { hashPassword } from '../../lib/password';
import { formatDateTime, nowIso } from '../../lib/time';
import { deleteForTargets } from '../comment/repository';
import * as taxonomy from '../taxonomy/repository';
import { fetchPictures } from '../remote-image/service';
import { remotePicturesIn } from '../../lib/remote-picture';
import { articleBody } from './article-body';
import * as repository from './repository';

/** The console reaches every article: drafts, private ones and the recycle bin. */
const find = (db: Executor, id: number) => repository.findArticle(db, id, { visibleOnly: false });

export interface ArticleInput {
  article_title: string;
  article_content: string;
  article_description?: string | null;
  article_cover: string | null;
  category_name?: string | null;
  tag_names: string[];
  status: number;
  type: number;
  origin_url: string | null;
  is_top: number;
  order: number;
  /** A new password sets or changes it, null removes it, undefined keeps it. */
  password?: string | null;
  /** Undefined keeps it. */
  password_hint?: string | null;
}

function toItem(
  row: repository.ArticleRow,
  tags: { id: number; tag_name: string }[],
  timeZone: string,
): AdminArticleItem {
  // The author and the reading time are for visitors' pages.
  const {
    created_at,
    updated_at,
    deleted_at,
    category_name,
    author_id: _author,
    reading_duration: _reading,
    // The password is never answered back, not even its hash: only whether there is one.
    password_hash,
    password_hint,
    // The console edits the owner's own description; the one made from the body is for lists.
    article_summary: _summary,
    ...rest
  } = row;
  return {
    ...rest,
    is_protected: password_hash !== null,
    password_hint: password_hash === null ? null : password_hint,
    categoryName: category_name ?? null,
    tagIdList: tags.map((tag) => tag.id),
    tagNameList: tags.map((tag) => tag.tag_name),
    deletedAt: deleted_at ? formatDateTime(deleted_at, timeZone) : null,
    createdAt: formatDateTime(created_at, timeZone),
    updatedAt: formatDateTime(updated_at, timeZone),
  };
}

/** Articles of every status, the live ones or the recycle bin. */
export async function listArticles(
  ctx: AppContext,
  filter: Omit<repository.ArticleFilter, 'visibleOnly'>,
  current: number,
  size: number,
) {
  const db = ctx.db.kysely;
  const { rows, total } = await repository.listArticles(
    db,
    { ...filter, visibleOnly: false },
    (current - 1) * size,
    size,
  );
  const tags = await repository.tagsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    current,
    size,
    total,
    list: rows.map((row) => toItem(row, tags.get(row.id) ?? [], ctx.config.timeZone)),
  };
}

export async function getArticle(ctx: AppContext, id: number): Promise<AdminArticleDetail> {
  const row = await find(ctx.db.kysely, id);
  if (!row) throw new NotFoundError('文章不存在');
  const tags = await repository.tagsOf(ctx.db.kysely, [id]);
  const { article_content, authorName: _author, ...rest } = row;
  return { ...toItem(rest, tags.get(id) ?? [], ctx.config.timeZone), article_content };
}

/** Writes an article and its taxonomy in one transaction; unknown category and tag names are created. */
export async function saveArticle(
  ctx: AppContext,
  authorId: number,
  input: ArticleInput,
  id?: number,
): Promise<AdminArticleDetail> {
  const now = nowIso();
  // Hashed before the transaction: argon2 takes a while, and SQLite writes one at a time.
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const savedId = await ctx.db.kysely.transaction().execute(async (trx) => {
    const category_id = input.category_name
      ? await taxonomy.findOrCreate(trx, 'category', input.category_name, now)
      : null;
    const tagIds: number[] = [];
    for (const name of new Set(input.tag_names)) {
      tagIds.push(await taxonomy.findOrCreate(trx, 'tag', name, now));
    }
    const fields = {
      article_title: input.article_title,
      article_content: input.article_content,
      article_description: input.article_description || null,
      article_summary: summarizeMarkdown(input.article_content),
      article_cover: input.article_cover,
      category_id,
      status: input.status,
      type: input.type,
      origin_url: input.origin_url,
      is_top: input.is_top,
      order: input.order,
      updated_at: now,
      ...(input.password === undefined ? {} : { password_hash: passwordHash }),
      // A hint goes with its password.
      ...(input.password === null
        ? { password_hint: null }
        : input.password_hint === undefined
          ? {}
          : { password_hint: input.password_hint }),
    };
    let articleId = id;
    if (articleId === undefined) {
      articleId = await repository.insertArticle(trx, { ...fields, author_id: authorId, created_at: now });
    } else {
      const existing = await find(trx, articleId);
      if (!existing) throw new NotFoundError('文章不存在');
      await repository.updateArticle(trx, articleId, fields);
    }
    await repository.replaceArticleTags(trx, articleId, tagIds);
    return articleId;
  });
  // Rendered now rather than by its first reader; the cover and the body's pictures given by address
  // fetched into the uploads.
  const body = await articleBody(ctx, { id: savedId, article_content: input.article_content });
  await fetchPictures(ctx, [input.article_cover, ...remotePicturesIn(body.html)], { retryFailed: true });
  return getArticle(ctx, savedId);
}

async function change(
  ctx: AppContext,
  id: number,
  changes: Omit<Parameters<typeof repository.setArticleFields>[2], 'updated_at'>,
  expect?: { deleted: boolean },
): Promise<AdminArticleDetail> {
  const existing = await find(ctx.db.kysely, id);
  if (!existing) throw new NotFoundError('文章不存在');
  if (expect && expect.deleted !== (existing.deleted_at !== null)) {
    throw new ConflictError(expect.deleted ? '文章不在回收站中' : '文章已在回收站中');
  }
  await repository.setArticleFields(ctx.db.kysely, id, { ...changes, updated_at: nowIso() });
  return getArticle(ctx, id);
}

export const setStatus = (ctx: AppContext, id: number, status: number) => change(ctx, id, { status });

export const setTop = (ctx: AppContext, id: number, isTop: number, order?: number) =>
  change(ctx, id, { is_top: isTop, ...(order === undefined ? {} : { order }) });

/** Moves an article to the recycle bin: it leaves every public list and the search at once. */
export const recycle = (ctx: AppContext, id: number) =>
  change(ctx, id, { deleted_at: nowIso() }, { deleted: false });

export const restore = (ctx: AppContext, id: number) =>
  change(ctx, id, { deleted_at: null }, { deleted: true });

/** Deletes an article for good, with its comments, likes and tag links. */
export async function purge(ctx: AppContext, id: number): Promise<void> {
  const existing = await find(ctx.db.kysely, id);
  if (!existing) throw new NotFoundError('文章不存在');
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await deleteForTargets(trx, 1, [id]);
    await repository.purgeArticle(trx, id);
  });
}
