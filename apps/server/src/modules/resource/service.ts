import type { ResourceCategory, ResourceSite, ResourceType } from '@blog/contract';
import type { AppContext } from '../../context';
import { NotFoundError } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { fetchPictures } from '../remote-image/service';
import * as repository from './repository';

type CategoryRow = NonNullable<Awaited<ReturnType<typeof repository.findCategory>>>;

const toCategory = (row: CategoryRow): ResourceCategory => ({
  ...row,
  site_count: Number(row.site_count ?? 0),
});

/** One page's categories, or both pages' for the console. */
export async function listCategories(ctx: AppContext, type?: ResourceType): Promise<ResourceCategory[]> {
  return (await repository.listCategories(ctx.db.kysely, type)).map(toCategory);
}

async function loadCategory(ctx: AppContext, id: number) {
  const row = await repository.findCategory(ctx.db.kysely, id);
  if (!row) throw new NotFoundError('资源分类不存在');
  return toCategory(row);
}

/** Sites of one page and/or one category; a category that is not there, or is another page's, is a 404. */
export async function listSites(
  ctx: AppContext,
  filter: { type?: ResourceType; categoryId?: number },
): Promise<ResourceSite[]> {
  if (filter.categoryId !== undefined) {
    const category = await loadCategory(ctx, filter.categoryId);
    if (filter.type !== undefined && category.type !== filter.type) throw new NotFoundError('资源分类不存在');
  }
  return repository.listSites(ctx.db.kysely, filter);
}

// The console's changes.

export async function createCategory(ctx: AppContext, fields: repository.CategoryFields) {
  const id = await repository.insertCategory(ctx.db.kysely, { ...fields, sites: [], created_at: nowIso() });
  return loadCategory(ctx, id);
}

export async function updateCategory(ctx: AppContext, id: number, fields: repository.CategoryFields) {
  await loadCategory(ctx, id);
  await repository.updateCategory(ctx.db.kysely, id, { ...fields, updated_at: nowIso() });
  return loadCategory(ctx, id);
}

export async function deleteCategory(ctx: AppContext, id: number): Promise<void> {
  await loadCategory(ctx, id);
  await ctx.db.kysely.transaction().execute((trx) => repository.deleteCategory(trx, id));
}

async function loadSite(ctx: AppContext, id: number) {
  const row = await repository.findSite(ctx.db.kysely, id);
  if (!row) throw new NotFoundError('网站不存在');
  return row;
}

export async function createSite(ctx: AppContext, fields: repository.SiteFields) {
  await loadCategory(ctx, fields.category_id);
  const { id } = await repository.insertSite(ctx.db.kysely, fields, nowIso());
  // A logo given by address comes into the blog's uploads before the answer (modules/remote-image).
  await fetchPictures(ctx, [fields.logo], { retryFailed: true });
  return loadSite(ctx, id);
}

export async function updateSite(ctx: AppContext, id: number, fields: repository.SiteFields) {
  await loadSite(ctx, id);
  await loadCategory(ctx, fields.category_id);
  await repository.updateSite(ctx.db.kysely, id, { ...fields, updated_at: nowIso() });
  await fetchPictures(ctx, [fields.logo], { retryFailed: true });
  return loadSite(ctx, id);
}

export async function deleteSite(ctx: AppContext, id: number): Promise<void> {
  await loadSite(ctx, id);
  await repository.deleteSite(ctx.db.kysely, id);
}
