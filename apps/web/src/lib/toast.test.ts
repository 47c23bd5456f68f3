import type { NotificationInstance } from 'antd/es/notification/interface';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { registerToastApi, toast, TOAST_OFFSET } from './toast';

const fakes = vi.hoisted(() => {
  const makeNotification = () => ({
    success: vi.fn(),
    error: vi.fn(),
    info: vi.fn(),
    warning: vi.fn(),
    open: vi.fn(),
    destroy: vi.fn(),
  });
  return {
    makeNotification,
    staticNotification: { ...makeNotification(), config: vi.fn() },
  };
});

vi.mock('antd', () => ({ notification: fakes.staticNotification }));

function hookApis() {
  const notification = fakes.makeNotification();
  // The fake carries every method the instance has; the cast only drops vi.fn's wider types.
  return {
    notification,
    api: { notification } as unknown as { notification: NotificationInstance },
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
    });

    it('falls back to the static notification for info too', async () => {
      toast.info('已复制：abc');
      await vi.waitFor(() =>
        expect(fakes.staticNotification.info).toHaveBeenCalledWith(
          expect.objectContaining({ title: '提示', description: '已复制：abc', placement: 'topRight' }),
        ),
      );
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

    it('shows info in the same system: a blue card titled 提示', () => {
      const { notification, api } = hookApis();
      unregister = registerToastApi(api);
      toast.info('已复制：https://blog.example/article?id=3');
      expect(notification.info).toHaveBeenCalledWith(
        expect.objectContaining({
          title: '提示',
          description: '已复制：https://blog.example/article?id=3',
          placement: 'topRight',
        }),
      );
    });

    it('takes a duration (添加成功 for 1 s, docs/spec.md §9) with or without a title', () => {
      const { notification, api } = hookApis();
      unregister = registerToastApi(api);
      toast.success('添加成功', { durationSeconds: 1 });
      toast.warning('歌单里已经有这首歌了', { title: '注意', durationSeconds: 1 });
      toast.success('登录成功');
      expect(notification.success).toHaveBeenNthCalledWith(
        1,
        expect.objectContaining({ title: '提示', description: '添加成功', duration: 1, pauseOnHover: false }),
      );
      expect(notification.warning).toHaveBeenCalledWith(
        expect.objectContaining({ title: '注意', duration: 1 }),
      );
      // Without one, antd's default duration applies.
      expect(notification.success.mock.calls[1]?.[0]).not.toHaveProperty('duration');
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
