import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { registerToastApi, toast, TOAST_OFFSET } from './toast';

const fakes = vi.hoisted(() => {
  const makeMessage = () => ({
    info: vi.fn(),
    success: vi.fn(),
    error: vi.fn(),
    warning: vi.fn(),
    loading: vi.fn(),
    open: vi.fn(),
    destroy: vi.fn(),
  });
  const makeNotification = () => ({
    success: vi.fn(),
    error: vi.fn(),
    info: vi.fn(),
    warning: vi.fn(),
    open: vi.fn(),
    destroy: vi.fn(),
  });
  return {
    makeMessage,
    makeNotification,
    staticMessage: { ...makeMessage(), config: vi.fn() },
    staticNotification: { ...makeNotification(), config: vi.fn() },
  };
});

vi.mock('antd', () => ({ message: fakes.staticMessage, notification: fakes.staticNotification }));

function hookApis() {
  const message = fakes.makeMessage();
  const notification = fakes.makeNotification();
  // The fakes carry every method the instances have; the cast only drops vi.fn's wider types.
  return {
    message,
    notification,
    api: { message, notification } as unknown as {
      message: MessageInstance;
      notification: NotificationInstance;
    },
  };
}

describe('toast', () => {
  let unregister: (() => void) | undefined;

  beforeEach(() => {
    vi.clearAllMocks();
  });
  afterEach(() => {
    unregister?.();
    unregister = undefined;
  });

  describe('before registration', () => {
    it('falls back to the static notification (loaded on demand), configured at the toast offset once', async () => {
      toast.error('服务端错误');
      await vi.waitFor(() =>
        expect(fakes.staticNotification.error).toHaveBeenCalledWith(
          expect.objectContaining({ title: '错误提示', description: '服务端错误', placement: 'topRight' }),
        ),
      );
      toast.error('again');
      await vi.waitFor(() =>
        expect(fakes.staticNotification.error).toHaveBeenCalledWith(
          expect.objectContaining({ description: 'again' }),
        ),
      );
      expect(fakes.staticNotification.config).toHaveBeenCalledOnce();
      expect(fakes.staticNotification.config).toHaveBeenCalledWith({
        top: TOAST_OFFSET,
        placement: 'topRight',
      });
      expect(fakes.staticMessage.config).toHaveBeenCalledWith({ top: 60 });
    });

    it('falls back to the static message', async () => {
      toast.info('已复制');
      await vi.waitFor(() => expect(fakes.staticMessage.info).toHaveBeenCalledWith('已复制'));
    });
  });

  describe('after registration', () => {
    it('uses the registered notification with the default titles', () => {
      const { notification, api } = hookApis();
      unregister = registerToastApi(api);
      toast.success('登录成功');
      toast.error('用户名或密码错误');
      toast.warning('请先登录');
      expect(notification.success).toHaveBeenCalledWith(
        expect.objectContaining({ title: '提示', description: '登录成功', placement: 'topRight' }),
      );
      expect(notification.error).toHaveBeenCalledWith(
        expect.objectContaining({ title: '错误提示', description: '用户名或密码错误' }),
      );
      expect(notification.warning).toHaveBeenCalledWith(
        expect.objectContaining({ title: '温馨提示', description: '请先登录' }),
      );
      expect(fakes.staticNotification.success).not.toHaveBeenCalled();
    });

    it('accepts a custom title', () => {
      const { notification, api } = hookApis();
      unregister = registerToastApi(api);
      toast.success('自动登录成功', '欢迎');
      expect(notification.success).toHaveBeenCalledWith(expect.objectContaining({ title: '欢迎' }));
    });

    it('gives identical toasts the same key so a burst shows once', () => {
      const { notification, api } = hookApis();
      unregister = registerToastApi(api);
      toast.error('登录过期');
      toast.error('登录过期');
      toast.error('权限不足');
      const keys = notification.error.mock.calls.map((call: unknown[]) => (call[0] as { key: string }).key);
      expect(keys[0]).toBe(keys[1]);
      expect(keys[2]).not.toBe(keys[0]);
    });

    it('routes info and message.* to the registered message API with durations', () => {
      const { message, api } = hookApis();
      unregister = registerToastApi(api);
      toast.info('链接已复制');
      toast.message.success('添加成功', 1);
      toast.message.error('失败');
      toast.message.warning('没有相关的歌曲', 2);
      expect(message.info).toHaveBeenCalledWith('链接已复制');
      expect(message.success).toHaveBeenCalledWith('添加成功', 1);
      expect(message.error).toHaveBeenCalledWith('失败', undefined);
      expect(message.warning).toHaveBeenCalledWith('没有相关的歌曲', 2);
      expect(fakes.staticMessage.success).not.toHaveBeenCalled();
    });

    it('returns to the static fallback after unregistering', async () => {
      const { notification, api } = hookApis();
      registerToastApi(api)();
      toast.success('退出成功');
      await vi.waitFor(() => expect(fakes.staticNotification.success).toHaveBeenCalled());
      expect(notification.success).not.toHaveBeenCalled();
    });

    it('a stale unregister does not remove a newer registration (StrictMode double effects)', () => {
      const first = hookApis();
      const second = hookApis();
      const unregisterFirst = registerToastApi(first.api);
      unregister = registerToastApi(second.api);
      unregisterFirst();
      toast.success('删除成功');
      expect(second.notification.success).toHaveBeenCalled();
    });
  });
});
