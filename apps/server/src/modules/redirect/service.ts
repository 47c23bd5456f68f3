import type { AppContext } from '../../context';
import { NotFoundError } from '../../lib/errors';
import { formatDateTime } from '../../lib/time';
import { oldPathKey } from './old-path';
import * as repository from './repository';

/**
 * Where an old address of an imported article now is (`/article?id=N`), or null when the address is
 * none of them (it then gets the ordinary 404).
 */
export async function redirectFor(ctx: AppContext, url: string): Promise<string | null> {
  const key = oldPathKey(url);
  if (!key) return null;
  const target = await repository.findTarget(ctx.db.kysely, key);
  return target ? `/article?id=${target.id}` : null;
}

/** The console's list of old addresses, newest first. */
export async function listRedirects(ctx: AppContext, current: number, size: number) {
  const { rows, total } = await repository.listRedirects(ctx.db.kysely, (current - 1) * size, size);
  const list = rows.map(({ created_at, ...row }) => ({
    ...row,
    createdAt: formatDateTime(created_at, ctx.config.timeZone),
  }));
  return { current, size, total, list };
}

export async function deleteRedirect(ctx: AppContext, id: number): Promise<void> {
  if (!(await repository.deleteRedirect(ctx.db.kysely, id))) throw new NotFoundError('跳转不存在');
}
