import type { AdminSiteConfigBody, PageHeader, SiteConfig, Statistic } from '@blog/contract';
import type { AppContext } from '../../context';
import { withApiDates } from '../../lib/api-dates';
import { NotFoundError } from '../../lib/errors';
import { formatDateTime, nowIso } from '../../lib/time';
import { fetchPictures } from '../remote-image/service';
import { totals as visitTotals } from '../stats/repository';
import * as repository from './repository';

export async function getSiteConfig({ db, config }: AppContext): Promise<SiteConfig> {
  const row = await repository.findSiteConfig(db.kysely);
  if (!row) throw new NotFoundError('站点尚未配置');
  const footerVisits = row.footer_visits === 1;
  return {
    ...withApiDates(row, config.timeZone),
    footer_visits: footerVisits,
    visit_totals: footerVisits ? await visitTotals(db.kysely) : null,
  };
}

export async function addView({ db, config }: AppContext): Promise<{ view_time: number }> {
  const row = await repository.incrementViews(db.kysely);
  if (!row) throw new NotFoundError('站点尚未配置');
  await repository.incrementDailyViews(db.kysely, formatDateTime(nowIso(), config.timeZone).slice(0, 10));
  return { view_time: Number(row.view_time) };
}

export const getPageHeaders = ({ db }: AppContext): Promise<PageHeader[]> =>
  repository.listPageHeaders(db.kysely);

export const getStatistic = ({ db }: AppContext): Promise<Statistic> => repository.countStatistics(db.kysely);

// The console's changes.

/** Changes the given fields only. */
export async function updateSiteConfig(ctx: AppContext, changes: AdminSiteConfigBody): Promise<SiteConfig> {
  const row = await repository.findSiteConfig(ctx.db.kysely);
  if (!row) throw new NotFoundError('站点尚未配置');
  const { footer_visits, ...rest } = changes;
  await repository.updateSiteConfig(ctx.db.kysely, row.id, {
    ...rest,
    ...(footer_visits === undefined ? {} : { footer_visits: footer_visits ? 1 : 0 }),
    updated_at: nowIso(),
  });
  // Pictures given by address (avatar, background, QR codes) come into the blog's uploads first.
  const { blog_avatar, avatar_bg, we_chat_group, qq_group, we_chat_pay, ali_pay } = changes;
  await fetchPictures(ctx, [blog_avatar, avatar_bg, we_chat_group, qq_group, we_chat_pay, ali_pay], {
    retryFailed: true,
  });
  return getSiteConfig(ctx);
}

export async function setPageHeader(ctx: AppContext, routeName: string, bgUrl: string): Promise<PageHeader> {
  const header = await repository.upsertPageHeader(ctx.db.kysely, routeName, bgUrl, nowIso());
  await fetchPictures(ctx, [bgUrl], { retryFailed: true });
  return header;
}
