import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareAntdTestEnvironment } from '../../test/antd-test-env';
import { signInReader } from '../../test/signed-in-reader';
import { readRememberedLogin, saveRememberedLogin } from '../../features/auth/remembered-login';
import { useUserStore } from '../../stores/user-store';

vi.mock('../../features/auth/auth-api', () => ({ updatePassword: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));

const { updatePassword } = await import('../../features/auth/auth-api');
const { toast } = await import('../../lib/toast');
const { PasswordCard } = await import('./password-card');

beforeAll(prepareAntdTestEnvironment);

beforeEach(() => {
  window.localStorage.clear();
  vi.mocked(updatePassword).mockReset().mockResolvedValue({ token: 'new-token' });
  vi.mocked(toast.success).mockReset();
  signInReader(4, 'old-token');
});

const field = (label: string) => screen.getByLabelText(label);
function leave(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
  fireEvent.blur(field(label));
}

describe('PasswordCard (密码修改)', () => {
  it('checks each field on blur with the register rules', async () => {
    render(<PasswordCard username="reader01" />);
    leave('原密码', '');
    expect(await screen.findByText('请输入原密码')).toBeInTheDocument();
    leave('新密码', '123456');
    expect(await screen.findByText('密码格式应为6-18位数字、字母、符号的任意两种组合')).toBeInTheDocument();
    leave('确认密码', '');
    expect(await screen.findByText('请输入二次确认密码')).toBeInTheDocument();
    leave('新密码', 'abc123');
    leave('确认密码', 'abc12');
    expect(await screen.findByText('两次密码不一致')).toBeInTheDocument();
  });

  it('keeps the new token, updates a remembered login, clears the form and says so', async () => {
    saveRememberedLogin({ username: 'reader01', password: 'old-pass-1' });
    render(<PasswordCard username="reader01" />);
    fireEvent.change(field('原密码'), { target: { value: 'old-pass-1' } });
    fireEvent.change(field('新密码'), { target: { value: 'new-pass-1' } });
    fireEvent.change(field('确认密码'), { target: { value: 'new-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));

    await waitFor(() => expect(useUserStore.getState().token).toBe('new-token'));
    expect(updatePassword).toHaveBeenCalledWith({
      password: 'old-pass-1',
      password1: 'new-pass-1',
      password2: 'new-pass-1',
    });
    expect(readRememberedLogin()).toEqual({ username: 'reader01', password: 'new-pass-1' });
    expect(toast.success).toHaveBeenCalledWith('密码修改成功');
    await waitFor(() => expect(field('原密码')).toHaveValue(''));
    expect(field('新密码')).toHaveValue('');
  });

  it('keeps the old token and the typed values when the server refuses', async () => {
    vi.mocked(updatePassword).mockRejectedValue(new Error('原密码不正确'));
    render(<PasswordCard username="reader01" />);
    fireEvent.change(field('原密码'), { target: { value: 'wrong-1' } });
    fireEvent.change(field('新密码'), { target: { value: 'new-pass-1' } });
    fireEvent.change(field('确认密码'), { target: { value: 'new-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(updatePassword).toHaveBeenCalled());
    expect(useUserStore.getState().token).toBe('old-token');
    expect(field('原密码')).toHaveValue('wrong-1');
    expect(toast.success).not.toHaveBeenCalled();
  });
});
