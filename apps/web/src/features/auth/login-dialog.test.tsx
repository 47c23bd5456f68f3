import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http/api-error';
import type * as AuthApi from './auth-api';
import { askToLogIn, closeLogin, openLogin, useUserStore } from '../../stores/user-store';
import { prepareAntdTestEnvironment } from '../../test/antd-test-env';
import { readRememberedLogin, saveRememberedLogin } from './remembered-login';

vi.mock('./auth-api', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthApi>()),
  login: vi.fn(),
  register: vi.fn(),
  fetchUserInfo: vi.fn(),
}));
vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));

const api = await import('./auth-api');
const { toast } = await import('../../lib/toast');
const { LoginDialog } = await import('./login-dialog');

const result = { token: 'jwt', id: 9, username: 'reader01', role: 2 };
const profile = {
  id: 9,
  username: 'reader01',
  nick_name: '读者',
  avatar: null,
  role: 2,
  createdAt: '2025-01-01 00:00:00',
};

beforeAll(prepareAntdTestEnvironment);

beforeEach(() => {
  window.localStorage.clear();
  vi.mocked(api.login).mockReset().mockResolvedValue(result);
  vi.mocked(api.register).mockReset().mockResolvedValue(result);
  vi.mocked(api.fetchUserInfo).mockReset().mockResolvedValue(profile);
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
  useUserStore.setState({ userInfo: null, token: '', infoFlag: false, tokenFlag: false });
});

afterEach(() => act(() => closeLogin()));

function openDialog() {
  act(() => openLogin());
  render(<LoginDialog />);
  return screen.getByRole('dialog');
}

