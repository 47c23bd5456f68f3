import { describe, expect, it, vi } from 'vitest';

import { setToken, useUserStore } from '../../stores/user-store';
import { toast } from '../toast';
import { ApiError, blogClient, unwrap } from './blog-client';
import { REQUEST_TIMEOUT } from './create-http-client';
import { resetAroundEachClientTest, signIn } from './client-test-setup';
import { fakeServer } from './fake-server';
import type { FakeReply } from './fake-server';

vi.mock('../toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));
// The proof of work itself is altcha-lib's (tested on the server against the real thing).
vi.mock('./captcha', () => ({ solveCaptcha: vi.fn(() => Promise.resolve('c29sdmVk')) }));
const { solveCaptcha } = await import('./captcha');

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

function get(reply: FakeReply, config: { silent?: boolean; signal?: AbortSignal } = {}) {
  const server = fakeServer(reply);
  return { server, result: blogClient.get<{ id: number }[]>('/article/getHotArticle', config) };
}

describe('blogClient', () => {
  resetAroundEachClientTest();

  describe('a write that asks for a captcha (428)', () => {
    const challenge = { parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'n' }, signature: 's' };
    const asked = { status: 428, data: { code: 428, message: '请先完成人机验证' } };

    it('solves the challenge and sends the write again, once, with the solution', async () => {
      const server = fakeServer((request) =>
        request.method === 'GET'
          ? { status: 200, data: { code: 0, message: 'ok', result: challenge } }
          : request.headers.get('x-captcha')
            ? { status: 200, data: { code: 0, message: '留言成功', result: { id: 9 } } }
            : asked,
      );
      const answer = await blogClient.post<{ id: number }>('/message/add', { message: '你好' });
      expect(answer.result).toEqual({ id: 9 });
      expect(
        server.requests.map((r) => [r.method, new URL(r.url).pathname, r.headers.get('x-captcha')]),
      ).toEqual([
        ['POST', '/api/message/add', null],
        ['GET', '/api/captcha/challenge', null],
        ['POST', '/api/message/add', 'c29sdmVk'],
      ]);
      expect(await server.requests[2]?.json()).toEqual({ message: '你好' });
      expect(solveCaptcha).toHaveBeenCalledWith(challenge);
      expect(toast.error).not.toHaveBeenCalled();
    });

    it('reports a solution the server still refuses, without asking again', async () => {
      const server = fakeServer((request) =>
        request.method === 'GET'
          ? { status: 200, data: { code: 0, message: 'ok', result: challenge } }
          : request.headers.get('x-captcha')
            ? { status: 428, data: { code: 428, message: '人机验证未通过，请重试' } }
            : asked,
      );
      const error = await failure(blogClient.post('/message/add', { message: '你好' }));
      expect([error.status, error.message]).toEqual([428, '人机验证未通过，请重试']);
      expect(server.requests).toHaveLength(3);
      expect(toast.error).toHaveBeenCalledWith('人机验证未通过，请重试', '错误提示');
    });
  });

  describe('requests', () => {
    it('prefixes /api and sends the shared defaults and the token', async () => {
      setToken('tok');
      const { server, result } = get({ status: 200, data: { code: 0, message: 'ok', result: [] } });
      await result;
      const [request] = server.requests;
      expect(new URL(request?.url ?? '').pathname).toBe('/api/article/getHotArticle');
      expect(request?.credentials).toBe('include');
      expect(request?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
      expect(request?.headers.get('Authorization')).toBe('Bearer tok');
    });

    it('sends JSON bodies', async () => {
      const server = fakeServer({
        status: 200,
        data: { code: 0, message: 'ok', result: { token: 't', id: 1 } },
      });
      await blogClient.post('/user/login', { username: 'zhang', password: 'secret1' });
      const [request] = server.requests;
      expect(request?.method).toBe('POST');
      expect(request?.headers.get('Content-Type')).toBe('application/json');
      expect(await request?.json()).toEqual({ username: 'zhang', password: 'secret1' });
    });

    it('uploads multipart without turning the form into JSON', async () => {
      const server = fakeServer({
        status: 200,
        data: { code: 0, message: 'ok', result: { url: '/media/a.jpg' } },
      });
      // A text part: jsdom's File is not a File to Node's Request (Node 24 refuses it); the client
      // passes the form through whatever its parts are.
      const form = new FormData();
      form.append('file', 'x');
      const url = await unwrap(blogClient.upload<{ url: string }>('/upload/img', form));
      expect(url).toEqual({ url: '/media/a.jpg' });
      const [request] = server.requests;
      expect(request?.method).toBe('POST');
      expect(request?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
      expect((await request?.formData())?.get('file')).toBe('x');
    });

    it('passes query parameters', async () => {
      const server = fakeServer({ status: 200, data: { code: 0, message: 'ok', result: [] } });
      await blogClient.get('/resources/sites', { params: { type: 'front', category: 2 } });
      expect(new URL(server.requests[0]?.url ?? '').search).toBe('?type=front&category=2');
    });
  });

  describe('success', () => {
    it('resolves the envelope for code 0, and unwrap gives its result', async () => {
      const envelope = { code: 0, message: 'ok', result: [{ id: 1 }, { id: 2 }] };
      await expect(get({ status: 200, data: envelope }).result).resolves.toEqual(envelope);
      await expect(unwrap(get({ status: 200, data: envelope }).result)).resolves.toEqual([
        { id: 1 },
        { id: 2 },
      ]);
      expect(toast.error).not.toHaveBeenCalled();
    });
  });

  describe('failures', () => {
    it('rejects a non-zero code with a red toast and the server message', async () => {
      const error = await failure(
        get({ status: 200, data: { code: 1, message: '用户名或密码错误' } }).result,
      );
      expect(error).toMatchObject({ message: '用户名或密码错误', status: 200, code: 1 });
      expect(toast.error).toHaveBeenCalledWith('用户名或密码错误', '错误提示');
    });

    it('shows a soft tip (code 100) as a warning and still rejects', async () => {
      const error = await failure(
        get({ status: 200, data: { code: 100, message: '今天已经点过赞了' } }).result,
      );
      expect(error.code).toBe(100);
      expect(toast.warning).toHaveBeenCalledWith('今天已经点过赞了', '温馨提示');
      expect(toast.error).not.toHaveBeenCalled();
    });

    it('rejects an HTTP error with the server message, status and code', async () => {
      const error = await failure(get({ status: 409, data: { code: 409, message: '用户名已存在' } }).result);
      expect(error).toMatchObject({ message: '用户名已存在', status: 409, code: 409 });
      expect(toast.error).toHaveBeenCalledWith('用户名已存在', '错误提示');
    });

    it('falls back to the transport text when the body has no message', async () => {
      const error = await failure(get({ status: 502, data: '<html>Bad Gateway</html>' }).result);
      expect(error).toMatchObject({ message: 'Request failed with status code 502', status: 502, code: -1 });
      expect(toast.error).toHaveBeenCalledWith('Request failed with status code 502', '错误提示');
    });

    it('offline rejects with status 0 and Network Error', async () => {
      const error = await failure(get({ network: 'offline' }).result);
      expect(error).toMatchObject({ message: 'Network Error', status: 0, code: -1, canceled: false });
      expect(toast.error).toHaveBeenCalledWith('Network Error', '错误提示');
    });

    it('a timeout rejects with status 0 and the timeout message', async () => {
      vi.useFakeTimers();
      const result = failure(get({ network: 'silent' }).result);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT);
      const message = 'timeout of 10000ms exceeded';
      expect(await result).toMatchObject({ message, status: 0, code: -1, canceled: false });
      expect(toast.error).toHaveBeenCalledWith(message, '错误提示');
    });

    it('a canceled request rejects quietly', async () => {
      const controller = new AbortController();
      const { server, result } = get({ network: 'silent' }, { signal: controller.signal });
      await vi.waitFor(() => expect(server.requests).toHaveLength(1));
      controller.abort();
      const error = await failure(result);
      expect(error.canceled).toBe(true);
      expect(toast.error).not.toHaveBeenCalled();
      expect(console.warn).not.toHaveBeenCalled();
    });

    it('rejects a body that is not an envelope', async () => {
      const error = await failure(get({ status: 200, data: '<!doctype html><html></html>' }).result);
      expect(error).toMatchObject({ status: 200, code: -1 });
      expect(toast.error).toHaveBeenCalledWith('服务器返回了无法识别的数据', '错误提示');
    });

    it('401 also clears the user and opens the login dialog', async () => {
      signIn('expired');
      const error = await failure(
        get({ status: 401, data: { code: 401, message: '登录已过期，请重新登录' } }).result,
      );
      expect(error.status).toBe(401);
      expect(toast.error).toHaveBeenCalledWith('登录已过期，请重新登录', '错误提示');
      expect(useUserStore.getState()).toMatchObject({
        userInfo: null,
        token: '',
        showLogin: true,
        loginReason: '登录已过期，请重新登录',
      });
    });

    it('silent calls reject and log without a toast, but a 401 still logs out', async () => {
      signIn('expired');
      await failure(get({ status: 500, data: { code: 500, message: '搜索失败' } }, { silent: true }).result);
      expect(console.warn).toHaveBeenCalled();
      await failure(get({ status: 401, data: { code: 401, message: 'x' } }, { silent: true }).result);
      expect(toast.error).not.toHaveBeenCalled();
      expect(useUserStore.getState().showLogin).toBe(true);
    });

    it('leaves the failures a caller handles to it: no toast, no logout, even for a 401', async () => {
      signIn('tok');
      const server = fakeServer({ status: 401, data: { code: 40101, message: '请输入两步验证码' } });
      const error = await failure(
        blogClient.post('/user/login', { username: 'zhang' }, { handles: (e) => e.code === 40101 }),
      );
      expect(error).toMatchObject({ status: 401, code: 40101, message: '请输入两步验证码' });
      expect(toast.error).not.toHaveBeenCalled();
      expect(useUserStore.getState()).toMatchObject({ token: 'tok', showLogin: false, loginReason: null });
      expect(server.requests[0]?.url).not.toContain('handles');
      // Others are reported as ever.
      fakeServer({ status: 401, data: { code: 401, message: '登录已过期' } });
      await failure(blogClient.post('/user/login', {}, { handles: (e) => e.code === 40101 }));
      expect(toast.error).toHaveBeenCalledWith('登录已过期', '错误提示');
      expect(useUserStore.getState().showLogin).toBe(true);
    });

    it('does not send the silent flag to the server', async () => {
      const { server, result } = get(
        { status: 200, data: { code: 0, message: 'ok', result: [] } },
        { silent: true },
      );
      await result;
      const [request] = server.requests;
      expect(request?.url).not.toContain('silent');
      expect([...(request?.headers.keys() ?? [])]).not.toContain('silent');
    });
  });
});
