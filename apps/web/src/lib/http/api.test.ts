import { afterEach, describe, expect, it } from 'vitest';
import { articleRoutes } from '@blog/contract/routes';
import { callApi } from './api';
import { setHttpTransport } from './create-http-client';
import { fakeServer } from './fake-server';

const ok = (result: unknown) => ({ status: 200, data: { code: 0, message: 'ok', result } });

describe('callApi', () => {
  afterEach(() => setHttpTransport(undefined));

  it("asks the table's URL with the path parameters filled in, and resolves the result", async () => {
    const server = fakeServer(ok({ id: 7, article_title: '事件循环' }));
    const article = await callApi(articleRoutes.detail, { params: { id: 7 } });
    expect(article).toMatchObject({ id: 7, article_title: '事件循环' });
    const [request] = server.requests;
    expect(request?.method).toBe('GET');
    expect(new URL(request!.url).pathname).toBe('/api/article/getArticleById/7');
  });

  it('sends a body as JSON with the endpoint method', async () => {
    const server = fakeServer(ok({ current: 1, size: 4, total: 0, list: [], name: '前端' }));
    await callApi(articleRoutes.byTag, { body: { id: 3, current: 1, size: 4 } });
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(new URL(request!.url).pathname).toBe('/api/article/getArticleListByTagId');
    expect(await request!.json()).toEqual({ id: 3, current: 1, size: 4 });
  });

  it('encodes search words as one path segment', async () => {
    const server = fakeServer(ok([]));
    await callApi(articleRoutes.search, { params: { query: 'a/b 缓存' } });
    expect(new URL(server.requests[0]!.url).pathname).toBe(
      '/api/article/getArticleListByContent/a%2Fb%20%E7%BC%93%E5%AD%98',
    );
  });
});
