import { create } from 'zustand';
import { persist } from 'zustand/middleware';

import type * as CipherModule from '../lib/crypto';
import { local } from '../lib/storage';
import { createPersistStorage } from './persist-storage';
import { syncAcrossTabs } from './sync-across-tabs';
import { toUserInfo, type UserInfo } from './user-info';

export type { UserInfo } from './user-info';

/** Local storage key and persist name (docs/spec.md §9). */
export const USER_STORAGE_KEY = 'userState';

export interface UserState {
  /** The blog owner's avatar from the site config, shown before anyone logs in. */
  blogAvatar: string;
  userInfo: UserInfo | null;
  token: string;
  /** Whether user info is held (docs/spec.md §3 keeps these flags beside the encrypted values). */
  infoFlag: boolean;
  /** Whether a token is held. */
  tokenFlag: boolean;
  /** Whether the login/register dialog is open. */
  showLogin: boolean;
  /** Why the dialog opened by itself (a 401: 登录过期, 请先登录 …); null when the visitor opened it. */
  loginReason: string | null;
}

type PersistedUserState = Pick<UserState, 'blogAvatar' | 'userInfo' | 'token' | 'infoFlag' | 'tokenFlag'>;

const LOGGED_OUT: Omit<PersistedUserState, 'blogAvatar'> = {
  userInfo: null,
  token: '',
  infoFlag: false,
  tokenFlag: false,
};

const INITIAL: UserState = { blogAvatar: '', ...LOGGED_OUT, showLogin: false, loginReason: null };

/** How the slice sits in local storage: user info and token as ciphertext (docs/spec.md §3, §9). */
interface StoredUserState {
  blogAvatar: string;
  userInfo: string;
  token: string;
  infoFlag: boolean;
  tokenFlag: boolean;
}

type Cipher = typeof CipherModule;

let cipher: Cipher | undefined;

/**
 * crypto-js, loaded only when there is a user to decrypt or encrypt: a guest never downloads it.
 * Once loaded, the store reads and writes synchronously again.
 */
async function loadCipher(): Promise<Cipher> {
  cipher ??= await import('../lib/crypto');
  return cipher;
}

function encodeUser(state: PersistedUserState): StoredUserState | Promise<StoredUserState> {
  const { blogAvatar, userInfo, token } = state;
  const encode = ({ encrypt }: Cipher): StoredUserState => ({
    blogAvatar,
    userInfo: userInfo ? encrypt(JSON.stringify(userInfo)) : '',
    token: token ? encrypt(token) : '',
    infoFlag: userInfo !== null,
    tokenFlag: token !== '',
  });
  if (!userInfo && !token) return { blogAvatar, userInfo: '', token: '', infoFlag: false, tokenFlag: false };
  return cipher ? encode(cipher) : loadCipher().then(encode);
}

function decodeUser(stored: unknown): Partial<PersistedUserState> | Promise<Partial<PersistedUserState>> {
  if (typeof stored !== 'object' || stored === null) return {};
  const { blogAvatar, userInfo, token } = stored as Record<string, unknown>;
  const avatar = typeof blogAvatar === 'string' ? { blogAvatar } : {};
  const decode = ({ decrypt }: Cipher): Partial<PersistedUserState> => {
    let info: UserInfo | null = null;
    const plainInfo = typeof userInfo === 'string' ? decrypt(userInfo) : '';
    if (plainInfo) {
      try {
        info = toUserInfo(JSON.parse(plainInfo));
      } catch {
        info = null;
      }
    }
    const plainToken = typeof token === 'string' ? decrypt(token) : '';
    // The flags are derived from what actually decrypted, never trusted from storage.
    return {
      ...avatar,
      userInfo: info,
      token: plainToken,
      infoFlag: info !== null,
      tokenFlag: plainToken !== '',
    };
  };
  const isCipherText = (value: unknown) => typeof value === 'string' && value !== '';
  if (!isCipherText(userInfo) && !isCipherText(token)) return avatar;
  if (cipher) return decode(cipher);
  return loadCipher().then(decode, (error: unknown) => {
    // Without the cipher's code (offline, a new deployment) this page view starts logged out.
    console.warn('[user] cannot read the stored login', error);
    return avatar;
  });
}

