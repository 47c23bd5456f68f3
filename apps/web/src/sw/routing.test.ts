import { describe, expect, it } from 'vitest';
import { routeOf, type RequestFacts } from './routing';

const ORIGIN = 'https://blog.example';

function request(
  path: string,
  {
    method = 'GET',
    mode = 'cors',
    destination = '',
    headers = {},
  }: { method?: string; mode?: string; destination?: string; headers?: Record<string, string> } = {},
): RequestFacts {
  const lower = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    method,
    url: path.startsWith('http') ? path : ORIGIN + path,
    mode,
    destination,
    headers: {
      has: (name) => lower.has(name.toLowerCase()),
      get: (name) => lower.get(name.toLowerCase()) ?? null,
    },
  };
}

const navigate = (path: string) => request(path, { mode: 'navigate', destination: 'document' });

describe('routeOf', () => {
  it('keeps the public pages a visitor navigates to', () => {
    expect(routeOf(navigate('/article?id=42'), ORIGIN)).toBe('page');
    expect(routeOf(navigate('/home'), ORIGIN)).toBe('page');
    expect(routeOf(navigate('/'), ORIGIN)).toBe('page');
    // What workbox-window's CACHE_URLS fetches for the page the worker did not see.
    expect(routeOf(request('/article?id=42', { headers: { Accept: 'text/html' } }), ORIGIN)).toBe('page');
  });

  it('never answers for the console, in a navigation or its API', () => {
    expect(routeOf(navigate('/admin'), ORIGIN)).toBeNull();
    expect(routeOf(navigate('/admin/article/list'), ORIGIN)).toBeNull();
    expect(routeOf(request('/api/admin/article/list'), ORIGIN)).toBeNull();
    expect(routeOf(request('/admin/assets/x.js', { destination: 'script' }), ORIGIN)).toBeNull();
    // A page whose name merely starts like it is a page.
    expect(routeOf(navigate('/administrator'), ORIGIN)).toBe('page');
  });

  it('never answers a write', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      expect(routeOf(request('/api/message/add', { method }), ORIGIN)).toBeNull();
      expect(routeOf(request('/api/article/getArticleById/1', { method }), ORIGIN)).toBeNull();
    }
  });

  it('leaves music and every Range request to the browser', () => {
    expect(routeOf(request('/wapi/song/url?id=1'), ORIGIN)).toBeNull();
    expect(routeOf(request('/media/music/12', { destination: 'audio' }), ORIGIN)).toBeNull();
    expect(routeOf(request('/media/music/covers/3.jpg', { destination: 'image' }), ORIGIN)).toBeNull();
    expect(routeOf(request('/media/uploads/a.mp3', { destination: 'audio' }), ORIGIN)).toBeNull();
    expect(routeOf(request('/media/uploads/a.jpg', { headers: { Range: 'bytes=0-' } }), ORIGIN)).toBeNull();
    expect(routeOf(request('/assets/a.js', { headers: { Range: 'bytes=0-99' } }), ORIGIN)).toBeNull();
  });

  it('keeps no answer to a request that carries a token', () => {
    const auth = { headers: { Authorization: 'Bearer abc' } };
    expect(routeOf(request('/api/article/getArticleById/1', auth), ORIGIN)).toBeNull();
    expect(routeOf(request('/api/config', auth), ORIGIN)).toBeNull();
  });

  it('keeps no protected article’s body, read with its grant', () => {
    const grant = { headers: { 'X-Article-Grant': '7.1767225600.abc' } };
    expect(routeOf(request('/api/article/getUnlockedArticleById/7', grant), ORIGIN)).toBeNull();
    expect(routeOf(request('/api/article/getUnlockedArticleById/7'), ORIGIN)).toBeNull();
    expect(routeOf(request('/api/article/getArticleById/7', grant), ORIGIN)).toBeNull();
    expect(routeOf(request('/api/article/getArticleById/7'), ORIGIN)).toBe('api-read');
  });

  it('keeps the public reads only, and none of a user’s own data', () => {
    expect(routeOf(request('/api/article/getArticleById/1'), ORIGIN)).toBe('api-read');
    expect(routeOf(request('/api/config'), ORIGIN)).toBe('api-read');
    expect(routeOf(request('/api/pageHeader/getAll'), ORIGIN)).toBe('api-read');
    expect(routeOf(request('/api/tag/getTagDictionary'), ORIGIN)).toBe('api-read');
    for (const path of [
      '/api/user/getUserInfoById/1',
      '/api/notify/getNotifyList',
      '/api/captcha/challenge',
      '/api/chat',
      '/api/mail/settings',
      '/api/something/new',
    ]) {
      expect(routeOf(request(path), ORIGIN), path).toBeNull();
    }
  });

  it('keeps hashed assets, pictures and fonts of its own origin', () => {
    expect(routeOf(request('/assets/index-abc123.js', { destination: 'script' }), ORIGIN)).toBe('asset');
    expect(routeOf(request('/assets/index-abc123.css', { destination: 'style' }), ORIGIN)).toBe('asset');
    expect(routeOf(request('/media/uploads/2026/cover.webp', { destination: 'image' }), ORIGIN)).toBe(
      'image',
    );
    expect(routeOf(request('/favicon.svg', { destination: 'image' }), ORIGIN)).toBe('image');
    expect(routeOf(request('/fonts/a.woff2', { destination: 'font' }), ORIGIN)).toBe('font');
  });

  it('leaves other origins, feeds and unknown files alone', () => {
    expect(routeOf(request('https://cdn.example/a.jpg', { destination: 'image' }), ORIGIN)).toBeNull();
    expect(routeOf(navigate('https://other.example/home'), ORIGIN)).toBeNull();
    expect(routeOf(navigate('/rss.xml'), ORIGIN)).toBeNull();
    expect(routeOf(navigate('/api/config'), ORIGIN)).toBeNull();
    expect(routeOf(request('/sw.js'), ORIGIN)).toBeNull();
    expect(routeOf(request('/manifest.webmanifest'), ORIGIN)).toBeNull();
  });
});
