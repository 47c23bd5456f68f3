import { describe, expect, it, vi } from 'vitest';

import { getToken, setToken, useUserStore } from '../../stores/user-store';
import { toast } from '../toast';
import { REQUEST_TIMEOUT } from './create-http-client';
import { resetAroundEachClientTest, signIn } from './client-test-setup';
import { fakeServer } from './fake-server';
import type { FakeReply } from './fake-server';
import { musicClient } from './music-client';

vi.mock('../toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

function send(reply: FakeReply, url = '/wapi/song/detail', signal?: AbortSignal) {
  const server = fakeServer(reply);
  return { server, result: musicClient.get<{ code: number; songs?: unknown[] }>(url, { signal }) };
}

describe('musicClient', () => {
  resetAroundEachClientTest();

  describe('requests', () => {
    it('sends the docs/spec.md §7 defaults without a base URL prefix', async () => {
      const { server, result } = send({ status: 200, data: { code: 200 } }, '/wapi/toplist/detail');
      await result;
      const [request] = server.requests;
      expect(new URL(request?.url ?? '').pathname).toBe('/wapi/toplist/detail');
      expect(request?.credentials).toBe('include');
      expect(request?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
      expect(request?.headers.get('Accept')).toMatch(/application\/json/);
      expect(request?.headers.has('Authorization')).toBe(false);
    });

    it('adds the bearer token when the user store holds one, read at request time', async () => {
      setToken('abc.def');
      const first = send({ status: 200, data: { code: 200 } });
      await first.result;
      expect(first.server.requests[0]?.headers.get('Authorization')).toBe('Bearer abc.def');
      setToken('');
      const second = send({ status: 200, data: { code: 200 } });
      await second.result;
      expect(second.server.requests[0]?.headers.has('Authorization')).toBe(false);
    });

    it('passes query parameters and JSON bodies through', async () => {
      const server = fakeServer({ status: 200, data: { code: 0 } });
      await musicClient.get('/wapi/search', { params: { keywords: '茉莉花', limit: 20 } });
      await musicClient.put('/api/config/addView', { n: 1 });
      await musicClient.put('/api/config/addView');
      const [search, put, empty] = server.requests;
      expect(new URL(search?.url ?? '').search).toBe(`?keywords=${encodeURIComponent('茉莉花')}&limit=20`);
      expect(put?.method).toBe('PUT');
      expect(put?.headers.get('Content-Type')).toBe('application/json');
      expect(await put?.text()).toBe('{"n":1}');
      // No payload: no body and no JSON type, which a server would refuse as an empty JSON body.
      expect(await empty?.text()).toBe('');
      expect(empty?.headers.has('Content-Type')).toBe(false);
    });
  });

  describe('responses', () => {
    it('resolves the body for code 200 (music API)', async () => {
      const body = { code: 200, songs: [{ id: 1, name: '茉莉花' }] };
      await expect(send({ status: 200, data: body }).result).resolves.toEqual(body);
      expect(toast.error).not.toHaveBeenCalled();
    });

    it('resolves the body for code 0 (config calls)', async () => {
      const body = { code: 0, message: 'ok', result: { blog_name: '博客' } };
      await expect(send({ status: 200, data: body }, '/api/config').result).resolves.toEqual(body);
    });

    it('warns with the message for body code 100 and resolves undefined', async () => {
      await expect(
        send({ status: 200, data: { code: 100, message: '请先登录' } }).result,
      ).resolves.toBeUndefined();
      expect(toast.warning).toHaveBeenCalledWith('请先登录', '温馨提示');
    });

    it('resolves undefined without a toast for other body codes or bodies without a code', async () => {
      await expect(send({ status: 200, data: { code: 301, message: 'x' } }).result).resolves.toBeUndefined();
      await expect(send({ status: 200, data: '<!doctype html>' }).result).resolves.toBeUndefined();
      await expect(send({ status: 204 }).result).resolves.toBeUndefined();
      expect(toast.warning).not.toHaveBeenCalled();
      expect(toast.error).not.toHaveBeenCalled();
    });
  });

  describe('HTTP failures (docs/spec.md §8)', () => {
    it('401: error toast, clears the user and opens the login dialog', async () => {
      signIn('expired');
      await expect(
        send({ status: 401, data: { code: 401, message: '令牌已过期' } }).result,
      ).resolves.toBeUndefined();
      expect(toast.error).toHaveBeenCalledWith('令牌已过期', '错误提示');
      expect(useUserStore.getState()).toMatchObject({
        userInfo: null,
        token: '',
        showLogin: true,
        loginReason: '令牌已过期',
      });
      expect(getToken()).toBe('');
    });

    it('401 without a message says 登录过期', async () => {
      await send({ status: 401 }).result;
      expect(toast.error).toHaveBeenCalledWith('登录过期', '错误提示');
    });

    it.each([
      [403, { message: '无权操作' }, 'error', '无权操作', '错误提示'],
      [403, undefined, 'error', '权限不足', '错误提示'],
      [404, { message: 'Not Found' }, 'error', '接口没有找到', '错误提示'],
      [408, undefined, 'warning', '服务端错误', '温馨提示'],
      [429, { message: '请求太频繁' }, 'warning', '请求太频繁', '温馨提示'],
      [500, { code: 500, message: '数据库错误' }, 'error', '数据库错误', '错误提示'],
      [500, '<html>oops</html>', 'error', '服务端错误', '错误提示'],
    ] as const)('%i %j → %s %s', async (status, data, level, message, title) => {
      await expect(send({ status, data }).result).resolves.toBeUndefined();
      expect(toast[level]).toHaveBeenCalledWith(message, title);
      // Only 401 logs out.
      expect(useUserStore.getState().showLogin).toBe(false);
    });

    it.each([400, 409, 502, 503])('%i: no toast, no rejection', async (status) => {
      await expect(send({ status, data: { message: 'x' } }).result).resolves.toBeUndefined();
      expect(toast.error).not.toHaveBeenCalled();
      expect(toast.warning).not.toHaveBeenCalled();
    });

    it('offline: no toast, no rejection', async () => {
      await expect(send({ network: 'offline' }).result).resolves.toBeUndefined();
      expect(toast.error).not.toHaveBeenCalled();
      expect(toast.warning).not.toHaveBeenCalled();
      expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Network Error'));
    });

    it('timeout: no toast, no rejection', async () => {
      vi.useFakeTimers();
      const { result } = send({ network: 'silent' });
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT);
      await expect(result).resolves.toBeUndefined();
      expect(toast.error).not.toHaveBeenCalled();
      expect(toast.warning).not.toHaveBeenCalled();
      expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('timeout of 10000ms exceeded'));
    });

    it('canceled: no toast, no rejection, nothing logged', async () => {
      const controller = new AbortController();
      const { server, result } = send({ network: 'silent' }, '/wapi/lyric', controller.signal);
      await vi.waitFor(() => expect(server.requests).toHaveLength(1));
      controller.abort();
      await expect(result).resolves.toBeUndefined();
      expect(toast.error).not.toHaveBeenCalled();
      expect(toast.warning).not.toHaveBeenCalled();
      expect(console.warn).not.toHaveBeenCalled();
    });
  });
});
