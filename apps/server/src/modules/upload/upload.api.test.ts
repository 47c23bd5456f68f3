import { mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/context';
import { authHeader, createUser } from '../../test/fixtures';

const t = useTestContext();
let headers: Record<string, string>;
beforeEach(async () => {
  headers = await authHeader(t, await createUser(t));
});

function multipart(data: Buffer, filename: string, contentType: string, field = 'file') {
  const boundary = '----blogtest' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(
  data: Buffer,
  filename = 'a.jpg',
  contentType = 'image/jpeg',
  h = headers,
  field = 'file',
) {
  const body = multipart(data, filename, contentType, field);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload/img',
    payload: body.payload,
    headers: { ...h, 'content-type': body.type },
  });
  return { status: res.statusCode, body: res.json() };
}

const storedFiles = () => {
  const dir = path.join(t.config.dataDir, 'uploads', 'images');
  try {
    return readdirSync(dir, { recursive: true }).filter((f) => /\.\w+$/.test(String(f)));
  } catch {
    return [];
  }
};

const jpegWithGps = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SpyCam', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 15/1 0/1' },
    })
    .toBuffer();

describe('POST /api/upload/img', () => {
  it('re-encodes a real image under a random name with its metadata stripped', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { status, body } = await upload(original, '../../etc/passwd.jpg');
    expect(status).toBe(200);
    expect(body.result.url).toMatch(/^\/media\/uploads\/images\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
    const served = await t.app.inject({ url: body.result.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
  });

  it('serves only files really inside the uploads folder, never through a link that leads out', async () => {
    const uploads = path.join(t.config.dataDir, 'uploads');
    mkdirSync(path.join(uploads, 'images'), { recursive: true });
    writeFileSync(path.join(uploads, 'images', 'inside.txt'), 'inside');
    // The signing secret, the database: what a link planted in the folder would expose.
    writeFileSync(path.join(t.config.dataDir, 'private.txt'), 'do not serve');
    symlinkSync(path.join(t.config.dataDir, 'private.txt'), path.join(uploads, 'images', 'leak.txt'));
    symlinkSync(t.config.dataDir, path.join(uploads, 'all'));
    expect((await t.app.inject({ url: '/media/uploads/images/inside.txt' })).body).toBe('inside');
    for (const url of ['/media/uploads/images/leak.txt', '/media/uploads/all/private.txt']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('do not serve');
    }
  });

  it('answers a form cut off mid-way with 400, writing nothing', async () => {
    const body = multipart(await jpegWithGps(), 'a.jpg', 'image/jpeg');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/img',
      payload: body.payload.subarray(0, body.payload.length - 300),
      headers: { ...headers, 'content-type': body.type },
    });
    expect(res.statusCode).toBe(400);
    expect(storedFiles()).toEqual([]);
  });

  it('decides the type by content: PNG, WebP and GIF pass whatever their names', async () => {
    const base = sharp({ create: { width: 8, height: 8, channels: 4, background: '#f00a' } });
    for (const [format, ext] of [
      ['png', 'png'],
      ['webp', 'webp'],
      ['gif', 'gif'],
    ] as const) {
      const data = await base.clone().toFormat(format).toBuffer();
      const { status, body } = await upload(data, 'photo.jpg', 'image/jpeg');
      expect(status, format).toBe(200);
      expect(body.result.url.endsWith(`.${ext}`), format).toBe(true);
    }
  });

  it('refuses SVG, fake images and other files, writing nothing', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a jpeg')]);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect((await upload(svg, 'a.svg', 'image/svg+xml')).body).toEqual({
      code: 400,
      message: '只支持 JPEG、PNG、WebP、GIF 图片',
    });
    expect((await upload(fake, 'a.jpg', 'image/jpeg')).status).toBe(400);
    expect((await upload(html, 'a.png', 'image/png')).status).toBe(400);
    expect(storedFiles()).toEqual([]);
  });

  it('refuses files over 5 MB with 413, writing nothing', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    const { status, body } = await upload(big);
    expect(status).toBe(413);
    expect(body.code).toBe(413);
    expect(storedFiles()).toEqual([]);
  });

  it('requires login and the field name file', async () => {
    const image = await jpegWithGps();
    expect((await upload(image, 'a.jpg', 'image/jpeg', {})).status).toBe(401);
    expect((await upload(image, 'a.jpg', 'image/jpeg', headers, 'picture')).status).toBe(400);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/upload/img',
      payload: { file: 'x' },
      headers,
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(storedFiles()).toEqual([]);
  });
});
