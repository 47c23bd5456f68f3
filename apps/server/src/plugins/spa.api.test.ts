import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { createSiteConfig } from '../test/fixtures';

let t: TestContext | undefined;
afterEach(async () => {
  await t?.dispose();
  t = undefined;
});

const CSS = '.app{color:red}';
const THEME_SCRIPT = "document.documentElement.setAttribute('data-theme', 'light'); // $& $1\n";
const LOADER_SCRIPT = "addEventListener('load', () => {}); // $' $`\n";

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

function webDist(html: string, withScript = true): string {
  const dir = path.join(os.tmpdir(), `blog-web-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), html);
  if (withScript) {
    writeFileSync(path.join(dir, 'theme-init.js'), THEME_SCRIPT);
    writeFileSync(path.join(dir, 'app-loader.js'), LOADER_SCRIPT);
  }
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets/index-c3.css'), CSS);
  return dir;
}

const PAGE = [
  '<html><head><script src="/theme-init.js"></script>',
  '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-b2.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-c3.css">',
  '<link rel="stylesheet" crossorigin href="/assets/missing-d4.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

describe('the app page', () => {
  it('carries the theme script and the app loader inline, allowed by their hashes and by nothing looser', async () => {
    t = await createTestContext({ webDist: webDist(PAGE) });
    await createSiteConfig(t);
    const res = await t.app.inject('/message/list');
    expect(res.statusCode).toBe(200);
    // Inlined byte for byte ("$&" in the script is not a replacement pattern).
    expect(res.body).toContain(`<script>${THEME_SCRIPT}</script>`);
    expect(res.body).not.toContain('src="/theme-init.js"');
    expect(res.body).toContain(`<script>${LOADER_SCRIPT}</script></body>`);
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${hashOf(THEME_SCRIPT)} ${hashOf(LOADER_SCRIPT)}`);
    // The file itself is still served, for a page cached from before.
    expect((await t.app.inject('/theme-init.js')).body).toBe(THEME_SCRIPT);
  });

  it('carries its stylesheets inline and leaves its scripts to the loader', async () => {
    t = await createTestContext({ webDist: webDist(PAGE) });
    await createSiteConfig(t);
    const html = (await t.app.inject('/home')).body;
    // Inline, with a link that is never fetched but tells the chunk loader the sheet is there.
    expect(html).toContain(
      `<style>${CSS}</style><link rel="stylesheet" href="/assets/index-c3.css" disabled>`,
    );
    // A stylesheet the build lacks stays a link rather than vanishing.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/missing-d4.css">');
    // Listed for app-loader.js, which starts them once the page has loaded; nothing fetches them before.
    expect(html).toContain('<meta name="app-entry" content="/assets/index-a1.js">');
    expect(html).toContain('<meta name="app-preload" content="/assets/react-b2.js">');
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
  });

  it('stays as built when the inline scripts are missing, and the CSP allows no inline script', async () => {
    t = await createTestContext({ webDist: webDist(PAGE, false) });
    await createSiteConfig(t);
    const res = await t.app.inject('/home');
    expect(res.body).toContain('<script src="/theme-init.js"></script>');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-a1.js"></script>');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self';");
  });
});

describe("the build's files", () => {
  it('are sent as the build compressed them, by what the browser accepts, and the copies are no files of their own', async () => {
    const dist = webDist(PAGE);
    const script = `export const text = '${'长文'.repeat(2000)}';\n`;
    writeFileSync(path.join(dist, 'assets/page-e5.js'), script);
    // Marked copies: what is sent is the file the build wrote, not the server's own compression.
    const br = Buffer.from('brotli copy');
    const gz = Buffer.from('gzip copy');
    writeFileSync(path.join(dist, 'assets/page-e5.js.br'), br);
    writeFileSync(path.join(dist, 'assets/page-e5.js.gz'), gz);
    t = await createTestContext({ webDist: dist });
    const asked = (encoding: string) =>
      t!.app.inject({ url: '/assets/page-e5.js', headers: { 'accept-encoding': encoding } });

    const brotli = await asked('gzip, deflate, br, zstd');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotli.rawPayload).toEqual(br);
    const gzipped = await asked('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload).toEqual(gz);
    const plain = await asked('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    // A file the build left uncompressed is compressed as it is sent.
    const css = await t.app.inject({ url: '/assets/index-c3.css', headers: { 'accept-encoding': 'br' } });
    expect(css.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(css.rawPayload).toString()).toBe(CSS);
    expect((await t.app.inject('/assets/page-e5.js.br')).statusCode).toBe(404);
  });
});
