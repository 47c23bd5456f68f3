import type { ResourceCategory, ResourceSite, ResourceType } from '@blog/contract';
import type { AppContext } from '../../context';
import { NotFoundError } from '../../lib/errors';
import * as repository from './repository';

export async function listCategories(ctx: AppContext, type: ResourceType): Promise<ResourceCategory[]> {
  const rows = await repository.listCategories(ctx.db.kysely, type);
  return rows.map((row) => ({ ...row, site_count: Number(row.site_count ?? 0) }));
}

export async function listSites(
  ctx: AppContext,
  type: ResourceType,
  categoryId?: number,
): Promise<ResourceSite[]> {
  if (categoryId !== undefined) {
    const category = await repository.findCategory(ctx.db.kysely, categoryId);
    if (!category || category.type !== type) throw new NotFoundError('资源分类不存在');
  }
  return repository.listSites(ctx.db.kysely, type, categoryId);
}
