import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { encrypt } from '../crypto';
import { setToken, USER_STORAGE_KEY, useUserStore } from '../../stores/user-store';
import { createHttpClient, HttpRequestError, REQUEST_TIMEOUT, setHttpTransport } from './create-http-client';
import { fakeServer } from './fake-server';
import { FakeXhr } from './fake-xhr';

const USER = { id: 3, avatar: '', nick_name: '小张', username: 'zhang' };

async function failure(promise: Promise<unknown>): Promise<HttpRequestError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpRequestError);
  return error as HttpRequestError;
}

describe('createHttpClient', () => {
  beforeEach(() => {
    localStorage.clear();
    useUserStore.setState(useUserStore.getInitialState(), true);
  });
  afterEach(() => {
    setHttpTransport(undefined);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  describe('requests', () => {
    it('applies the base URL, credentials and headers', async () => {
      const server = fakeServer({ status: 200, data: {} });
      await createHttpClient('/api').request({ url: '/statistic' });
      const [request] = server.requests;
      expect(request?.method).toBe('GET');
      expect(request?.url).toBe('http://localhost/api/statistic');
      expect(request?.credentials).toBe('include');
      expect(request?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
      expect(request?.headers.get('Accept')).toMatch(/application\/json/);
      // No body, no content type: a server would expect a JSON body after one.
      expect(request?.headers.has('Content-Type')).toBe(false);
    });

    it('sends other bodies as JSON', async () => {
      const server = fakeServer({ status: 200, data: {} });
      await createHttpClient().request({ method: 'put', url: '/a', data: { n: 1, name: '小张' } });
      const [request] = server.requests;
      expect(request?.method).toBe('PUT');
      expect(request?.headers.get('Content-Type')).toBe('application/json');
      expect(await request?.text()).toBe('{"n":1,"name":"小张"}');
    });

    it('sends a FormData as multipart with its own boundary', async () => {
      const server = fakeServer({ status: 200, data: {} });
      // A text part: jsdom's File is not a File to Node's Request (Node 24 refuses it); the client
      // passes the form through whatever its parts are.
      const form = new FormData();
      form.append('file', 'x');
      await createHttpClient().request({ method: 'post', url: '/upload', data: form });
      const [request] = server.requests;
      expect(request?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
      expect((await request?.formData())?.get('file')).toBe('x');
    });

    it('adds query parameters, leaving out empty ones', async () => {
      const server = fakeServer({ status: 200, data: {} });
      await createHttpClient().request({
        url: '/wapi/search',
        params: { keywords: '茉莉花 & 你', offset: 0, limit: 20, gone: undefined, none: null, flag: false },
      });
      const url = new URL(server.requests[0]?.url ?? '');
      expect(url.pathname).toBe('/wapi/search');
      expect([...url.searchParams]).toEqual([
        ['keywords', '茉莉花 & 你'],
        ['offset', '0'],
        ['limit', '20'],
        ['flag', 'false'],
      ]);
    });

    it('adds the bearer token only while one is held, read per request', async () => {
      const server = fakeServer({ status: 200, data: {} });
      const client = createHttpClient();
      await client.request({ url: '/a' });
      setToken('t1');
      await client.request({ url: '/b' });
      setToken('');
      await client.request({ url: '/c' });
      expect(server.requests.map((request) => request.headers.get('Authorization'))).toEqual([
        null,
        'Bearer t1',
        null,
      ]);
    });

    it('waits for a returning user’s stored token before the first request', async () => {
      localStorage.setItem(
        USER_STORAGE_KEY,
        JSON.stringify({
          state: { userInfo: encrypt(JSON.stringify(USER)), token: encrypt('t9') },
          version: 0,
        }),
      );
      // A page load: fresh modules, the stored login not read yet.
      vi.resetModules();
      const http = await import('./create-http-client');
      const fresh = await import('./fake-server');
      const server = fresh.fakeServer({ status: 200, data: {} });
      await http.createHttpClient().request({ url: '/a' });
      expect(server.requests[0]?.headers.get('Authorization')).toBe('Bearer t9');
      http.setHttpTransport(undefined);
    });

    it('keeps an Authorization header the caller set explicitly', async () => {
      setToken('t1');
      const server = fakeServer({ status: 200, data: {} });
      await createHttpClient().request({ url: '/a', headers: { Authorization: 'Bearer other' } });
      expect(server.requests[0]?.headers.get('Authorization')).toBe('Bearer other');
    });

    it('goes to the network at the page’s own address without a transport', async () => {
      const fetch = vi.fn((_request: Request) => Promise.resolve(Response.json({ code: 0 })));
      vi.stubGlobal('fetch', fetch);
      await expect(createHttpClient('/api').request({ url: '/config' })).resolves.toEqual({
        status: 200,
        data: { code: 0 },
      });
      expect(fetch.mock.calls[0]?.[0].url).toBe(new URL('/api/config', location.href).href);
    });
  });

  describe('responses', () => {
    it.each([
      ['JSON', '{"code":0}', { code: 0 }],
      ['text that is not JSON', '<!doctype html>', '<!doctype html>'],
      ['an empty body', '', undefined],
    ])('resolves a 2xx with its status and %s', async (_, text, data) => {
      fakeServer({ status: 201, data: text });
      await expect(createHttpClient().request({ url: '/a' })).resolves.toEqual({ status: 201, data });
    });

    it('resolves a 204 without a body', async () => {
      fakeServer({ status: 204 });
      await expect(createHttpClient().request({ url: '/a' })).resolves.toEqual({
        status: 204,
        data: undefined,
      });
    });

    it('rejects any other status with the response, and asks only once', async () => {
      const server = fakeServer({ status: 503, data: { code: 503, message: '忙' } });
      const error = await failure(createHttpClient().request({ url: '/a' }));
      expect(error.message).toBe('Request failed with status code 503');
      expect(error.response).toEqual({ status: 503, data: { code: 503, message: '忙' } });
      expect(error.canceled).toBe(false);
      expect(server.requests).toHaveLength(1);
    });

    it('rejects with Network Error when nothing answers', async () => {
      fakeServer({ network: 'offline' });
      const error = await failure(createHttpClient().request({ url: '/a' }));
      expect(error).toMatchObject({ message: 'Network Error', response: undefined, canceled: false });
    });

    it(`gives up after ${REQUEST_TIMEOUT} ms`, async () => {
      vi.useFakeTimers();
      fakeServer({ network: 'silent' });
      const result = failure(createHttpClient().request({ url: '/a' }));
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT - 1);
      let settled = false;
      void result.finally(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await result).toMatchObject({
        message: 'timeout of 10000ms exceeded',
        response: undefined,
        canceled: false,
      });
    });

    it('waits as long as the caller asks', async () => {
      vi.useFakeTimers();
      const server = fakeServer({ network: 'silent' });
      const client = createHttpClient();
      void client.request({ url: '/patient', timeout: false }).catch(() => undefined);
      const short = failure(client.request({ url: '/short', timeout: 50 }));
      await vi.advanceTimersByTimeAsync(50);
      expect((await short).message).toBe('timeout of 50ms exceeded');
      await vi.advanceTimersByTimeAsync(10 * REQUEST_TIMEOUT);
      expect(server.requests[0]?.signal.aborted).toBe(false);
    });

    it('a request canceled through its signal rejects as canceled', async () => {
      const server = fakeServer({ network: 'silent' });
      const controller = new AbortController();
      const result = failure(createHttpClient().request({ url: '/a', signal: controller.signal }));
      await vi.waitFor(() => expect(server.requests).toHaveLength(1));
      controller.abort();
      expect(await result).toMatchObject({ message: 'canceled', canceled: true, response: undefined });
    });
  });

  describe('upload progress', () => {
    it('sends the upload with XMLHttpRequest and reports its progress', async () => {
      vi.stubGlobal('XMLHttpRequest', FakeXhr);
      setToken('t1');
      const form = new FormData();
      form.append('file', new File(['xyz'], 'a.jpg', { type: 'image/jpeg' }));
      const progress = vi.fn();
      const result = createHttpClient('/api').request({
        method: 'post',
        url: '/upload/img',
        data: form,
        onUploadProgress: progress,
      });
      const xhr = await vi.waitFor(() => FakeXhr.sent.at(-1) ?? Promise.reject(new Error('not sent')));
      expect(xhr).toMatchObject({ method: 'POST', body: form, withCredentials: true });
      expect(xhr.url).toBe(new URL('/api/upload/img', location.href).href);
      expect(xhr.headers).toMatchObject({ authorization: 'Bearer t1', 'x-requested-with': 'XMLHttpRequest' });
      // The browser writes the multipart type with the boundary of what it actually sends.
      expect(xhr.headers).not.toHaveProperty('content-type');
      xhr.progress(1, 3);
      xhr.respond(200, '{"code":0,"result":{"url":"/media/a.jpg"}}');
      await expect(result).resolves.toEqual({
        status: 200,
        data: { code: 0, result: { url: '/media/a.jpg' } },
      });
      expect(progress).toHaveBeenCalledWith({ loaded: 1, total: 3 });
    });
  });
});
