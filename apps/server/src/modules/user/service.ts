import {
  nicknameKey,
  TOTP_REQUIRED_CODE,
  TOTP_REQUIRED_MESSAGE,
  type LoginResult,
  type SecondFactor,
  type UserInfo,
} from '@blog/contract';
import type { AppContext } from '../../context';
import type { User } from '../../db/schema';
import { AppError, BadRequestError, ConflictError, NotFoundError, UnauthorizedError } from '../../lib/errors';
import type { LoginGuard } from '../../lib/login-guard';
import { hashPassword, verifyPassword } from '../../lib/password';
import { formatDateTime, nowIso } from '../../lib/time';
import type { Tokens } from '../../lib/tokens';
import { SECOND_FACTOR_MESSAGES, useSecondFactor } from '../totp/service';
import { deleteThread } from '../comment/repository';
import * as repository from './repository';

export interface AuthDeps {
  tokens: Tokens;
  guard: LoginGuard;
}

const toUserInfo = (user: User, timeZone: string): UserInfo => ({
  id: user.id,
  username: user.username,
  nick_name: user.nick_name,
  avatar: user.avatar,
  role: user.role,
  createdAt: formatDateTime(user.created_at, timeZone),
});

const issue = (
  tokens: Tokens,
  user: Pick<User, 'id' | 'username' | 'role' | 'token_version'>,
): LoginResult => ({
  token: tokens.sign({ sub: user.id, ver: user.token_version, role: user.role }),
  id: user.id,
  username: user.username,
  role: user.role,
});

/** Argon2 work for unknown usernames too, so timing does not reveal which accounts exist. */
let dummyHash: Promise<string> | undefined;

export async function login(
  ctx: AppContext,
  deps: AuthDeps,
  input: { username: string; password: string; totp?: SecondFactor; ip: string },
): Promise<LoginResult> {
  const user = await repository.findByUsername(ctx.db.kysely, input.username);
  const attempt = {
    ip: input.ip,
    account: input.username.toLowerCase(),
    fromUsualAddress: user?.ip != null && user.ip === input.ip,
  };
  const wait = await deps.guard.retryAfter(attempt);
  if (wait > 0) throw tooManyFailures(wait);

  const ok = user
    ? await verifyPassword(user.password_hash, input.password)
    : await verifyPassword(await (dummyHash ??= hashPassword('not-a-password-1')), input.password).then(
        () => false,
      );
  if (!ok) await deps.guard.recordFailure(attempt);
  // A disabled account says so whatever the password: answering it only to the right one would
  // tell a guesser when they had found it.
  if (user?.disabled === 1) throw new AppError(403, '账号已被停用，请联系博主');
  if (!user || !ok) throw new UnauthorizedError('用户名或密码错误');
  if (user.totp_secret !== null) {
    // The right password alone is not a success: nothing is forgiven until the code is right too.
    if (!input.totp) throw new AppError(401, TOTP_REQUIRED_MESSAGE, TOTP_REQUIRED_CODE);
    const check = await useSecondFactor(ctx, { id: user.id, totp_secret: user.totp_secret }, input.totp);
    if (check !== 'ok') {
      // Counted like a wrong password, under the same locks: codes cannot be guessed either.
      await deps.guard.recordFailure(attempt);
      throw new UnauthorizedError(SECOND_FACTOR_MESSAGES[check]);
    }
  }
  await deps.guard.recordSuccess(attempt);
  // The account's usual address from now on (lib/login-guard.ts: exempt from the per-account lock).
  if (user.ip !== input.ip) await repository.updateLoginAddress(ctx.db.kysely, user.id, input.ip);
  return issue(deps.tokens, user);
}

function tooManyFailures(waitMs: number): AppError {
  return new AppError(429, `登录失败次数过多，请 ${Math.ceil(waitMs / 1000)} 秒后再试`);
}

export async function register(
  ctx: AppContext,
  deps: AuthDeps,
  input: { username: string; password: string; nick_name?: string; ip: string },
): Promise<LoginResult> {
  if (await repository.findByUsername(ctx.db.kysely, input.username))
    throw new ConflictError('用户名已存在，换一个吧');
  await refuseOwnerNickname(ctx, input.nick_name || input.username, null);
  const now = nowIso();
  try {
    const user = await repository.insertUser(ctx.db.kysely, {
      username: input.username,
      password_hash: await hashPassword(input.password),
      nick_name: input.nick_name || input.username,
      avatar: null,
      role: 2,
      ip: input.ip,
      created_at: now,
      updated_at: now,
    });
    return issue(deps.tokens, user);
  } catch (error) {
    // Two registrations racing for one name: the unique index decides.
    if (await repository.findByUsername(ctx.db.kysely, input.username))
      throw new ConflictError('用户名已存在，换一个吧');
    throw error;
  }
}

/**
 * A user's profile. The login name is the user's own and the admin's to see; anyone else gets the
 * public profile (ids are sequential, so guests could otherwise list every account's login name).
 */
