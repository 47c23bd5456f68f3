import { z } from 'zod';
import { ok, paged } from './envelope';
import { secondFactor } from './totp';
import {
  cleanNickname,
  confirmProblem,
  isLocalUpload,
  normalizeUsername,
  passwordProblem,
  usernameProblem,
  LOGIN_PASSWORD_MAX,
  LOGIN_PASSWORD_REQUIRED,
  LOGIN_TOO_LONG,
  LOGIN_USERNAME_MAX,
  USERNAME_REQUIRED,
} from './validation';
import { picture } from './picture';

const rule = (problem: (value: string) => string | null) =>
  z.string().superRefine((value, context) => {
    const message = problem(value);
    if (message) context.addIssue({ code: 'custom', message });
  });

const required = (message: string) => z.string({ error: message }).min(1, message);

export const registerBody = z.object({
  username: z.string({ error: USERNAME_REQUIRED }).transform(normalizeUsername).pipe(rule(usernameProblem)),
  password: z.string({ error: '请输入密码' }).pipe(rule(passwordProblem)),
  nick_name: z
    .string()
    .transform(cleanNickname)
    .pipe(z.string().max(20, '昵称不能超过 20 个字符'))
    .optional(),
});
export type RegisterBody = z.input<typeof registerBody>;

export const loginBody = z.object({
  username: required(USERNAME_REQUIRED).max(LOGIN_USERNAME_MAX, LOGIN_TOO_LONG).transform(normalizeUsername),
  password: required(LOGIN_PASSWORD_REQUIRED).max(LOGIN_PASSWORD_MAX, LOGIN_TOO_LONG),
  /** Two-step login: the authenticator's 6-digit code or a recovery code, when the account asks for one. */
  totp: secondFactor.optional(),
});
export type LoginBody = z.input<typeof loginBody>;

export const loginResult = z.object({
  token: z.string(),
  id: z.number(),
  username: z.string(),
  role: z.number(),
});
export type LoginResult = z.infer<typeof loginResult>;
export const loginResponse = ok(loginResult);

export const userInfo = z.object({
  id: z.number(),
  /** The login name: only for the user themselves and the admin (others see the public profile). */
  username: z.string().optional(),
  nick_name: z.string(),
  avatar: picture.nullable(),
  /** 1 admin, 2 user */
  role: z.number(),
  createdAt: z.string(),
});
export type UserInfo = z.infer<typeof userInfo>;
export const userInfoResponse = ok(userInfo);

/** Avatars are images this site stored (uploads), never arbitrary URLs. */
const localImage = z.string().refine(isLocalUpload, '头像必须是本站上传的图片');

/** A nickname one sets for oneself (个人中心, the console's setup step). */
export const ownNickname = z
  .string({ error: '昵称不能为空' })
  .transform(cleanNickname)
  .pipe(z.string().min(1, '昵称不能为空').max(20, '昵称不能超过 20 个字符'));

/** One's own avatar: "" (how the original client says "no avatar") clears it, as null does. */
export const ownAvatar = z
  .literal('')
  .transform(() => null)
  .or(localImage.nullable());

export const updateOwnUserInfoBody = z
  .object({
    nick_name: ownNickname.optional(),
    avatar: ownAvatar.optional(),
    // Accepted for compatibility with the original client; identity comes from the token only.
    id: z.unknown().optional(),
  })
  .refine((body) => body.nick_name !== undefined || body.avatar !== undefined, '没有需要修改的内容');
export type UpdateOwnUserInfoBody = z.input<typeof updateOwnUserInfoBody>;

/** A new password typed twice (the user centre, the reset page). */
const newPassword = {
  password1: z.string({ error: '请输入密码' }).pipe(rule(passwordProblem)),
  password2: z.string({ error: '请输入二次确认密码' }),
};
const confirmed = (body: { password1: string; password2: string }, context: z.RefinementCtx) => {
  const message = confirmProblem(body.password1, body.password2);
  if (message) context.addIssue({ code: 'custom', message, path: ['password2'] });
};

export const updatePasswordBody = z
  .object({ password: required('请输入原密码'), ...newPassword })
  .superRefine(confirmed);
export type UpdatePasswordBody = z.input<typeof updatePasswordBody>;
export const updatePasswordResponse = ok(z.object({ token: z.string() }));

/** 忘记密码：the account's name or its address; the answer is the same whether or not it exists. */
export const forgotPasswordBody = z.object({
  account: required('请输入用户名或邮箱')
    .max(254, '用户名或邮箱过长')
    .transform((value) => value.trim()),
});
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;
export const forgotPasswordResponse = ok(z.null());

/** The reset page's first question: whose password the link sets (and whether it still works). */
export const resetTokenBody = z.object({ token: required('链接无效：缺少令牌').max(2000, '链接无效') });
export const resetTokenResponse = ok(z.object({ username: z.string() }));

export const resetPasswordBody = z
  .object({ token: required('链接无效：缺少令牌').max(2000, '链接无效'), ...newPassword })
  .superRefine(confirmed);
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
export const resetPasswordResponse = resetTokenResponse;

export const notification = z.object({
  id: z.number(),
  /** May contain HTML; render it sanitized. */
  message: z.string(),
  /** 1 article, 2 talk, 3 message list, 4 admin */
  type: z.number(),
  to_id: z.number().nullable(),
  /** 1 unread, 2 read */
  isView: z.number(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notification>;

export const notifyListBody = z.object({
  current: z.coerce.number().int().min(1, '页码必须是正整数').default(1),
  size: z.coerce.number().int().min(1, '每页数量必须是正整数').max(50, '每页最多 50 条').default(10),
  // Accepted for compatibility; the list is always the caller's own.
  userId: z.unknown().optional(),
});
export const notifyListResponse = ok(paged(notification).extend({ unread: z.number() }));
/** `PUT notify/update/:id` (mark read) and `notify/delete/:id` → nothing but the message. */
export const notifyDoneResponse = ok(z.null());

export const uploadResponse = ok(z.object({ url: z.string() }));
