import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useConsoleContext } from '../../test/admin-fixtures';
import { createSiteConfig } from '../../test/fixtures';
import { largestIcoImage } from './ico';

/* The blog's icon (issue #32): uploaded in the console, served at every address the pages link. */

/** A web build with what the icons fall back to: the shipped favicon.svg and icons, and a page linking them. */
const webDist = mkdtempSync(path.join(os.tmpdir(), 'blog-icons-web-'));
const publicDir = path.resolve(import.meta.dirname, '../../../../web/public');
cpSync(path.join(publicDir, 'favicon.svg'), path.join(webDist, 'favicon.svg'));
cpSync(path.join(publicDir, 'icons'), path.join(webDist, 'icons'), { recursive: true });
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<html><head><link rel="icon" href="/favicon.ico" sizes="32x32" />' +
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />' +
    '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" /><title>博客</title></head>' +
    '<body><div id="root"></div></body></html>',
);
process.on('exit', () => rmSync(webDist, { recursive: true, force: true }));

const { t, users, call } = useConsoleContext({ webDist });

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const picture = (size: number, colour: string, format: 'png' | 'webp' | 'jpeg' = 'png') =>
  sharp({ create: { width: size, height: size, channels: 4, background: colour } })
    .toFormat(format)
    .toBuffer();

