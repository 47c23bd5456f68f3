import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedPage, pageEncoding } from './page-encoding';

describe('pageEncoding', () => {
  it('takes what the browser prefers among brotli and gzip', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip, deflate')).toBe('gzip');
    expect(pageEncoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
    expect(pageEncoding('*')).toBe('br');
  });

  it('sends the page as it is when nothing it can make is accepted', () => {
    expect(pageEncoding(undefined)).toBeNull();
    expect(pageEncoding('')).toBeNull();
    expect(pageEncoding('identity')).toBeNull();
    expect(pageEncoding('deflate')).toBeNull();
    expect(pageEncoding('br;q=0, gzip;q=0')).toBeNull();
  });
});

describe('encodedPage', () => {
  const html = `<!doctype html><html><body>${'<p>事件循环与缓存。</p>'.repeat(500)}</body></html>`;

  it('compresses a page into what decompresses to the very same HTML', async () => {
    const page = { html };
    const br = await encodedPage(page, 'br');
    const gzip = await encodedPage(page, 'gzip');
    expect(brotliDecompressSync(br).toString('utf8')).toBe(html);
    expect(gunzipSync(gzip).toString('utf8')).toBe(html);
    expect(br.length).toBeLessThan(Buffer.byteLength(html) / 10);
  });

  it('compresses one page once per encoding: a shared page object keeps its forms', () => {
    const shared = { html };
    const first = encodedPage(shared, 'br');
    expect(encodedPage(shared, 'br')).toBe(first);
    expect(encodedPage(shared, 'gzip')).not.toBe(first);
    // Another page with the same text is another page (a new render may differ in its data).
    expect(encodedPage({ html }, 'br')).not.toBe(first);
  });
});
