import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

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
} from './user-store';

const USER = { id: 3, avatar: '/media/avatar.png', nick_name: '小张同学', username: 'zhangsan', role: 2 };
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6M30.c2lnbmF0dXJl';

function stored(): { state: Record<string, unknown>; version: number } {
  const raw = localStorage.getItem(USER_STORAGE_KEY);
  if (raw === null) throw new Error('nothing stored');
  return JSON.parse(raw) as { state: Record<string, unknown>; version: number };
}

/** A page reload: a fresh module instance reads local storage again. */
async function reload() {
  vi.resetModules();
  return import('./user-store');
}

describe('user store', () => {
  beforeEach(() => {
    localStorage.clear();
    useUserStore.setState(useUserStore.getInitialState(), true);
  });

  it('starts logged out with the dialog closed', () => {
    expect(useUserStore.getState()).toEqual({
      blogAvatar: '',
      userInfo: null,
      token: '',
      infoFlag: false,
      tokenFlag: false,
      showLogin: false,
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

  it('stores user info and token encrypted under userState', () => {
    setUserInfo(USER);
    setToken(TOKEN);
    const raw = localStorage.getItem(USER_STORAGE_KEY) ?? '';
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
    // A token without a user is not a login (SPEC §6).
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

  it('follows a login made in another tab', () => {
    localStorage.setItem(
      USER_STORAGE_KEY,
      JSON.stringify({
        state: { blogAvatar: '', userInfo: encrypt(JSON.stringify(USER)), token: encrypt(TOKEN) },
        version: 0,
      }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: USER_STORAGE_KEY }));
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
});