/**
 * The user store. In memory the values are plain; the persist storage encrypts user info and the
 * token on the way to local storage and decrypts them on the way back. A returning user is
 * therefore restored asynchronously, once the cipher has loaded (see `waitForStoredUser`). The
 * login dialog's open state is not persisted: a reload should not pop the dialog up again.
 */
export const useUserStore = create<UserState>()(
  persist(() => INITIAL, {
    name: USER_STORAGE_KEY,
    storage: createPersistStorage<PersistedUserState>(local, { encode: encodeUser, decode: decodeUser }),
    partialize: ({ blogAvatar, userInfo, token, infoFlag, tokenFlag }): Partial<PersistedUserState> => ({
      blogAvatar,
      userInfo,
      token,
      infoFlag,
      tokenFlag,
    }),
    // Storage is the whole truth for the persisted fields: a field that is missing or failed to
    // decrypt falls back to logged out, so a logout in another tab also logs out this one.
    merge: (persisted, current) => ({
      ...current,
      ...LOGGED_OUT,
      ...(persisted as Partial<PersistedUserState> | undefined),
    }),
  }),
);

syncAcrossTabs(useUserStore.persist, USER_STORAGE_KEY);

/**
 * Resolves once the stored login has been read into the store: at once for a guest (and on the
 * server), after the cipher has loaded for a returning user. Whatever needs the token or the user
 * from the first moment (the HTTP clients, the console's gate) waits for it.
 */
export function waitForStoredUser(): Promise<void> {
  if (useUserStore.persist.hasHydrated()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = useUserStore.persist.onFinishHydration(() => {
      stop();
      resolve();
    });
  });
}

export function setBlogAvatar(blogAvatar: string): void {
  useUserStore.setState({ blogAvatar });
}

/** Stores the logged-in user; invalid data (e.g. an unexpected API shape) is refused. */
export function setUserInfo(info: UserInfo): void {
  const userInfo = toUserInfo(info);
  if (!userInfo) throw new TypeError('setUserInfo: not a valid user');
  useUserStore.setState({ userInfo, infoFlag: true });
}

/** Merges profile changes (avatar, nickname) into the logged-in user; ignored when logged out. */
export function updateUserInfo(patch: Partial<Pick<UserInfo, 'avatar' | 'nick_name'>>): void {
  const current = useUserStore.getState().userInfo;
  if (!current) return;
  useUserStore.setState({ userInfo: { ...current, ...patch } });
}

export function setToken(token: string): void {
  useUserStore.setState({ token, tokenFlag: token !== '' });
}

/** Forgets the user and the token (logout, or a 401 from the server). */
export function clearUser(): void {
  useUserStore.setState(LOGGED_OUT);
}

/** Opens the login dialog (the visitor asked for it). */
export function openLogin(): void {
  useUserStore.setState({ showLogin: true, loginReason: null });
}

/** Opens the login dialog saying why: the app needs a login (a 401 — 登录过期, 请先登录 …). */
export function askToLogIn(reason: string): void {
  useUserStore.setState({ showLogin: true, loginReason: reason });
}

export function closeLogin(): void {
  useUserStore.setState({ showLogin: false, loginReason: null });
}

/** The token for the Authorization header, '' when logged out. */
export function getToken(): string {
  return useUserStore.getState().token;
}

export function getUserInfo(): UserInfo | null {
  return useUserStore.getState().userInfo;
}

const selectIsLoggedIn = (state: UserState) => state.userInfo !== null && state.token !== '';

/** Logged in means a user id and a token are both held (docs/spec.md §6). */
export function isLoggedIn(): boolean {
  return selectIsLoggedIn(useUserStore.getState());
}

export function useIsLoggedIn(): boolean {
  return useUserStore(selectIsLoggedIn);
}
