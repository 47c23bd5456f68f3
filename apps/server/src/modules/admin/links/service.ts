import type { Link } from '@blog/contract';
import type { AppContext } from '../../../context';
import { withApiDates } from '../../../lib/api-dates';
import { ConflictError, NotFoundError } from '../../../lib/errors';
import { nowIso } from '../../../lib/time';
import { escapeHtml } from '../../article/snippet';
import { findLink, updateLink } from '../../link/repository';
import { notify } from '../../notify/service';
import * as repository from './repository';

const PENDING = 1;
const APPROVED = 2;

export async function listLinks(ctx: AppContext, status: number | undefined, current: number, size: number) {
  const { rows, total } = await repository.listLinks(ctx.db.kysely, status, (current - 1) * size, size);
  return { current, size, total, list: rows.map((row) => withApiDates(row, ctx.config.timeZone)) };
}

async function load(ctx: AppContext, id: number) {
  const row = await findLink(ctx.db.kysely, id);
  if (!row) throw new NotFoundError('友链不存在');
  return row;
}

/** Approves a pending link: it shows on the links page and the applicant hears about it. */
export async function approve(ctx: AppContext, adminId: number, id: number): Promise<Link> {
  const link = await load(ctx, id);
  if (link.status === APPROVED) throw new ConflictError('友链已经通过审核');
  await repository.setStatus(ctx.db.kysely, id, APPROVED, nowIso());
  if (link.user_id !== null) {
    await notify(ctx, {
      userId: link.user_id,
      actorId: adminId,
      type: 4,
      toId: id,
      message: `你申请的友链 ${escapeHtml(link.site_name)} 已通过审核`,
    });
  }
  return withApiDates(await load(ctx, id), ctx.config.timeZone);
}

/** Rejects a pending application: it is removed and the applicant is told why. */
export async function reject(ctx: AppContext, adminId: number, id: number, reason: string): Promise<void> {
  const link = await load(ctx, id);
  if (link.status !== PENDING) throw new ConflictError('只能驳回待审核的友链');
  await repository.deleteLink(ctx.db.kysely, id);
  if (link.user_id !== null) {
    await notify(ctx, {
      userId: link.user_id,
      actorId: adminId,
      type: 4,
      toId: null,
      message: `你申请的友链 ${escapeHtml(link.site_name)} 未通过审核：${escapeHtml(reason)}`,
    });
  }
}

export async function edit(
  ctx: AppContext,
  id: number,
  input: { site_name: string; site_desc?: string | null; site_avatar: string | null; url: string },
): Promise<Link> {
  const link = await load(ctx, id);
  await updateLink(ctx.db.kysely, id, {
    site_name: input.site_name,
    site_desc: input.site_desc || null,
    site_avatar: input.site_avatar,
    url: input.url,
    status: link.status,
    updated_at: nowIso(),
  });
  return withApiDates(await load(ctx, id), ctx.config.timeZone);
}

export async function remove(ctx: AppContext, id: number): Promise<void> {
  await load(ctx, id);
  await repository.deleteLink(ctx.db.kysely, id);
}
