import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context';
import { createSiteConfig } from '../../test/fixtures';

/* The web app manifest and the service worker's file as the server serves them (issue #19), on SQLite and PostgreSQL. */

let t: TestContext | undefined;
afterEach(async () => {
  await t?.dispose();
  t = undefined;
});

/** A blog with a built web app of its own: an index.html and a service worker. */
async function blog() {
  const webDist = path.join(os.tmpdir(), `blog-web-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<html><head><title>博客</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(webDist, 'service-worker.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(webDist, 'app-loader.js'), '');
  t = await createTestContext({ webDist });
  return t;
}

const manifestOf = async (ctx: TestContext) => {
  const response = await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
  return { response, manifest: response.json<Record<string, unknown>>() };
};

describe('GET /manifest.webmanifest', () => {
  it('names the blog from its site profile, starts at / in a window of its own, with its icons', async () => {
    const ctx = await blog();
    await createSiteConfig(ctx, { blog_name: '小站' });
    const { response, manifest } = await manifestOf(ctx);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(manifest).toMatchObject({
      id: '/',
      name: '小站',
      short_name: '小站',
      lang: 'zh-CN',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#49b1f5',
      background_color: '#f4f7fb',
      user_preferences: { color_scheme_dark: { theme_color: '#0f1115', background_color: '#0f1115' } },
    });
    expect(manifest.icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });

  it('follows a renamed blog, cutting a long name to 12 characters under the icon', async () => {
    const ctx = await blog();
    await createSiteConfig(ctx, { blog_name: '一个很长很长很长的博客名字写在这里' });
    const { manifest } = await manifestOf(ctx);
    expect(manifest.name).toBe('一个很长很长很长的博客名字写在这里');
    expect(manifest.short_name).toBe('一个很长很长很长的博客名');
    expect([...(manifest.short_name as string)]).toHaveLength(12);
  });

  it('calls a blog without a profile 博客', async () => {
    const { manifest } = await manifestOf(await blog());
    expect(manifest).toMatchObject({ name: '博客', short_name: '博客' });
    expect(manifest).not.toHaveProperty('description');
  });

  it('is allowed by the CSP as the site’s own, and only as that', async () => {
    const ctx = await blog();
    const page = await ctx.app.inject({ method: 'GET', url: '/home' });
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("worker-src 'self' blob:");
  });
});

describe('GET /service-worker.js', () => {
  it('is asked for again on every update check, unlike the other files of the build', async () => {
    const ctx = await blog();
    const worker = await ctx.app.inject({ method: 'GET', url: '/service-worker.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toContain('javascript');
    const loader = await ctx.app.inject({ method: 'GET', url: '/app-loader.js' });
    expect(loader.headers['cache-control']).toBe('public, max-age=3600');
  });
});
