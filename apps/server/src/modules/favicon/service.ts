import { isFaviconUpload, MAX_FAVICON_BYTES } from '@blog/contract';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../context';
import { AppError, BadRequestError } from '../../lib/errors';
import { UPLOADS_URL, uploadsDir } from '../../lib/media';
import { imageQueue, loadSharp } from '../../lib/sharp';
import { findSiteConfig } from '../site/repository';
import { looksLikeIco } from './ico';
import { drawIconFile, drawPng, ICON_FILES, ICON_TYPES, type IconSource } from './icon-files';

/** Where uploaded icons are kept, under DATA_DIR/uploads (and served under /media/uploads). */
const FOLDER = 'favicons';

/** The smallest picture an icon may be: a browser tab's 16 pixels. */
const MIN_SIZE = 16;
/** The largest, in pixels of one side: an icon is never drawn above 512. */
const MAX_SIZE = 4096;

const SVG_START = /^(?:\s*(?:<\?xml[^>]*>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>))*\s*<svg[\s>]/i;
/** What an icon drawing may not hold: it is served from the blog's own address. */
const SVG_ACTIVE = /<script|<foreignObject|<iframe|<embed|<object|\son[a-z]+\s*=|javascript:/i;

const hash = (data: Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 16);

/** The icon's format by its content (never its name or the browser's word), or null. */
function formatOf(data: Buffer): IconSource['kind'] | null {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (looksLikeIco(data)) return 'ico';
  if (SVG_START.test(data.toString('utf8', 0, 4096).replace(/^\uFEFF/, ''))) return 'svg';
  return null;
}

/** Refuses a picture the icons could not be drawn from: too small, too big, broken, or active. */
async function checkDrawable(kind: IconSource['kind'], data: Buffer): Promise<void> {
  if (kind === 'svg' && SVG_ACTIVE.test(data.toString('utf8')))
    throw new BadRequestError('SVG 图标里不能有脚本或事件属性');
  const sharp = await loadSharp();
  if (kind === 'png' || kind === 'webp') {
    let size: { width?: number; height?: number };
    try {
      size = await sharp(data, { limitInputPixels: MAX_SIZE * MAX_SIZE }).metadata();
    } catch {
      throw new BadRequestError('图标文件已损坏，无法读取');
    }
    const { width = 0, height = 0 } = size;
    if (Math.min(width, height) < MIN_SIZE)
      throw new BadRequestError(`图标至少要 ${MIN_SIZE}×${MIN_SIZE} 像素`);
    if (Math.max(width, height) > MAX_SIZE)
      throw new BadRequestError(`图标不能大于 ${MAX_SIZE}×${MAX_SIZE} 像素`);
  }
  try {
    await drawPng(sharp, { kind, data, version: '' }, 32);
  } catch {
    throw new BadRequestError(
      kind === 'ico' ? 'ICO 文件里没有能读取的图片，请改用 PNG' : '图标文件已损坏，无法读取',
    );
  }
}

/**
 * Keeps an uploaded icon: PNG, SVG, ICO or WebP by its content, at most 1 MB, one the icons can be
 * drawn from. Kept as it came (an icon's few kB need no re-encoding; an SVG stays a drawing) under
 * its content's hash, so the same file is kept once. It becomes the blog's icon when the owner saves
 * its address as `favicon`. With `write` false it is only checked: the address it would have (an
 * import's dry run).
 */
export async function storeFavicon(
  ctx: AppContext,
  data: Buffer,
  { write = true }: { write?: boolean } = {},
): Promise<{ url: string }> {
  if (data.length > MAX_FAVICON_BYTES) throw new AppError(413, '图标不能超过 1 MB');
  const kind = formatOf(data);
  if (!kind) throw new BadRequestError('图标只能是 PNG、SVG、ICO 或 WebP 文件');
  await imageQueue(() => checkDrawable(kind, data));
  const name = `${hash(data)}.${kind}`;
  const url = `${UPLOADS_URL}/${FOLDER}/${name}`;
  if (!write) return { url };
  const dir = path.join(uploadsDir(ctx.config.dataDir), FOLDER);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, name);
  if (!existsSync(file)) await writeFile(file, data);
  return { url };
}

