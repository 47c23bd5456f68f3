import { type IMAGE_UPLOAD_TYPES, MAX_IMAGE_UPLOAD_BYTES } from '@blog/contract/upload-routes';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../context';
import { AppError, BadRequestError } from '../../lib/errors';
import { UPLOADS_URL } from '../../lib/media';
import type { Metadata } from 'sharp';
import { decodedPixels, imageQueue, loadSharp } from '../../lib/sharp';

/** Refuses decompression bombs: a small file that decodes to an enormous bitmap (all frames together). */
const MAX_PIXELS = 40_000_000;

/** The file extension of each format kept: the contract's picture types, no more and no fewer. */
const ACCEPTED = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' } as const satisfies Record<
  (typeof IMAGE_UPLOAD_TYPES)[number] extends `image/${infer Format}` ? Format : never,
  string
>;
type Accepted = keyof typeof ACCEPTED;

/** Decodes and re-encodes an upload in its own format; refuses what is not an image we take. */
async function reencode(data: Buffer): Promise<{ encoded: Buffer; kind: Accepted }> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new BadRequestError('文件不是有效的图片');
  }
  const format = metadata.format;
  if (!format || !(format in ACCEPTED)) throw new BadRequestError('只支持 JPEG、PNG、WebP、GIF 图片');
  const kind = format as Accepted;
  // A small animation can decode to an enormous number of pixels, frame after frame.
  if (decodedPixels(metadata) > MAX_PIXELS)
    throw new BadRequestError('图片太大了：像素（含动图的每一帧）超过 4000 万');

  try {
    const animated = kind === 'gif' || kind === 'webp';
    const image = sharp(data, { limitInputPixels: MAX_PIXELS, animated }).rotate();
    const encoded = await (
      kind === 'jpeg'
        ? image.jpeg({ quality: 85, mozjpeg: true })
        : kind === 'png'
          ? image.png({ compressionLevel: 9 })
          : kind === 'webp'
            ? image.webp({ quality: 85 })
            : image.gif()
    ).toBuffer();
    return { encoded, kind };
  } catch {
    throw new BadRequestError('图片已损坏，无法读取');
  }
}

/**
 * Stores an uploaded image: its type is decided by its content, never by its name or header;
 * it is decoded and re-encoded (EXIF and GPS stripped, orientation applied) under a random name.
 */
export async function storeImage(ctx: AppContext, data: Buffer): Promise<{ url: string }> {
  if (data.length > MAX_IMAGE_UPLOAD_BYTES) throw new AppError(413, '图片不能超过 5 MB');
  const { encoded, kind } = await imageQueue(() => reencode(data));

  const month = new Date().toISOString().slice(0, 7).replace('-', '/');
  const dir = path.join(ctx.config.dataDir, 'uploads', 'images', month);
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.${ACCEPTED[kind]}`;
  await writeFile(path.join(dir, name), encoded, { flag: 'wx' });
  return { url: `${UPLOADS_URL}/images/${month}/${name}` };
}
