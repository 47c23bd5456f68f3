import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { encrypt } from '../lib/crypto';
import {
  clearUser,
  closeLogin,
  getToken,
  getUserInfo,
  isLoggedIn,
  openLogin,
  setBlogAvatar,
  setToken,
  setUserInfo,
  updateUserInfo,
  USER_STORAGE_KEY,
  useIsLoggedIn,
  useUserStore,
  waitForStoredUser,
} from './user-store';

const USER = { id: 3, avatar: '/media/avatar.png', nick_name: '小张同学', username: 'zhangsan', role: 2 };
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6M30.c2lnbmF0dXJl';

function stored(): { state: Record<string, unknown>; version: number } {
  const raw = localStorage.getItem(USER_STORAGE_KEY);
  if (raw === null) throw new Error('nothing stored');
  return JSON.parse(decodeURIComponent(raw)) as { state: Record<string, unknown>; version: number };
}

/** A page reload: a fresh module instance reads local storage again. */
async function load() {
  vi.resetModules();
  return import('./user-store');
}

/** A reload, once the stored user has been read. */
async function reload() {
  const fresh = await load();
  await fresh.waitForStoredUser();
  return fresh;
}

function storeLogin(state: Record<string, unknown> = {}) {
  localStorage.setItem(
    USER_STORAGE_KEY,
    JSON.stringify({
      state: {
        blogAvatar: '/media/blog.png',
        userInfo: encrypt(JSON.stringify(USER)),
        token: encrypt(TOKEN),
        infoFlag: true,
        tokenFlag: true,
        ...state,
      },
      version: 0,
    }),
  );
}

/** Waits until storage holds `expected` (a save waits for the cipher's code to load first). */
async function storedEventually(expected: Record<string, unknown>) {
  await import('../lib/crypto');
  await vi.waitFor(() => expect(stored().state).toMatchObject(expected));
}

