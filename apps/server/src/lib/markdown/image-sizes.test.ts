import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedFile, uploadedImageSizes } from './image-sizes';

let uploads: string;
beforeAll(async () => {
  uploads = mkdtempSync(path.join(os.tmpdir(), 'blog-uploads-'));
  mkdirSync(path.join(uploads, 'images'));
  const picture = { create: { width: 320, height: 180, channels: 3, background: '#4a7' } } as const;
  await sharp(picture)
    .png()
    .toFile(path.join(uploads, 'images', 'wide.png'));
  await sharp(picture)
    .png()
    .toFile(path.join(uploads, 'images', '图 1.png'));
});
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

describe('uploadedFile', () => {
  it('maps an uploads address into the folder and nothing outside it', () => {
    expect(uploadedFile('/media/uploads/images/a.png?v=2', '/data/uploads')).toBe(
      '/data/uploads/images/a.png',
    );
    expect(uploadedFile('/media/uploads/../secret', '/data/uploads')).toBeUndefined();
    expect(uploadedFile('/media/uploads/%2e%2e/secret', '/data/uploads')).toBeUndefined();
    expect(uploadedFile('/media/uploads/%E0%A4%A', '/data/uploads')).toBeUndefined();
    expect(uploadedFile('https://example.com/media/uploads/a.png', '/data/uploads')).toBeUndefined();
  });
});

describe('uploadedImageSizes', () => {
  it('reads the size of uploaded pictures only, by their address as written', async () => {
    const sizes = await uploadedImageSizes(
      [
        '/media/uploads/images/wide.png',
        '/media/uploads/images/%E5%9B%BE%201.png',
        '/media/uploads/images/missing.png',
        'https://example.com/x.png',
        '/media/uploads/images/wide.png',
      ],
      uploads,
    );
    expect(Object.fromEntries(sizes)).toEqual({
      '/media/uploads/images/wide.png': { width: 320, height: 180 },
      '/media/uploads/images/%E5%9B%BE%201.png': { width: 320, height: 180 },
    });
  });

  it('remembers a size once read', async () => {
    const file = path.join(uploads, 'images', 'gone.png');
    await sharp({ create: { width: 10, height: 20, channels: 3, background: '#000' } })
      .png()
      .toFile(file);
    const src = '/media/uploads/images/gone.png';
    expect((await uploadedImageSizes([src], uploads)).get(src)).toEqual({ width: 10, height: 20 });
    rmSync(file);
    expect((await uploadedImageSizes([src], uploads)).get(src)).toEqual({ width: 10, height: 20 });
  });
});
