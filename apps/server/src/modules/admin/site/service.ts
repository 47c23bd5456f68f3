import type { AdminSiteConfigBody, PageHeader, SiteConfig } from '@blog/contract';
import type { AppContext } from '../../../context';
import { NotFoundError } from '../../../lib/errors';
import { nowIso } from '../../../lib/time';
import { findSiteConfig } from '../../site/repository';
import { getSiteConfig } from '../../site/service';
import * as repository from './repository';

export { getSiteConfig };
export { getPageHeaders } from '../../site/service';

/** Changes the given fields only. */
export async function updateSiteConfig(ctx: AppContext, changes: AdminSiteConfigBody): Promise<SiteConfig> {
  const row = await findSiteConfig(ctx.db.kysely);
  if (!row) throw new NotFoundError('站点尚未配置');
  await repository.updateSiteConfig(ctx.db.kysely, row.id, { ...changes, updated_at: nowIso() });
  return getSiteConfig(ctx);
}

export const setPageHeader = (ctx: AppContext, routeName: string, bgUrl: string): Promise<PageHeader> =>
  repository.upsertPageHeader(ctx.db.kysely, routeName, bgUrl, nowIso());
