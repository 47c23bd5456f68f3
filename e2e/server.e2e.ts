import type { PageHeader, SiteConfig } from '@blog/contract';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './harness';

describe('one process serves the app, the API and the media', () => {
  it('serves the web app for deep links (history fallback), not cached', async () => {
    for (const path of ['/', '/home', '/article?id=3', '/message/list', '/no/such/page']) {
      const res = await fetch(baseUrl + path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      // The app's page, with what it shows until its scripts have run: the page's banner where
      // the server knows it (home, an article), the boot screen elsewhere.
      const html = await res.text();
      expect(html).toContain('<div id="root">');
      if (path === '/home' || path === '/article?id=3')
        expect(html, path).toContain('<section class="boot-banner');
      else expect(html, path).toContain('<div class="app-boot" role="status" aria-label="加载中">');
      expect(html, path).toContain('<script id="first-data" type="application/json">');
    }
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const res = await fetch(`${baseUrl}/home`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const html = await (await fetch(`${baseUrl}/home`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const res = await fetch(baseUrl + script!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toMatch(/br|gzip/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await fetch(`${baseUrl}/api/does/not/exist`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 404, message: '接口没有找到' });
  });

  it('serves the seeded site with its banners from local uploads', async () => {
    const config = (await (await fetch(`${baseUrl}/api/config`)).json()) as {
      code: number;
      result: SiteConfig;
    };
    expect(config.code).toBe(0);
    expect(config.result.blog_name.length).toBeGreaterThan(0);
    const headers = (await (await fetch(`${baseUrl}/api/pageHeader/getAll`)).json()) as {
      result: PageHeader[];
    };
    const home = headers.result.find((h) => h.route_name === 'Home');
    expect(home?.bg_url).toMatch(/^\/media\/uploads\//);
    const image = await fetch(baseUrl + home!.bg_url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
