import type { default as SharpFactory, Sharp } from 'sharp';
import { encodeIco, largestIcoImage } from './ico';

/*
 * The files the blog's icon is served as (README "网站图标"), each drawn from one source picture:
 * the owner's upload, or the shipped apps/web public/favicon.svg.
 */

/** A picture an icon is drawn from, and the version its links carry. */
export interface IconSource {
  kind: 'png' | 'svg' | 'ico' | 'webp';
  data: Buffer;
  /** A short hash of the picture: `?v=` in the links, so a new icon is a new address. */
  version: string;
}

/** How each served file is made: a square PNG of a size, the icon file, or the SVG. */
type IconFile =
  | { format: 'png'; size: number; maskable?: boolean; shipped?: string }
  | { format: 'ico' }
  | { format: 'svg' };

/**
 * Every address an icon is served at: the browsers' tab icon (ICO 16/32/48, and SVG), the iPhone's
 * home-screen icon (180; `/apple-touch-icon.png` too, where iOS looks without a link) and the web app
 * manifest's (192, 512, and 512 with room for a phone's mask). `shipped` names the file of the web
 * build served as it is while the owner has set no icon (scripts/app-icons.mjs drew them).
 */
export const ICON_FILES: Record<string, IconFile> = {
  '/favicon.ico': { format: 'ico' },
  '/favicon.svg': { format: 'svg' },
  '/apple-touch-icon.png': { format: 'png', size: 180 },
  '/icons/apple-touch-icon.png': { format: 'png', size: 180 },
  '/icons/icon-192.png': { format: 'png', size: 192, shipped: 'icons/icon-192.png' },
  '/icons/icon-512.png': { format: 'png', size: 512, shipped: 'icons/icon-512.png' },
  '/icons/icon-maskable-512.png': {
    format: 'png',
    size: 512,
    maskable: true,
    shipped: 'icons/icon-maskable-512.png',
  },
};

/** The web build's files these addresses replace (globs from its root), for the static files to leave out. */
export const ICON_BUILD_FILES = ['favicon.svg', 'favicon.ico', 'apple-touch-icon.png', 'icons/*.png'];

export const ICON_TYPES = { png: 'image/png', ico: 'image/x-icon', svg: 'image/svg+xml' } as const;

/** The tab icon's sizes inside favicon.ico. */
const ICO_SIZES = [16, 32, 48];

/** A maskable icon keeps its picture inside the middle 80 %: a phone's round mask cuts the rest. */
const MASKABLE_SAFE_ZONE = 0.8;

/** The picture as sharp reads it, at least `size` pixels wide when it is a drawing (SVG). */
async function sharpInput(sharp: typeof SharpFactory, source: IconSource, size: number): Promise<Sharp> {
  if (source.kind === 'ico') {
    const image = largestIcoImage(source.data);
    if (!image) throw new Error('no image in the icon file');
    return image.kind === 'png'
      ? sharp(image.data)
      : sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } });
  }
  if (source.kind !== 'svg') return sharp(source.data);
  // A drawing is rasterised at the size asked for, not drawn small and enlarged.
  const { width = size, height = size } = await sharp(source.data).metadata();
  const density = Math.min(2400, Math.max(72, (72 * size) / Math.max(1, Math.min(width, height))));
  return sharp(source.data, { density });
}

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/** The picture as a square PNG of `size` pixels, its whole drawing kept (letterboxed when not square). */
export async function drawPng(
  sharp: typeof SharpFactory,
  source: IconSource,
  size: number,
  { maskable = false } = {},
): Promise<Buffer> {
  const inner = maskable ? Math.round(size * MASKABLE_SAFE_ZONE) : size;
  const picture = await (
    await sharpInput(sharp, source, inner)
  )
    .resize(inner, inner, { fit: 'contain', background: TRANSPARENT })
    .png()
    .toBuffer();
  if (!maskable) return sharp(picture).png({ compressionLevel: 9 }).toBuffer();
  // The mask may cut anywhere outside the safe zone: the background fills to every edge.
  return sharp({ create: { width: size, height: size, channels: 4, background: '#ffffff' } })
    .composite([{ input: picture, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** favicon.ico: the tab icon at 16, 32 and 48 pixels. */
export async function drawIco(sharp: typeof SharpFactory, source: IconSource): Promise<Buffer> {
  const images = [];
  for (const size of ICO_SIZES) images.push({ size, png: await drawPng(sharp, source, size) });
  return encodeIco(images);
}

/** favicon.svg: an SVG as it was uploaded; a bitmap inside an SVG of its own (128 px, for sharp screens). */
export async function drawSvg(sharp: typeof SharpFactory, source: IconSource): Promise<Buffer> {
  if (source.kind === 'svg') return source.data;
  const png = (await drawPng(sharp, source, 128)).toString('base64');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
      `<image width="64" height="64" href="data:image/png;base64,${png}"/></svg>`,
  );
}

/** One served file drawn from the source. */
export function drawIconFile(
  sharp: typeof SharpFactory,
  source: IconSource,
  file: IconFile,
): Promise<Buffer> {
  if (file.format === 'ico') return drawIco(sharp, source);
  if (file.format === 'svg') return drawSvg(sharp, source);
  return drawPng(sharp, source, file.size, { maskable: file.maskable });
}
