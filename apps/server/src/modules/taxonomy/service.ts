import type { AdminTaxonomyItem, CategoryItem, TagItem } from '@blog/contract';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../lib/db-errors';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { formatDateTime, nowIso } from '../../lib/time';
import * as repository from './repository';
import type { TaxonomyKind } from './repository';

/** Categories with the number of articles visitors see in each. */
export async function getCategoryDictionary({ db }: AppContext): Promise<CategoryItem[]> {
  const rows = await repository.listCategories(db.kysely, { visibleOnly: true });
  return rows.map((row) => ({ id: row.id, category_name: row.name, articleCount: Number(row.articleCount) }));
}

/** Tags with the number of articles visitors see carrying each. */
export async function getTagDictionary({ db }: AppContext): Promise<TagItem[]> {
  const rows = await repository.listTags(db.kysely, { visibleOnly: true });
  return rows.map((row) => ({ id: row.id, tag_name: row.name, articleCount: Number(row.articleCount) }));
}

// The console: every article counts, the recycle bin included, so that a delete can warn of them.

const WORDS = { category: '分类', tag: '标签' } as const;

const toItem = (
  row: { id: number; name: string; created_at: string; articleCount: number | null },
  timeZone: string,
): AdminTaxonomyItem => ({
  id: row.id,
  name: row.name,
  articleCount: Number(row.articleCount ?? 0),
  createdAt: formatDateTime(row.created_at, timeZone),
});

export async function list(ctx: AppContext, kind: TaxonomyKind): Promise<AdminTaxonomyItem[]> {
  const rows = await repository.list(ctx.db.kysely, kind, { visibleOnly: false });
  return rows.map((row) => toItem(row, ctx.config.timeZone));
}

async function load(ctx: AppContext, kind: TaxonomyKind, id: number): Promise<AdminTaxonomyItem> {
  const row = await repository.find(ctx.db.kysely, kind, id);
  if (!row) throw new NotFoundError(`${WORDS[kind]}不存在`);
  return toItem(row, ctx.config.timeZone);
}

async function refuseDuplicate(ctx: AppContext, kind: TaxonomyKind, name: string, id?: number) {
  const found = await repository.findByName(ctx.db.kysely, kind, name);
  if (found && found.id !== id) throw new ConflictError(`${WORDS[kind]}「${name}」已存在`);
}

/** Unique names: a duplicate is a 409, also when two requests race past the check. */
async function uniquely<T>(kind: TaxonomyKind, name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(`${WORDS[kind]}「${name}」已存在`);
    throw error;
  }
}

export async function create(ctx: AppContext, kind: TaxonomyKind, name: string) {
  await refuseDuplicate(ctx, kind, name);
  const id = await uniquely(kind, name, () => repository.insert(ctx.db.kysely, kind, name, nowIso()));
  return load(ctx, kind, id);
}

export async function rename(ctx: AppContext, kind: TaxonomyKind, id: number, name: string) {
  await load(ctx, kind, id);
  await refuseDuplicate(ctx, kind, name, id);
  await uniquely(kind, name, () => repository.rename(ctx.db.kysely, kind, id, name, nowIso()));
  return load(ctx, kind, id);
}

/** Deletes an unused category or tag; one still in use needs `detach` (its articles lose it), else 409. */
export async function remove(
  ctx: AppContext,
  kind: TaxonomyKind,
  id: number,
  detach: boolean,
): Promise<void> {
  const item = await load(ctx, kind, id);
  if (item.articleCount > 0 && !detach) {
    throw new ConflictError(
      `${WORDS[kind]}「${item.name}」还有 ${item.articleCount} 篇文章在用，确认后将从这些文章上移除`,
    );
  }
  await ctx.db.kysely.transaction().execute((trx) => repository.remove(trx, kind, id));
}
