import type { UserInfo as Profile } from '@blog/contract';

/**
 * The logged-in user as the store keeps them (docs/spec.md §3): the API's profile, with "not set" as ''
 * rather than null, the login name always there, and `role` (from login, docs/design.md §5) absent from
 * what older versions stored.
 */
export interface UserInfo extends Pick<Profile, 'id' | 'nick_name'> {
  avatar: string;
  username: string;
  /** 1 admin, 2 user. */
  role?: Profile['role'];
}

/**
 * Checks an untrusted value (storage, an API body) and returns a clean `UserInfo`, or null when
 * it is not one. A missing avatar or nickname becomes '' since the API sends null for "not set".
 */
export function toUserInfo(value: unknown): UserInfo | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, avatar, nick_name, username, role } = value as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) return null;
  if (typeof username !== 'string') return null;
  const info: UserInfo = {
    id,
    avatar: typeof avatar === 'string' ? avatar : '',
    nick_name: typeof nick_name === 'string' ? nick_name : '',
    username,
  };
  if (typeof role === 'number' && Number.isInteger(role)) info.role = role;
  return info;
}
