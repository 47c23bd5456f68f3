import type { PageHeader, SiteConfig } from '@blog/contract';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './harness';

describe('one process serves the app, the API and the media', () => {
  it('renders every page on the server (history fallback), not cached', async () => {
    const pages: [path: string, status: number, text: string][] = [
      ['/home', 200, '文章列表'],
      ['/message/list', 200, '留言板'],
      ['/admin', 200, ''],
      ['/no/such/page', 404, ''],
    ];
    for (const [path, status, text] of pages) {
      const res = await fetch(baseUrl + path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const html = await res.text();
      expect(html).toContain('<div id="root">');
      if (path === '/admin') {
        // The owner's console renders in the browser: the boot screen until its scripts run.
        expect(html).toContain('<div class="app-boot" role="status" aria-label="加载中">');
        expect(html).not.toContain('<script id="ssr-state"');
      } else {
        expect(html, path).not.toContain('<div class="app-boot"');
        expect(html, path).toContain('<script id="ssr-state" type="application/json">');
        expect(html, path).toContain(text);
      }
    }
    const root = await fetch(baseUrl + '/', { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/home');
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
    // The app's entry, which the page's inline loader starts once the page has loaded.
    const script = /<meta name="app-entry" content="(\/assets\/[^"]+\.js)">/.exec(html)?.[1];
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
