import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ToastApi } from '../../lib/toast';
import { attachToastApi, lazyToastApi, onToastHostRequested } from './lazy-toast-api';

function fakeApi() {
  const api = {
    notification: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
  };
  return { api, asToastApi: api as unknown as ToastApi };
}

describe('lazyToastApi', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    cleanups.splice(0).forEach((cleanup) => cleanup());
  });

  it('asks for the host on the first toast and shows queued toasts once it is attached', () => {
    const request = vi.fn();
    cleanups.push(onToastHostRequested(request));

    lazyToastApi.notification.success({ title: '提示', description: '链接已复制到剪贴板' });
    lazyToastApi.notification.info({ title: '提示', description: '已复制' });
    expect(request).toHaveBeenCalled();

    const { api, asToastApi } = fakeApi();
    cleanups.push(attachToastApi(asToastApi));
    expect(api.notification.success).toHaveBeenCalledWith({
      title: '提示',
      description: '链接已复制到剪贴板',
    });
    expect(api.notification.info).toHaveBeenCalledWith({ title: '提示', description: '已复制' });
  });

  it('forwards straight to the attached API', () => {
    const { api, asToastApi } = fakeApi();
    cleanups.push(attachToastApi(asToastApi));
    lazyToastApi.notification.error({ title: '错误提示', description: '服务端错误' });
    expect(api.notification.error).toHaveBeenCalledTimes(1);
  });

  it('requests the host at once when toasts were queued before the outlet listened', () => {
    lazyToastApi.notification.success({ title: '提示', description: '退出成功' });
    const request = vi.fn();
    cleanups.push(onToastHostRequested(request));
    expect(request).toHaveBeenCalledTimes(1);
    const { api, asToastApi } = fakeApi();
    cleanups.push(attachToastApi(asToastApi));
    expect(api.notification.success).toHaveBeenCalledTimes(1);
  });
});
