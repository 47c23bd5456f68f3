import { afterEach, describe, expect, it } from 'vitest';
import { createHttpClient } from './create-http-client';
import { fakeAdapter } from './fake-adapter';
import { FIRST_DATA_TTL_MS, resetFirstData, takeFirstData, takeFirstResult } from './first-data';

/** Puts a data block in the page as the server does (apps/server first-view.ts). */
function servePage(text: string) {
  const block = document.createElement('script');
  block.id = 'first-data';
  block.type = 'application/json';
  block.textContent = text;
  document.body.append(block);
}

afterEach(() => {
  document.getElementById('first-data')?.remove();
  resetFirstData();
});

describe('first data', () => {
  it('answers each call the page carries once, then never again', () => {
    servePage(JSON.stringify({ '/api/config': { code: 0, result: { blog_name: '小站' } } }));
    expect(takeFirstResult('/api/config')).toEqual({ blog_name: '小站' });
    expect(takeFirstData('/api/config', 10)).toBeUndefined();
    expect(takeFirstData('/api/statistic', 10)).toBeUndefined();
    // Read once: the block leaves the page.
    expect(document.getElementById('first-data')).toBeNull();
  });

  it('is not used once it is stale', () => {
    servePage(JSON.stringify({ '/api/config': { code: 0, result: {} } }));
    expect(takeFirstData('/api/config', FIRST_DATA_TTL_MS + 1)).toBeUndefined();
  });

  it('treats a page without a block, or a damaged one, as carrying nothing', () => {
    expect(takeFirstData('/api/config', 10)).toBeUndefined();
    resetFirstData();
    servePage('{"/api/config": ');
    expect(takeFirstData('/api/config', 10)).toBeUndefined();
  });

  it('answers the HTTP clients’ plain GETs without a request, and only those', async () => {
    const list = { code: 0, message: '成功', result: { list: [] } };
    servePage(JSON.stringify({ '/api/statistic': list, '/api/config': { code: 0, result: {} } }));
    const adapter = fakeAdapter({ status: 200, data: { code: 0, result: 'from the server' } });
    const blog = createHttpClient('/api');
    // A POST to a URL the page carries still goes out.
    await blog.post('/statistic', {}, { adapter });
    expect(adapter.requests).toHaveLength(1);
    const answered = await blog.get('/statistic', { adapter });
    expect(answered.data).toEqual(list);
    expect(adapter.requests).toHaveLength(1);
    // The second GET goes to the server; so does a call without the base path (the music client).
    expect((await blog.get('/statistic', { adapter })).data).toEqual({ code: 0, result: 'from the server' });
    await createHttpClient().get('/api/config', { adapter, params: { t: 1 } });
    expect(adapter.requests).toHaveLength(3);
    expect((await createHttpClient().get('/api/config', { adapter })).data).toEqual({ code: 0, result: {} });
    expect(adapter.requests).toHaveLength(3);
  });
});
