import { describe, expect, it } from 'vitest';
import { decrypt } from '../../lib/crypto';
import { createMemoryStorage } from '../../lib/memory-storage';
import { createStorage } from '../../lib/storage';
import {
  forgetRememberedLogin,
  LOGIN_FORM_KEY,
  readRememberedLogin,
  saveRememberedLogin,
  updateRememberedPassword,
} from './remembered-login';

function fixture() {
  const backend = createMemoryStorage();
  return { backend, storage: createStorage(backend) };
}

describe('remembered login', () => {
  it('is stored encrypted under the login-form key and read back', () => {
    const { backend, storage } = fixture();
    saveRememberedLogin({ username: 'reader', password: 'secret-1' }, storage);
    const raw = backend.getItem(LOGIN_FORM_KEY) ?? '';
    expect(raw).not.toContain('reader');
    expect(raw).not.toContain('secret-1');
    expect(JSON.parse(decrypt(JSON.parse(decodeURIComponent(raw)) as string))).toEqual({
      username: 'reader',
      password: 'secret-1',
    });
    expect(readRememberedLogin(storage)).toEqual({ username: 'reader', password: 'secret-1' });
  });

  it('is null when missing, forgotten, tampered with or not ours', () => {
    const { backend, storage } = fixture();
    expect(readRememberedLogin(storage)).toBeNull();
    saveRememberedLogin({ username: 'reader', password: 'secret-1' }, storage);
    forgetRememberedLogin(storage);
    expect(readRememberedLogin(storage)).toBeNull();
    backend.setItem(LOGIN_FORM_KEY, JSON.stringify('not a cipher'));
    expect(readRememberedLogin(storage)).toBeNull();
    backend.setItem(LOGIN_FORM_KEY, JSON.stringify({ username: 'plain', password: 'text' }));
    expect(readRememberedLogin(storage)).toBeNull();
  });

  it('follows a password change of the same account only', () => {
    const { storage } = fixture();
    saveRememberedLogin({ username: 'reader', password: 'old-pass-1' }, storage);
    updateRememberedPassword('someone', 'new-pass-1', storage);
    expect(readRememberedLogin(storage)?.password).toBe('old-pass-1');
    updateRememberedPassword('reader', 'new-pass-1', storage);
    expect(readRememberedLogin(storage)).toEqual({ username: 'reader', password: 'new-pass-1' });
  });

  it('stays absent when nothing was remembered', () => {
    const { storage } = fixture();
    updateRememberedPassword('reader', 'new-pass-1', storage);
    expect(readRememberedLogin(storage)).toBeNull();
  });
});
