import type { Link } from '@blog/contract';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../plugins/auth';
import { withApiDates } from '../../lib/api-dates';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { escapeHtml } from '../../lib/html';
import type { MailDeps } from '../mail/service';
import { notify, notifyAdmins } from '../notify/service';
import { fetchPictures } from '../remote-image/service';
import * as repository from './repository';

const PENDING = 1;
const APPROVED = 2;

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

async function find(ctx: AppContext, id: number) {
  const row = await repository.findLink(ctx.db.kysely, id);
  if (!row) throw new NotFoundError('友链不存在');
  return row;
}

type LinkRow = NonNullable<Awaited<ReturnType<typeof repository.findLink>>>;

/** A link as the API answers it (an avatar given by address comes as the blog's copy: modules/remote-image). */
const toLink = (ctx: AppContext, row: LinkRow): Link => withApiDates(row, ctx.config.timeZone);

/**
 * Reads a link after a write, first fetching its avatar when it is given by address and the link is
 * approved (an application waits for the owner: a stranger's address is not read before). The owner's
 * own write tries an address that failed before again at once.
 */
async function load(ctx: AppContext, id: number, { byOwner = false } = {}): Promise<Link> {
  const row = await find(ctx, id);
  if (row.status === APPROVED) await fetchPictures(ctx, [row.site_avatar], { retryFailed: byOwner });
  return toLink(ctx, row);
}

async function page(ctx: AppContext, filter: repository.LinkFilter, current: number, size: number) {
  const { rows, total } = await repository.listLinks(ctx.db.kysely, filter, (current - 1) * size, size);
  return { current, size, total, list: rows.map((row) => toLink(ctx, row)) };
}

/** The links page: approved links in the order friends joined, avatars from the blog's own media. */
export const listLinks = (ctx: AppContext, current: number, size: number) =>
  page(ctx, { status: APPROVED, newestFirst: false }, current, size);

/** The console's list: every link (or those of one status), newest application first. */
export const listAllLinks = (ctx: AppContext, status: number | undefined, current: number, size: number) =>
  page(ctx, { status, newestFirst: true }, current, size);

/**
 * A user applies for a link; it waits for review (the admin's own links are approved at once). The
 * admins hear of it, and the owner by mail; the address given, if any, hears of the review.
 */
export async function applyForLink(
  ctx: AppContext,
  deps: MailDeps,
  user: AuthUser,
  input: LinkInput,
  email?: string,
): Promise<Link> {
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
  const link = await load(ctx, id, { byOwner: isAdmin });
  await deps.mail.linkApplied(deps.origin, link, email);
  return link;
}

/** The applicant (or the admin) edits a link; a user's edit goes back to review. */
export async function updateLink(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  input: LinkInput,
): Promise<Link> {
  const existing = await find(ctx, id);
  const isAdmin = user.role === 1;
  if (!isAdmin && existing.user_id !== user.id) throw new ForbiddenError('只能修改自己申请的友链');
  await repository.updateLink(ctx.db.kysely, id, {
    ...fields(input, isAdmin ? existing.status : PENDING),
    updated_at: nowIso(),
  });
  if (!isAdmin) {
    await notifyAdmins(ctx, user.id, `友链 ${escapeHtml(input.site_name)} 已修改，请重新审核`);
  }
  return load(ctx, id, { byOwner: isAdmin });
}

/** Tells the applicant, when the link has one, what became of it: notification type 4. */
async function tellApplicant(
  ctx: AppContext,
  link: { user_id: number | null },
  adminId: number,
  toId: number | null,
  message: string,
): Promise<void> {
  if (link.user_id === null) return;
  await notify(ctx, { userId: link.user_id, actorId: adminId, type: 4, toId, message });
}

/** Approves a pending link: it shows on the links page and the applicant hears about it (and by mail). */
export async function approve(ctx: AppContext, deps: MailDeps, adminId: number, id: number): Promise<Link> {
  const link = await find(ctx, id);
  if (link.status === APPROVED) throw new ConflictError('友链已经通过审核');
  await repository.setStatus(ctx.db.kysely, id, APPROVED, nowIso());
  await tellApplicant(ctx, link, adminId, id, `你申请的友链 ${escapeHtml(link.site_name)} 已通过审核`);
  const approved = await load(ctx, id, { byOwner: true });
  await deps.mail.linkReviewed(deps.origin, approved, { approved: true });
  return approved;
}

/**
 * Rejects a pending application: it is removed and the applicant is told why (and by mail); returns
 * what it was.
 */
export async function reject(
  ctx: AppContext,
  deps: MailDeps,
  adminId: number,
  id: number,
  reason: string,
): Promise<Link> {
  const link = await find(ctx, id);
  if (link.status !== PENDING) throw new ConflictError('只能驳回待审核的友链');
  await repository.deleteLink(ctx.db.kysely, id);
  await tellApplicant(
    ctx,
    link,
    adminId,
    null,
    `你申请的友链 ${escapeHtml(link.site_name)} 未通过审核：${escapeHtml(reason)}`,
  );
  const rejected = toLink(ctx, link);
  await deps.mail.linkReviewed(deps.origin, rejected, { approved: false, reason });
  return rejected;
}

/** The console's edit: the fields change, the status stays. */
export async function edit(ctx: AppContext, id: number, input: LinkInput): Promise<Link> {
  const link = await find(ctx, id);
  await repository.updateLink(ctx.db.kysely, id, { ...fields(input, link.status), updated_at: nowIso() });
  return load(ctx, id, { byOwner: true });
}

export async function remove(ctx: AppContext, id: number): Promise<void> {
  await find(ctx, id);
  await repository.deleteLink(ctx.db.kysely, id);
}