export async function getUserInfo(
  ctx: AppContext,
  id: number,
  viewer: { id: number; role: number } | null,
): Promise<UserInfo> {
  const user = await repository.findById(ctx.db.kysely, id);
  if (!user) throw new NotFoundError('用户不存在');
  const { username, ...profile } = toUserInfo(user, ctx.config.timeZone);
  return viewer && (viewer.id === id || viewer.role === 1) ? { username, ...profile } : profile;
}

/**
 * Refuses a nickname that reads as one of the owner's names, unless it is the owner's own account
 * (which may also take the site's author name: the setup step often makes them one).
 */
export async function refuseOwnerNickname(
  ctx: AppContext,
  nickname: string,
  userId: number | null,
): Promise<void> {
  const key = nicknameKey(nickname);
  if (!key) return;
  const owners = await repository.ownerNames(ctx.db.kysely);
  const isOwner = userId !== null && owners.some((owner) => owner.id === userId);
  const taken = owners.filter((owner) => owner.id !== userId && !(isOwner && owner.id === null));
  if (taken.some((owner) => nicknameKey(owner.name) === key))
    throw new ConflictError('这个昵称是博主在用的，换一个吧');
}

export async function updateOwnUserInfo(
  ctx: AppContext,
  userId: number,
  changes: { nick_name?: string; avatar?: string | null },
): Promise<UserInfo> {
  if (changes.nick_name !== undefined) await refuseOwnerNickname(ctx, changes.nick_name, userId);
  await repository.updateProfile(ctx.db.kysely, userId, {
    ...(changes.nick_name !== undefined ? { nick_name: changes.nick_name } : {}),
    ...(changes.avatar !== undefined ? { avatar: changes.avatar } : {}),
    updated_at: nowIso(),
  });
  return getUserInfo(ctx, userId, { id: userId, role: 2 });
}

export async function updatePassword(
  ctx: AppContext,
  deps: AuthDeps,
  userId: number,
  input: { password: string; password1: string },
): Promise<{ token: string }> {
  const user = await repository.findById(ctx.db.kysely, userId);
  if (!user) throw new NotFoundError('用户不存在');
  const guard = deps.guard.passwordChange(userId);
  const wait = await guard.retryAfter();
  if (wait > 0) throw tooManyFailures(wait);
  if (!(await verifyPassword(user.password_hash, input.password))) {
    await guard.recordFailure();
    throw new BadRequestError('原密码不正确');
  }
  await guard.recordSuccess();
  if (input.password === input.password1) throw new BadRequestError('新密码不能与原密码相同');
  const updated = await repository.updatePasswordHash(
    ctx.db.kysely,
    userId,
    await hashPassword(input.password1),
    nowIso(),
  );
  return { token: deps.tokens.sign({ sub: userId, ver: updated.token_version, role: updated.role }) };
}

/**
 * Sets an account's password without the old one (the CLI's `passwd`, a mailed reset link): every
 * token issued before stops working — the account's sessions on every device end. Null: no such account.
 */
export async function setPassword(
  ctx: AppContext,
  username: string,
  password: string,
): Promise<{ username: string } | null> {
  const user = await repository.findByUsername(ctx.db.kysely, username);
  if (!user) return null;
  await repository.updatePasswordHash(ctx.db.kysely, user.id, await hashPassword(password), nowIso());
  return { username: user.username };
}

// The console's list of accounts.

type AccountRow = NonNullable<Awaited<ReturnType<typeof repository.findAccount>>>;

const toAccount = ({ created_at, ...row }: AccountRow, timeZone: string) => ({
  ...row,
  createdAt: formatDateTime(created_at, timeZone),
});

export async function listUsers(ctx: AppContext, keyword: string | undefined, current: number, size: number) {
  const { rows, total } = await repository.listUsers(ctx.db.kysely, keyword, (current - 1) * size, size);
  return { current, size, total, list: rows.map((row) => toAccount(row, ctx.config.timeZone)) };
}

/** Disables or enables an account; a disabled account's tokens stop working on its next request. */
export async function setDisabled(ctx: AppContext, id: number, disabled: boolean) {
  const user = await repository.findAccount(ctx.db.kysely, id);
  if (!user) throw new NotFoundError('用户不存在');
  if (user.role === 1 && disabled) throw new ConflictError('不能停用管理员账号');
  await repository.setDisabled(ctx.db.kysely, id, disabled, nowIso());
  return toAccount((await repository.findAccount(ctx.db.kysely, id))!, ctx.config.timeZone);
}

/**
 * Deletes an account: its comments go (with the replies under them), its messages stay as a guest's
 * under the nickname they were written with, its link applications stay without it, and its tokens stop
 * working (no account to verify them against). The owner's account cannot go.
 */
export async function deleteUser(ctx: AppContext, id: number): Promise<void> {
  const db = ctx.db.kysely;
  const user = await repository.findAccount(db, id);
  if (!user) throw new NotFoundError('用户不存在');
  if (user.role === 1) throw new ConflictError('不能删除管理员账号');
  if (await repository.hasArticlesOrTalks(db, id)) throw new ConflictError('该用户写过文章或说说，不能删除');
  await db.transaction().execute(async (trx) => {
    for (const commentId of await repository.commentIdsOf(trx, id)) await deleteThread(trx, commentId);
    await repository.deleteUserRow(trx, id);
  });
}