/** Leaves a field (blur), which is when docs/spec.md §5 checks it. */
async function blurWith(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

describe('LoginDialog: 登录', () => {
  it('says why when the app opened it (a 401), and nothing when the visitor did', () => {
    act(() => askToLogIn('登录过期'));
    const { unmount } = render(<LoginDialog />);
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent('登录过期');
    unmount();
    act(() => closeLogin());
    const dialog = openDialog();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens with the login form, empty and 记住我 unticked when nothing is remembered', () => {
    const dialog = openDialog();
    expect(within(dialog).getByRole('tab', { name: '登录' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByLabelText('用户账号')).toHaveValue('');
    expect(within(dialog).getByRole('checkbox', { name: '记住我' })).not.toBeChecked();
    expect(within(dialog).getByText('没有账号？')).toBeInTheDocument();
  });

  it('prefills the remembered login and ticks 记住我', () => {
    saveRememberedLogin({ username: 'reader01', password: 'abc123' });
    const dialog = openDialog();
    expect(within(dialog).getByLabelText('用户账号')).toHaveValue('reader01');
    expect(within(dialog).getByLabelText('用户密码')).toHaveValue('abc123');
    expect(within(dialog).getByRole('checkbox', { name: '记住我' })).toBeChecked();
  });

  it('says 请输入用户账号 and 请输入用户密码 when the fields are left empty', async () => {
    const dialog = openDialog();
    await blurWith(within(dialog).getByLabelText('用户账号'), '');
    expect(await within(dialog).findByText('请输入用户账号')).toBeInTheDocument();
    await blurWith(within(dialog).getByLabelText('用户密码'), '');
    expect(await within(dialog).findByText('请输入用户密码')).toBeInTheDocument();
  });

  it('submits on Enter, remembers the login when asked, and logs in', async () => {
    const user = userEvent.setup();
    const dialog = openDialog();
    await user.type(within(dialog).getByLabelText('用户账号'), ' reader01 ');
    await user.click(within(dialog).getByRole('checkbox', { name: '记住我' }));
    await user.type(within(dialog).getByLabelText('用户密码'), 'abc123{Enter}');

    await waitFor(() => expect(useUserStore.getState().showLogin).toBe(false));
    expect(api.login).toHaveBeenCalledWith({ username: 'reader01', password: 'abc123' });
    expect(useUserStore.getState()).toMatchObject({ token: 'jwt', userInfo: { id: 9, nick_name: '读者' } });
    expect(readRememberedLogin()).toEqual({ username: 'reader01', password: 'abc123' });
    expect(toast.success).toHaveBeenCalledWith('登录成功');
    expect(toast.success).toHaveBeenCalledWith(expect.stringContaining('读者'), '欢迎～');
  });

  it('forgets a remembered login when 记住我 is unticked', async () => {
    saveRememberedLogin({ username: 'reader01', password: 'abc123' });
    const user = userEvent.setup();
    const dialog = openDialog();
    await user.click(within(dialog).getByRole('checkbox', { name: '记住我' }));
    await user.click(within(dialog).getByRole('button', { name: '登录' }));
    await waitFor(() => expect(api.login).toHaveBeenCalled());
    await waitFor(() => expect(readRememberedLogin()).toBeNull());
  });

  it('stays open when the server refuses', async () => {
    vi.mocked(api.login).mockRejectedValue(new Error('用户名或密码错误'));
    const user = userEvent.setup();
    const dialog = openDialog();
    await user.type(within(dialog).getByLabelText('用户账号'), 'reader01');
    await user.type(within(dialog).getByLabelText('用户密码'), 'wrong1{Enter}');
    await waitFor(() => expect(api.login).toHaveBeenCalled());
    expect(useUserStore.getState().showLogin).toBe(true);
    expect(useUserStore.getState().token).toBe('');
  });
});

describe('LoginDialog: 注册', () => {
  async function openRegister() {
    const dialog = openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: '去注册' }));
    await within(dialog).findByLabelText('确认密码');
    return dialog;
  }

  it('toggles between the two forms', async () => {
    const dialog = await openRegister();
    expect(within(dialog).getByRole('tab', { name: '注册' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByText('已有账号？')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '去登录' }));
    expect(await within(dialog).findByRole('checkbox', { name: '记住我' })).toBeInTheDocument();
  });

  it.each([
    ['用户账号', '', '请输入用户账号'],
    ['用户账号', 'abcd', '用户账号长度应该在5-16之间'],
    ['用户账号', 'a'.repeat(17), '用户账号长度应该在5-16之间'],
    ['密码', '', '请输入密码'],
    ['密码', '123456', '密码格式应为6-18位数字、字母、符号的任意两种组合'],
    ['确认密码', '', '请输入二次确认密码'],
  ])('%s %j says %s on blur', async (label, value, message) => {
    const dialog = await openRegister();
    await blurWith(within(dialog).getByLabelText(label), value);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  it('says 两次密码不一致 when the confirmation differs', async () => {
    const dialog = await openRegister();
    await blurWith(within(dialog).getByLabelText('密码'), 'abc123');
    await blurWith(within(dialog).getByLabelText('确认密码'), 'abc124');
    expect(await within(dialog).findByText('两次密码不一致')).toBeInTheDocument();
  });

  it('registers with username, password and nick_name, then logs in (自动登录成功)', async () => {
    const user = userEvent.setup();
    const dialog = await openRegister();
    await user.type(within(dialog).getByLabelText('用户账号'), 'reader01');
    await user.type(within(dialog).getByLabelText('昵称'), ' 读者 ');
    await user.type(within(dialog).getByLabelText('密码'), 'abc123');
    await user.type(within(dialog).getByLabelText('确认密码'), 'abc123{Enter}');

    await waitFor(() => expect(useUserStore.getState().showLogin).toBe(false));
    expect(api.register).toHaveBeenCalledWith({
      username: 'reader01',
      password: 'abc123',
      nick_name: '读者',
    });
    expect(api.login).not.toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith('自动登录成功');
    expect(useUserStore.getState().token).toBe('jwt');
  });

  it('does not send an invalid form', async () => {
    const user = userEvent.setup();
    const dialog = await openRegister();
    await user.click(within(dialog).getByRole('button', { name: '注册' }));
    expect(await within(dialog).findByText('请输入用户账号')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入密码')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入二次确认密码')).toBeInTheDocument();
    expect(api.register).not.toHaveBeenCalled();
  });
});

describe('LoginDialog: 两步验证', () => {
  const codeNeeded = () => new ApiError('请输入两步验证码', { status: 401, code: 40101 });
  const refused = (message: string) => new ApiError(message, { status: 401, code: 401 });

  // The password is right, and the account wants a code; each test says what its code gets.
  beforeEach(() => {
    vi.mocked(api.login).mockRejectedValueOnce(codeNeeded());
  });

  /** Logs in with a password, which the server answers by asking for the code. */
  async function reachCodeStep(remember = false) {
    const user = userEvent.setup();
    const dialog = openDialog();
    await user.type(within(dialog).getByLabelText('用户账号'), 'owner01');
    if (remember) await user.click(within(dialog).getByRole('checkbox', { name: '记住我' }));
    await user.type(within(dialog).getByLabelText('用户密码'), 'owner-pass-1{Enter}');
    await within(dialog).findByRole('heading', { name: '两步验证' });
    return { user, dialog };
  }

  it('asks for the code in the same dialog, focused, numeric and fillable from the SMS/app', async () => {
    const { dialog } = await reachCodeStep();
    expect(within(dialog).getByText('请输入身份验证器中的 6 位验证码')).toBeInTheDocument();
    const code = within(dialog).getByLabelText('验证码');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await waitFor(() => expect(code).toHaveFocus());
    expect(useUserStore.getState()).toMatchObject({ showLogin: true, token: '', loginReason: null });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('sends the code with the password once six digits are in, and logs in', async () => {
    vi.mocked(api.login).mockResolvedValueOnce(result);
    const { user, dialog } = await reachCodeStep(true);
    // Only digits are kept: a pasted `123 456` is the code.
    await user.click(within(dialog).getByLabelText('验证码'));
    await user.paste('123 456');
    await waitFor(() => expect(useUserStore.getState().showLogin).toBe(false));
    expect(api.login).toHaveBeenLastCalledWith({
      username: 'owner01',
      password: 'owner-pass-1',
      totp: '123456',
    });
    expect(api.login).toHaveBeenCalledTimes(2);
    expect(useUserStore.getState().token).toBe('jwt');
    expect(readRememberedLogin()).toEqual({ username: 'owner01', password: 'owner-pass-1' });
    expect(toast.success).toHaveBeenCalledWith('登录成功');
  });

  it('says why a code was refused, under the field, emptied for the next try', async () => {
    vi.mocked(api.login).mockRejectedValueOnce(refused('验证码错误')).mockResolvedValueOnce(result);
    const { user, dialog } = await reachCodeStep();
    const code = within(dialog).getByLabelText('验证码');
    await user.type(code, '111111');
    expect(await within(dialog).findByText('验证码错误')).toBeInTheDocument();
    expect(code).toHaveValue('');
    expect(useUserStore.getState().showLogin).toBe(true);
    await user.type(code, '222222');
    await waitFor(() => expect(useUserStore.getState().showLogin).toBe(false));
    expect(api.login).toHaveBeenLastCalledWith({
      username: 'owner01',
      password: 'owner-pass-1',
      totp: '222222',
    });
  });

  it('keeps letters out of the code and asks for six digits before sending', async () => {
    const { user, dialog } = await reachCodeStep();
    const code = within(dialog).getByLabelText('验证码');
    await user.type(code, '12a3b');
    expect(code).toHaveValue('123');
    await user.click(within(dialog).getByRole('button', { name: '验证' }));
    expect(await within(dialog).findByText('验证码应为 6 位数字')).toBeInTheDocument();
    await user.clear(code);
    await user.click(within(dialog).getByRole('button', { name: '验证' }));
    expect(await within(dialog).findByText('请输入验证码')).toBeInTheDocument();
    expect(api.login).toHaveBeenCalledTimes(1);
  });

  it('takes a recovery code instead, and can go back to the app', async () => {
    vi.mocked(api.login).mockResolvedValueOnce(result);
    const { user, dialog } = await reachCodeStep();
    await user.click(within(dialog).getByRole('button', { name: '使用恢复码' }));
    const recovery = within(dialog).getByLabelText('恢复码');
    await waitFor(() => expect(recovery).toHaveFocus());
    expect(within(dialog).getByText('请输入一个恢复码，每个恢复码只能用一次')).toBeInTheDocument();
    await user.type(recovery, 'abcde-fghj{Enter}');
    expect(await within(dialog).findByText('恢复码是 10 位字母和数字，形如 abcde-fghjk')).toBeInTheDocument();
    await user.type(recovery, 'k{Enter}');
    await waitFor(() => expect(useUserStore.getState().showLogin).toBe(false));
    expect(api.login).toHaveBeenLastCalledWith({
      username: 'owner01',
      password: 'owner-pass-1',
      totp: 'abcde-fghjk',
    });
  });

  it('goes back to the password with what was typed kept', async () => {
    const { user, dialog } = await reachCodeStep(true);
    await user.click(within(dialog).getByRole('button', { name: '使用恢复码' }));
    await user.click(within(dialog).getByRole('button', { name: '使用验证码' }));
    expect(within(dialog).getByLabelText('验证码')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /返回上一步/ }));
    expect(await within(dialog).findByLabelText('用户账号')).toHaveValue('owner01');
    expect(within(dialog).getByLabelText('用户密码')).toHaveValue('owner-pass-1');
    expect(within(dialog).getByRole('checkbox', { name: '记住我' })).toBeChecked();
  });
});