function upload(data: Buffer, filename = 'icon.png', headers: Record<string, string> = users.admin) {
  const boundary = '----favicon';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/favicon',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

/** Uploads an icon and makes it the blog's through 网站设置; answers its address. */
async function setIcon(data: Buffer, filename?: string): Promise<string> {
  const res = await upload(data, filename);
  expect(res.statusCode).toBe(200);
  const url = res.json().result.url as string;
  expect((await call('PUT', '/api/admin/config', { favicon: url })).statusCode).toBe(200);
  return url;
}

const sizeOf = async (data: Buffer) => {
  const { width, height, format } = await sharp(data).metadata();
  return { width, height, format };
};
const pixel = async (data: Buffer, x: number, y: number) => {
  const { data: raw, info } = await sharp(data).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [...raw.subarray(at, at + 4)];
};
const iconLinks = (html: string) =>
  [...html.matchAll(/<link rel="(?:icon|apple-touch-icon)" href="([^"]+)"/g)].map((m) => m[1]);

describe('the shipped icon, while the owner has set none', () => {
  it('is served at every linked address, drawn to the sizes the build has not', async () => {
    await createSiteConfig(t);
    const svg = await get('/favicon.svg');
    expect([svg.statusCode, svg.headers['content-type']]).toEqual([200, 'image/svg+xml']);
    expect(svg.body).toContain('<linearGradient id="bg"');
    const ico = await get('/favicon.ico');
    expect(ico.headers['content-type']).toBe('image/x-icon');
    const largest = largestIcoImage(ico.rawPayload);
    expect(await sizeOf(largest?.data ?? Buffer.alloc(0))).toMatchObject({ width: 48, height: 48 });
    expect(await sizeOf((await get('/icons/apple-touch-icon.png')).rawPayload)).toEqual({
      width: 180,
      height: 180,
      format: 'png',
    });
    const built = await get('/icons/icon-512.png');
    expect(await sizeOf(built.rawPayload)).toMatchObject({ width: 512, height: 512 });

    const page = await get('/home');
    const links = iconLinks(page.body);
    expect(links).toHaveLength(3);
    const version = svg.headers.etag?.replaceAll('"', '');
    expect(links).toEqual([
      `/favicon.ico?v=${version}`,
      `/favicon.svg?v=${version}`,
      `/icons/apple-touch-icon.png?v=${version}`,
    ]);
  });
});

describe('POST /api/admin/favicon and the icon it becomes', () => {
  it('serves an uploaded PNG at every size, with a version in the links that a new icon changes', async () => {
    await createSiteConfig(t);
    const shippedLinks = iconLinks((await get('/home')).body);
    const res = await upload(await picture(300, '#ff0000'));
    expect(res.statusCode).toBe(200);
    const url = res.json().result.url as string;
    expect(url).toMatch(/^\/media\/uploads\/favicons\/[0-9a-f]{16}\.png$/);
    // Stored, not yet the icon: saving it in 网站设置 makes it one.
    expect(iconLinks((await get('/home')).body)).toEqual(shippedLinks);
    expect((await call('PUT', '/api/admin/config', { favicon: url })).json().result.favicon).toBe(url);

    const version = url.slice(url.lastIndexOf('/') + 1, url.lastIndexOf('/') + 11);
    expect(iconLinks((await get('/home')).body)).toEqual([
      `/favicon.ico?v=${version}`,
      `/favicon.svg?v=${version}`,
      `/icons/apple-touch-icon.png?v=${version}`,
    ]);
    const manifest = (await get('/manifest.webmanifest')).json<{ icons: { src: string }[] }>();
    expect(manifest.icons.map((icon) => icon.src)).toEqual([
      `/icons/icon-192.png?v=${version}`,
      `/icons/icon-512.png?v=${version}`,
      `/icons/icon-maskable-512.png?v=${version}`,
    ]);

    for (const [address, size] of [
      ['/icons/apple-touch-icon.png', 180],
      ['/apple-touch-icon.png', 180],
      ['/icons/icon-192.png', 192],
      ['/icons/icon-512.png', 512],
    ] as const) {
      const icon = await get(`${address}?v=${version}`);
      expect([address, icon.headers['content-type'], icon.headers['cache-control']]).toEqual([
        address,
        'image/png',
        'public, max-age=31536000, immutable',
      ]);
      expect(await sizeOf(icon.rawPayload)).toEqual({ width: size, height: size, format: 'png' });
      expect(await pixel(icon.rawPayload, size / 2, size / 2)).toEqual([255, 0, 0, 255]);
    }
    const maskable = (await get('/icons/icon-maskable-512.png')).rawPayload;
    expect(await pixel(maskable, 256, 256)).toEqual([255, 0, 0, 255]);
    expect(await pixel(maskable, 5, 5)).toEqual([255, 255, 255, 255]);

    const ico = await get('/favicon.ico');
    expect([ico.headers['content-type'], ico.headers['cache-control']]).toEqual(['image/x-icon', 'no-cache']);
    expect(ico.rawPayload.readUInt16LE(4)).toBe(3);
    expect([ico.rawPayload.readUInt8(6), ico.rawPayload.readUInt8(22), ico.rawPayload.readUInt8(38)]).toEqual(
      [16, 32, 48],
    );
    const again = await get('/favicon.ico', { 'if-none-match': ico.headers.etag as string });
    expect(again.statusCode).toBe(304);

    const svg = await get('/favicon.svg');
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.body).toMatch(/^<svg [^>]*><image [^>]*href="data:image\/png;base64,/);
    expect(svg.headers['content-security-policy']).toContain("default-src 'none'");

    // Another icon, another version; none at all, the shipped one again.
    await setIcon(await picture(64, '#0000ff', 'webp'));
    expect(await pixel((await get('/icons/icon-192.png')).rawPayload, 96, 96)).toEqual([0, 0, 255, 255]);
    expect(iconLinks((await get('/home')).body)[0]).not.toContain(version);
    await call('PUT', '/api/admin/config', { favicon: '' });
    expect(iconLinks((await get('/home')).body)).toEqual(shippedLinks);
    expect((await get('/favicon.svg')).body).toContain('<linearGradient id="bg"');
  });

  it('serves an uploaded SVG as it is, and draws the bitmaps from it', async () => {
    await createSiteConfig(t);
    const drawing =
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#00ff00"/></svg>';
    const url = await setIcon(Buffer.from(drawing), 'icon.svg');
    expect(url).toMatch(/\.svg$/);
    expect((await get('/favicon.svg')).body).toBe(drawing);
    const big = (await get('/icons/icon-512.png')).rawPayload;
    expect(await sizeOf(big)).toMatchObject({ width: 512, height: 512 });
    expect(await pixel(big, 500, 500)).toEqual([0, 255, 0, 255]);
  });

  it('takes an ICO file', async () => {
    await createSiteConfig(t);
    const png = await picture(32, '#ff00ff');
    const header = Buffer.alloc(22);
    header.writeUInt16LE(1, 2);
    header.writeUInt16LE(1, 4);
    header.writeUInt8(32, 6);
    header.writeUInt8(32, 7);
    header.writeUInt32LE(png.length, 14);
    header.writeUInt32LE(22, 18);
    const url = await setIcon(Buffer.concat([header, png]), 'favicon.ico');
    expect(url).toMatch(/\.ico$/);
    expect(await pixel((await get('/icons/icon-192.png')).rawPayload, 96, 96)).toEqual([255, 0, 255, 255]);
  });

  it('refuses what is no icon it can use, saying why', async () => {
    await createSiteConfig(t);
    const refusals: [Buffer, number, string][] = [
      [await picture(64, '#ff0000', 'jpeg'), 400, '图标只能是 PNG、SVG、ICO 或 WebP 文件'],
      [Buffer.from('just some text'), 400, '图标只能是 PNG、SVG、ICO 或 WebP 文件'],
      [await picture(8, '#ff0000'), 400, '图标至少要 16×16 像素'],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        400,
        'SVG 图标里不能有脚本或事件属性',
      ],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'),
        400,
        'SVG 图标里不能有脚本或事件属性',
      ],
      [
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]),
        400,
        '图标文件已损坏，无法读取',
      ],
      [Buffer.alloc(1024 * 1024 + 1), 413, '图标不能超过 1 MB'],
    ];
    for (const [data, status, message] of refusals) {
      const res = await upload(data);
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    const json = await call('POST', '/api/admin/favicon', { file: 'x' });
    expect([json.statusCode, json.json().message]).toEqual([
      400,
      '请以 multipart/form-data 上传，字段名为 file',
    ]);
    expect((await upload(await picture(32, '#fff'), 'a.png', users.user)).statusCode).toBe(403);
    // 网站设置 takes only an icon the upload stored.
    const foreign = await call('PUT', '/api/admin/config', {
      favicon: '/media/uploads/images/2026/12/a.png',
    });
    expect([foreign.statusCode, foreign.json().message]).toEqual([
      400,
      expect.stringContaining('favicon 必须是本站上传的图标'),
    ]);
  });

  it('falls back to the shipped icon when the uploaded file is gone', async () => {
    await createSiteConfig(t);
    const url = await setIcon(await picture(32, '#ff0000'));
    rmSync(path.join(t.config.dataDir, 'uploads', url.replace('/media/uploads/', '')));
    expect((await get('/favicon.svg')).body).toContain('<linearGradient id="bg"');
  });
});
