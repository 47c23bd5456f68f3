import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../../stores/user-store';

vi.mock('./auth-api', () => ({ fetchUserInfo: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));

const { fetchUserInfo } = await import('./auth-api');
const { toast } = await import('../../lib/toast');
const { signIn } = await import('./sign-in');

const loginResult = { token: 'jwt-token', id: 7, username: 'reader', role: 2 };
const profile = {
  id: 7,
  username: 'reader',
  nick_name: '读者',
  avatar: null,
  role: 2,
  createdAt: '2025-01-01 10:00:00',
};

describe('signIn', () => {
  beforeEach(() => {
    vi.mocked(fetchUserInfo).mockReset();
    vi.mocked(toast.success).mockReset();
    useUserStore.setState({ userInfo: null, token: '', infoFlag: false, tokenFlag: false, showLogin: true });
  });

  it('stores the token and the profile, closes the dialog and says 登录成功 and 欢迎～', async () => {
    vi.mocked(fetchUserInfo).mockResolvedValue(profile);
    await signIn(loginResult, { now: new Date(2025, 0, 1, 10) });
    expect(fetchUserInfo).toHaveBeenCalledWith(7);
    expect(useUserStore.getState()).toMatchObject({
      token: 'jwt-token',
      userInfo: { id: 7, username: 'reader', nick_name: '读者', avatar: '', role: 2 },
      showLogin: false,
    });
    expect(toast.success).toHaveBeenNthCalledWith(1, '登录成功');
    expect(toast.success).toHaveBeenNthCalledWith(2, expect.stringMatching(/^上午好，读者/), '欢迎～');
  });

  it('says 自动登录成功 after registering', async () => {
    vi.mocked(fetchUserInfo).mockResolvedValue(profile);
    await signIn(loginResult, { automatic: true });
    expect(toast.success).toHaveBeenNthCalledWith(1, '自动登录成功');
  });

  it('undoes the half-done login when the profile cannot be read', async () => {
    vi.mocked(fetchUserInfo).mockRejectedValue(new Error('用户不存在'));
    await expect(signIn(loginResult)).rejects.toThrow('用户不存在');
    expect(useUserStore.getState()).toMatchObject({ token: '', userInfo: null, showLogin: true });
    expect(toast.success).not.toHaveBeenCalled();
  });
});
