import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { FakeXhr } from './fake-xhr';
import { sendWithXhr } from './send-with-xhr';

function upload(init: RequestInit = {}) {
  const form = new FormData();
  form.append('file', new Blob(['x']), 'a.mp3');
  const request = new Request('http://localhost/api/upload', {
    method: 'POST',
    body: form,
    credentials: 'include',
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    ...init,
  });
  const progress = vi.fn();
  const result = sendWithXhr(request, form, progress);
  return { form, progress, result, xhr: FakeXhr.sent.at(-1) };
}

describe('sendWithXhr', () => {
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the form itself with the request’s method, address, cookies and headers', () => {
    const { form, xhr } = upload();
    expect(xhr).toMatchObject({
      method: 'POST',
      url: 'http://localhost/api/upload',
      withCredentials: true,
      body: form,
    });
    expect(xhr?.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(xhr?.headers).not.toHaveProperty('content-type');
  });

  it('reports progress and resolves with the answer, whatever its status', async () => {
    const { progress, result, xhr } = upload();
    xhr?.progress(50, 100);
    xhr?.progress(100, 100);
    xhr?.respond(413, '{"code":413,"message":"文件太大"}', 'Content-Type: application/json\r\nX-Id: 7');
    const response = await result;
    expect(progress.mock.calls).toEqual([[{ loaded: 50, total: 100 }], [{ loaded: 100, total: 100 }]]);
    expect(response.status).toBe(413);
    expect(response.headers.get('x-id')).toBe('7');
    expect(await response.json()).toEqual({ code: 413, message: '文件太大' });
  });

  it('answers a 204 without a body', async () => {
    const { result, xhr } = upload();
    xhr?.respond(204, '');
    expect((await result).body).toBeNull();
  });

  it('rejects like fetch when the connection fails', async () => {
    const { result, xhr } = upload();
    xhr?.fail();
    await expect(result).rejects.toBeInstanceOf(TypeError);
  });

  it('aborts when the request’s signal does', async () => {
    const controller = new AbortController();
    const { result, xhr } = upload({ signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr?.aborted).toBe(true);
  });

  it('does not send an already aborted request', async () => {
    const controller = new AbortController();
    controller.abort();
    const before = FakeXhr.sent.length;
    const { result } = upload({ signal: controller.signal });
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.sent).toHaveLength(before);
  });
});
