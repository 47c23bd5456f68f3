import { decrypt, encrypt } from '../../lib/crypto';
import { local, type JsonStorage } from '../../lib/storage';

/** docs/spec.md §3: the remembered login lives in local storage under the login-form key. */
export const LOGIN_FORM_KEY = 'loginForm';

export interface RememberedLogin {
  username: string;
  password: string;
}

/**
 * The login saved by 记住我, or null. It is stored encrypted with the app's fixed key (lib/crypto),
 * which only keeps it from being read at a glance: any script on the page can decrypt it.
 */
export function readRememberedLogin(storage: JsonStorage = local): RememberedLogin | null {
  const cipher = storage.get<unknown>(LOGIN_FORM_KEY, null);
  if (typeof cipher !== 'string') return null;
  const plain = decrypt(cipher);
  if (!plain) return null;
  try {
    const value = JSON.parse(plain) as Record<string, unknown>;
    const { username, password } = value;
    if (typeof username !== 'string' || typeof password !== 'string' || !username) return null;
    return { username, password };
  } catch {
    return null;
  }
}

export function saveRememberedLogin(login: RememberedLogin, storage: JsonStorage = local): void {
  storage.set(
    LOGIN_FORM_KEY,
    encrypt(JSON.stringify({ username: login.username, password: login.password })),
  );
}

export function forgetRememberedLogin(storage: JsonStorage = local): void {
  storage.remove(LOGIN_FORM_KEY);
}

/**
 * After a password change the remembered login of that account would fail; keep it working.
 * Other accounts' remembered logins are left alone.
 */
export function updateRememberedPassword(
  username: string,
  password: string,
  storage: JsonStorage = local,
): void {
  const remembered = readRememberedLogin(storage);
  if (remembered && remembered.username === username) saveRememberedLogin({ username, password }, storage);
}