/** The shipped favicon of a web build, read once: the icon while the owner has set none. */
const shipped = new Map<string, IconSource | null>();
function shippedIcon(webDist: string): IconSource | null {
  if (!shipped.has(webDist)) {
    const file = path.join(webDist, 'favicon.svg');
    const data = existsSync(file) ? readFileSync(file) : null;
    shipped.set(webDist, data && { kind: 'svg', data, version: hash(data).slice(0, 10) });
  }
  return shipped.get(webDist) ?? null;
}

/** The version an uploaded icon's links carry: its name is its content's hash. */
const uploadedVersion = (url: string) => path.basename(url).slice(0, 10);

/**
 * The `?v=` of the icon links (the pages' `<link rel="icon">`, the manifest's icons): changes when
 * the owner sets another icon, so browsers and the service worker ask for the new one.
 */
export function iconVersion(ctx: AppContext, favicon: string | null | undefined): string | null {
  return favicon && isFaviconUpload(favicon)
    ? uploadedVersion(favicon)
    : (shippedIcon(ctx.config.webDist)?.version ?? null);
}

/** The icon links of a page (`<link rel="icon" href="/favicon.svg">` …) with the icon's version. */
export const versionIconLinks = (html: string, version: string): string =>
  html.replace(
    /(<link rel="(?:icon|apple-touch-icon)" href=")([^"?]+)"/g,
    (_link, start: string, href: string) => (ICON_FILES[href] ? `${start}${href}?v=${version}"` : _link),
  );

/** The owner's icon as it is on disk, or null when none is set or its file is gone. */
async function uploadedIcon(ctx: AppContext, favicon: string | null | undefined): Promise<IconSource | null> {
  if (!favicon || !isFaviconUpload(favicon)) return null;
  const file = path.join(uploadsDir(ctx.config.dataDir), favicon.slice(UPLOADS_URL.length + 1));
  try {
    return {
      kind: path.extname(file).slice(1) as IconSource['kind'],
      data: await readFile(file),
      version: uploadedVersion(favicon),
    };
  } catch {
    return null;
  }
}

/** Drawn files, by version and address: the same icon is drawn once (a few kB each, one icon at a time). */
const drawn = new Map<string, Promise<Buffer>>();
const MAX_DRAWN = 64;

export interface ServedIcon {
  type: string;
  data: Buffer;
  version: string;
}

/**
 * One of ICON_FILES: drawn from the owner's icon, or the shipped one (the build's own file where it
 * has one). Null when neither exists (a server without its web build).
 */
export async function servedIcon(ctx: AppContext, address: string): Promise<ServedIcon | null> {
  const file = ICON_FILES[address];
  if (!file) return null;
  const site = await findSiteConfig(ctx.db.kysely);
  const own = await uploadedIcon(ctx, site?.favicon);
  const source = own ?? shippedIcon(ctx.config.webDist);
  if (!source) return null;
  const type = ICON_TYPES[file.format];
  if (!own && file.format === 'png' && file.shipped) {
    const built = path.join(ctx.config.webDist, file.shipped);
    if (existsSync(built)) return { type, data: await readFile(built), version: source.version };
  }
  if (!own && file.format === 'svg') return { type, data: source.data, version: source.version };
  const key = `${source.version}:${address}`;
  let data = drawn.get(key);
  if (!data) {
    if (drawn.size >= MAX_DRAWN) drawn.clear();
    data = imageQueue(async () => drawIconFile(await loadSharp(), source, file));
    drawn.set(key, data);
    data.catch(() => drawn.delete(key));
  }
  return { type, data: await data, version: source.version };
}
