import type { LoginResult } from '@blog/contract';
import { toast } from '../../lib/toast';
import { clearUser, closeLogin, setToken, setUserInfo } from '../../stores/user-store';
import { fetchUserInfo } from './auth-api';
import { getWelcomeMessage } from './welcome';

export interface SignInOptions {
  /** Right after registering: says 自动登录成功 instead of 登录成功. */
  automatic?: boolean;
  now?: Date;
}

/**
 * Finishes a login (or a registration, which answers the same way): keeps the token, fetches the
 * profile for the nickname and avatar, stores the user, closes the dialog and says hello.
 * When the profile cannot be read the half-done login is undone (the client has shown why).
 */
export async function signIn(result: LoginResult, options: SignInOptions = {}): Promise<void> {
  setToken(result.token);
  let info;
  try {
    info = await fetchUserInfo(result.id);
  } catch (error) {
    clearUser();
    throw error;
  }
  setUserInfo({
    id: info.id,
    // The login's own answer names the account; the profile carries it only for oneself.
    username: info.username ?? result.username,
    nick_name: info.nick_name,
    avatar: info.avatar ?? '',
    role: info.role,
  });
  closeLogin();
  toast.success(options.automatic ? '自动登录成功' : '登录成功');
  toast.success(
    getWelcomeMessage(info.id, info.nick_name || result.username, options.now, options.automatic),
    '欢迎～',
  );
}