describe('user store', () => {
  beforeEach(() => {
    localStorage.clear();
    useUserStore.setState(useUserStore.getInitialState(), true);
  });
  afterEach(() => {
    vi.doUnmock('../lib/crypto');
    vi.restoreAllMocks();
  });

  it('starts logged out with the dialog closed', () => {
    expect(useUserStore.getState()).toEqual({
      blogAvatar: '',
      userInfo: null,
      token: '',
      infoFlag: false,
      tokenFlag: false,
      showLogin: false,
      loginReason: null,
    });
    expect(isLoggedIn()).toBe(false);
    expect(getToken()).toBe('');
  });

  it('keeps plain values in memory and sets the flags', () => {
    setUserInfo(USER);
    setToken(TOKEN);
    expect(getUserInfo()).toEqual(USER);
    expect(getToken()).toBe(TOKEN);
    expect(useUserStore.getState()).toMatchObject({ infoFlag: true, tokenFlag: true });
    expect(isLoggedIn()).toBe(true);
  });

  it('stores user info and token encrypted under userState', async () => {
    setUserInfo(USER);
    setToken(TOKEN);
    await storedEventually({ token: encrypt(TOKEN) });
    const raw = decodeURIComponent(localStorage.getItem(USER_STORAGE_KEY) ?? '');
    for (const secret of [TOKEN, USER.username, USER.nick_name, USER.avatar, '"id"']) {
      expect(raw).not.toContain(secret);
    }
    const { state } = stored();
    expect(state.userInfo).toBe(encrypt(JSON.stringify(USER)));
    expect(state.token).toBe(encrypt(TOKEN));
    expect(state).toMatchObject({ infoFlag: true, tokenFlag: true });
  });

  it('restores the user after a reload', async () => {
    setBlogAvatar('/media/blog.png');
    setUserInfo(USER);
    setToken(TOKEN);
    const fresh = await reload();
    expect(fresh.useUserStore.getState()).toEqual({
      blogAvatar: '/media/blog.png',
      userInfo: USER,
      token: TOKEN,
      infoFlag: true,
      tokenFlag: true,
      showLogin: false,
      loginReason: null,
    });
    expect(fresh.isLoggedIn()).toBe(true);
  });

  it('does not persist the open login dialog', async () => {
    openLogin();
    expect(useUserStore.getState().showLogin).toBe(true);
    expect(stored().state).not.toHaveProperty('showLogin');
    const fresh = await reload();
    expect(fresh.useUserStore.getState().showLogin).toBe(false);
    closeLogin();
    expect(useUserStore.getState().showLogin).toBe(false);
  });

  it('clearUser logs out in memory and in storage but keeps the blog avatar', async () => {
    setBlogAvatar('/media/blog.png');
    setUserInfo(USER);
    setToken(TOKEN);
    clearUser();
    expect(useUserStore.getState()).toMatchObject({
      userInfo: null,
      token: '',
      infoFlag: false,
      tokenFlag: false,
    });
    expect(stored().state).toMatchObject({ userInfo: '', token: '', infoFlag: false, tokenFlag: false });
    const fresh = await reload();
    expect(fresh.isLoggedIn()).toBe(false);
    expect(fresh.useUserStore.getState().blogAvatar).toBe('/media/blog.png');
  });

  it('treats tampered or plain-text storage as logged out, without throwing', async () => {
    localStorage.setItem(
      USER_STORAGE_KEY,
      JSON.stringify({
        state: {
          blogAvatar: 7,
          userInfo: JSON.stringify(USER),
          token: 'plain-token',
          infoFlag: true,
          tokenFlag: true,
        },
        version: 0,
      }),
    );
    const fresh = await reload();
    expect(fresh.useUserStore.getState()).toMatchObject({
      blogAvatar: '',
      userInfo: null,
      token: '',
      infoFlag: false,
      tokenFlag: false,
    });
  });

  it('drops encrypted user info that is not a valid user', async () => {
    localStorage.setItem(
      USER_STORAGE_KEY,
      JSON.stringify({ state: { userInfo: encrypt('{"id":"x"}'), token: encrypt(TOKEN) }, version: 0 }),
    );
    const fresh = await reload();
    expect(fresh.useUserStore.getState()).toMatchObject({ userInfo: null, token: TOKEN, infoFlag: false });
    // A token without a user is not a login (docs/spec.md §6).
    expect(fresh.isLoggedIn()).toBe(false);
  });

  it('survives corrupt JSON in storage', async () => {
    localStorage.setItem(USER_STORAGE_KEY, '{broken');
    const fresh = await reload();
    expect(fresh.useUserStore.getState().userInfo).toBeNull();
  });

  it('refuses user info of the wrong shape', () => {
    // Simulates an unexpected API body reaching the action.
    expect(() => setUserInfo({ id: 0 } as never)).toThrow(TypeError);
    expect(getUserInfo()).toBeNull();
  });

  it('updateUserInfo merges profile changes and does nothing when logged out', () => {
    updateUserInfo({ nick_name: '新昵称' });
    expect(getUserInfo()).toBeNull();
    setUserInfo(USER);
    updateUserInfo({ nick_name: '新昵称' });
    expect(getUserInfo()).toEqual({ ...USER, nick_name: '新昵称' });
  });

  it('follows a logout made in another tab', () => {
    setUserInfo(USER);
    setToken(TOKEN);
    // Another tab logs out: it rewrites storage and the browser fires a storage event here.
    localStorage.setItem(
      USER_STORAGE_KEY,
      JSON.stringify({
        state: { blogAvatar: '', userInfo: '', token: '', infoFlag: false, tokenFlag: false },
        version: 0,
      }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: USER_STORAGE_KEY }));
    expect(isLoggedIn()).toBe(false);
  });

  it('follows a login made in another tab', async () => {
    localStorage.setItem(
      USER_STORAGE_KEY,
      JSON.stringify({
        state: { blogAvatar: '', userInfo: encrypt(JSON.stringify(USER)), token: encrypt(TOKEN) },
        version: 0,
      }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: USER_STORAGE_KEY }));
    await waitForStoredUser();
    expect(getUserInfo()).toEqual(USER);
    expect(getToken()).toBe(TOKEN);
  });

  it('useIsLoggedIn re-renders on login and logout', () => {
    const { result } = renderHook(() => useIsLoggedIn());
    expect(result.current).toBe(false);
    act(() => {
      setUserInfo(USER);
    });
    // User without token is not logged in.
    expect(result.current).toBe(false);
    act(() => {
      setToken(TOKEN);
    });
    expect(result.current).toBe(true);
    act(() => {
      clearUser();
    });
    expect(result.current).toBe(false);
  });

  describe('the cipher loads only for a stored or new login', () => {
    it('restores a guest at once without loading it, and saves a guest without it', async () => {
      localStorage.setItem(
        USER_STORAGE_KEY,
        JSON.stringify({ state: { blogAvatar: '/media/blog.png', userInfo: '', token: '' }, version: 0 }),
      );
      const loaded = vi.fn();
      vi.doMock('../lib/crypto', async (importOriginal) => {
        loaded();
        return importOriginal();
      });
      const fresh = await load();
      expect(fresh.useUserStore.persist.hasHydrated()).toBe(true);
      expect(fresh.useUserStore.getState().blogAvatar).toBe('/media/blog.png');
      fresh.setBlogAvatar('/media/other.png');
      fresh.openLogin();
      await expect(fresh.waitForStoredUser()).resolves.toBeUndefined();
      expect(stored().state).toMatchObject({ blogAvatar: '/media/other.png', userInfo: '', token: '' });
      expect(loaded).not.toHaveBeenCalled();
    });

    it('restores a returning user once it has loaded', async () => {
      storeLogin();
      const fresh = await load();
      expect(fresh.useUserStore.persist.hasHydrated()).toBe(false);
      expect(fresh.getToken()).toBe('');
      await fresh.waitForStoredUser();
      expect(fresh.getToken()).toBe(TOKEN);
      expect(fresh.getUserInfo()).toEqual(USER);
    });

    it('does not let changes made meanwhile overwrite the stored login', async () => {
      storeLogin();
      const before = localStorage.getItem(USER_STORAGE_KEY);
      const fresh = await load();
      // zustand saves on every change, here the defaults the store started with.
      fresh.openLogin();
      expect(localStorage.getItem(USER_STORAGE_KEY)).toBe(before);
      await fresh.waitForStoredUser();
      expect(fresh.useUserStore.getState()).toMatchObject({ token: TOKEN, showLogin: true });
      expect(localStorage.getItem(USER_STORAGE_KEY)).toBe(before);
    });

    it('keeps the last change when an earlier save is still waiting for it', async () => {
      const fresh = await load();
      fresh.setUserInfo(USER);
      fresh.setToken(TOKEN);
      fresh.clearUser();
      await storedEventually({ userInfo: '', token: '', infoFlag: false, tokenFlag: false });
    });

    it('saves a new login encrypted once it has loaded', async () => {
      const fresh = await load();
      fresh.setUserInfo(USER);
      fresh.setToken(TOKEN);
      await storedEventually({ userInfo: encrypt(JSON.stringify(USER)), token: encrypt(TOKEN) });
    });

    it('starts logged out, without waiting forever, when it cannot load', async () => {
      storeLogin();
      const before = localStorage.getItem(USER_STORAGE_KEY);
      vi.doMock('../lib/crypto', () => {
        throw new Error('offline');
      });
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const fresh = await load();
      await fresh.waitForStoredUser();
      expect(fresh.isLoggedIn()).toBe(false);
      expect(fresh.useUserStore.getState().blogAvatar).toBe('/media/blog.png');
      expect(console.warn).toHaveBeenCalled();
      // Nothing was written: the next page view may still read it.
      expect(localStorage.getItem(USER_STORAGE_KEY)).toBe(before);
    });
  });
});
