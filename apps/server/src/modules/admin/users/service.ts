import type { AppContext } from '../../../context';
import { ConflictError, NotFoundError } from '../../../lib/errors';
import { formatDateTime, nowIso } from '../../../lib/time';
import * as repository from './repository';

type UserRow = NonNullable<Awaited<ReturnType<typeof repository.findUser>>>;

const toItem = ({ created_at, ...row }: UserRow, timeZone: string) => ({
  ...row,
  createdAt: formatDateTime(created_at, timeZone),
});

export async function listUsers(ctx: AppContext, keyword: string | undefined, current: number, size: number) {
  const { rows, total } = await repository.listUsers(ctx.db.kysely, keyword, (current - 1) * size, size);
  return { current, size, total, list: rows.map((row) => toItem(row, ctx.config.timeZone)) };
}

/** Disables or enables an account; a disabled account's tokens stop working on its next request. */
export async function setDisabled(ctx: AppContext, id: number, disabled: boolean) {
  const user = await repository.findUser(ctx.db.kysely, id);
  if (!user) throw new NotFoundError('用户不存在');
  if (user.role === 1 && disabled) throw new ConflictError('不能停用管理员账号');
  await repository.setDisabled(ctx.db.kysely, id, disabled, nowIso());
  return toItem((await repository.findUser(ctx.db.kysely, id))!, ctx.config.timeZone);
}
