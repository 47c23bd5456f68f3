import type { LoginResult, UserInfo as ApiUserInfo } from '@blog/contract';
import { blogClient, unwrap } from '../../lib/http/blog-client';

/** The calls of the login dialog and the user centre (SPEC §7, DESIGN §5). */

export interface LoginInput {
  username: string;
  password: string;
}

export interface RegisterInput {
  username: string;
  password: string;
  nick_name?: string;
}

export interface PasswordInput {
  /** The current password. */
  password: string;
  password1: string;
  password2: string;
}

export function login(input: LoginInput): Promise<LoginResult> {
  return unwrap(blogClient.post<LoginResult>('/user/login', input));
}

/** Registration answers like a login (token and id), so the new user is signed in at once. */
export function register(input: RegisterInput): Promise<LoginResult> {
  return unwrap(blogClient.post<LoginResult>('/user/register', input));
}

export function fetchUserInfo(id: number): Promise<ApiUserInfo> {
  return unwrap(blogClient.get<ApiUserInfo>(`/user/getUserInfoById/${id}`));
}

export function updateOwnUserInfo(changes: { nick_name?: string; avatar?: string }): Promise<ApiUserInfo> {
  return unwrap(blogClient.put<ApiUserInfo>('/user/updateOwnUserInfo', changes));
}

/** Changing the password revokes every older token; the answer carries the new one. */
export function updatePassword(input: PasswordInput): Promise<{ token: string }> {
  return unwrap(blogClient.put<{ token: string }>('/user/updatePassword', input));
}
