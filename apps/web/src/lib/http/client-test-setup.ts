import { afterEach, beforeEach, vi } from 'vitest';
import { setToken, setUserInfo, useUserStore } from '../../stores/user-store';
import { setHttpTransport } from './create-http-client';

/**
 * Test support for the HTTP clients' tests: each test starts signed out, with empty storage, fresh
 * mocks and the clients' warnings silenced (and recorded), and leaves the network hook, the timers
 * and every spy as they were.
 */
export function resetAroundEachClientTest(): void {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.clear();
    useUserStore.setState(useUserStore.getInitialState(), true);
  });
  afterEach(() => {
    setHttpTransport(undefined);
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
}

/** Signs a user in through the store's actions (what a login keeps), with `token` as their token. */
export function signIn(token: string): void {
  setUserInfo({ id: 3, avatar: '', nick_name: '小张', username: 'zhang' });
  setToken(token);
}
