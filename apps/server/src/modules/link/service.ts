import type { Link } from '@blog/contract';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../plugins/auth';
import { withApiDates } from '../../lib/api-dates';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { escapeHtml } from '../article/snippet';
import { notify } from '../notify/service';
import * as repository from './repository';

const PENDING = 1;
const APPROVED = 2;

/** Tells every admin (but not the one who acted) about something to review: notification type 4. */
export async function notifyAdmins(ctx: AppContext, actorId: number | null, message: string): Promise<void> {
  for (const admin of await repository.adminIds(ctx.db.kysely)) {
    await notify(ctx, { userId: admin, actorId, type: 4, toId: null, message });
  }
}

export interface LinkInput {
  site_name: string;
  site_desc?: string | null;
  site_avatar?: string | null;
  url: string;
}

const fields = (input: LinkInput, status: number): repository.LinkFields => ({
  site_name: input.site_name,
  site_desc: input.site_desc || null,
  site_avatar: input.site_avatar || null,
  url: input.url,
  status,
});

async function load(ctx: AppContext, id: number): Promise<Link> {
  const row = await repository.findLink(ctx.db.kysely, id);
  if (!row) throw new NotFoundError('友链不存在');
  return withApiDates(row, ctx.config.timeZone);
}

export async function listLinks(ctx: AppContext, current: number, size: number) {
  const [rows, total] = await Promise.all([
    repository.listApproved(ctx.db.kysely, (current - 1) * size, size),
    repository.countApproved(ctx.db.kysely),
  ]);
  return { current, size, total, list: rows.map((row) => withApiDates(row, ctx.config.timeZone)) };
}

/** A user applies for a link; it waits for review (the admin's own links are approved at once). */
export async function applyForLink(ctx: AppContext, user: AuthUser, input: LinkInput): Promise<Link> {
  const isAdmin = user.role === 1;
  const { id } = await repository.insertLink(ctx.db.kysely, {
    ...fields(input, isAdmin ? APPROVED : PENDING),
    user_id: user.id,
    created_at: nowIso(),
  });
  if (!isAdmin) {
    await notifyAdmins(
      ctx,
      user.id,
      `新的友链申请：${escapeHtml(input.site_name)}（${escapeHtml(input.url)}），请审核`,
    );
  }
  return load(ctx, id);
}

/** The applicant (or the admin) edits a link; a user's edit goes back to review. */
export async function updateLink(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  input: LinkInput,
): Promise<Link> {
  const existing = await repository.findLink(ctx.db.kysely, id);
  if (!existing) throw new NotFoundError('友链不存在');
  const isAdmin = user.role === 1;
  if (!isAdmin && existing.user_id !== user.id) throw new ForbiddenError('只能修改自己申请的友链');
  await repository.updateLink(ctx.db.kysely, id, {
    ...fields(input, isAdmin ? existing.status : PENDING),
    updated_at: nowIso(),
  });
  if (!isAdmin) {
    await notifyAdmins(ctx, user.id, `友链 ${escapeHtml(input.site_name)} 已修改，请重新审核`);
  }
  return load(ctx, id);
}
