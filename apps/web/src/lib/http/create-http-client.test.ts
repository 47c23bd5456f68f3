import { beforeEach, describe, expect, it } from 'vitest';

import { setToken, useUserStore } from '../../stores/user-store';
import { createHttpClient, REQUEST_TIMEOUT } from './create-http-client';
import { fakeAdapter } from './fake-adapter';

describe('createHttpClient', () => {
  beforeEach(() => {
    localStorage.clear();
    useUserStore.setState(useUserStore.getInitialState(), true);
  });

  it('applies the base URL, timeout, credentials and headers', async () => {
    const adapter = fakeAdapter({ status: 200, data: {} });
    await createHttpClient('/api').get('/statistic', { adapter });
    const [config] = adapter.requests;
    expect(REQUEST_TIMEOUT).toBe(10_000);
    expect(config).toMatchObject({ baseURL: '/api', timeout: 10_000, withCredentials: true });
    expect(config?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(config?.headers.get('Content-Type')).toBe('application/json');
    // axios' anti-forgery defaults are kept (SPEC §9).
    expect(config).toMatchObject({ xsrfCookieName: 'XSRF-TOKEN', xsrfHeaderName: 'X-XSRF-TOKEN' });
  });

  it('adds the bearer token only while one is held', async () => {
    const client = createHttpClient();
    const adapter = fakeAdapter({ status: 200, data: {} });
    await client.get('/a', { adapter });
    setToken('t1');
    await client.get('/b', { adapter });
    expect(adapter.requests[0]?.headers.has('Authorization')).toBe(false);
    expect(adapter.requests[1]?.headers.get('Authorization')).toBe('Bearer t1');
  });

  it('keeps an Authorization header the caller set explicitly', async () => {
    setToken('t1');
    const adapter = fakeAdapter({ status: 200, data: {} });
    await createHttpClient().get('/a', { adapter, headers: { Authorization: 'Bearer other' } });
    expect(adapter.requests[0]?.headers.get('Authorization')).toBe('Bearer other');
  });
});
