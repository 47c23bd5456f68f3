import { musicRoutes } from '@blog/contract/music-routes';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { chartArtSvg, defaultArtSvg } from './cover-art';
import type { ChartKind } from './playlists';
import { loadSharp } from '../../../lib/sharp';

/**
 * Cover art, served as WebP from a cache under DATA_DIR. Each cover is named by a hash of its source
 * image, so its URL never changes meaning and can be cached forever. The cache holds a square master
 * (≤ 800 px) and the smaller sizes NetEase clients ask for with `?param=300y300`; any of it can be
 * deleted and comes back on the next request.
 */

/** Where resized covers are cached, under DATA_DIR. */
export const coverCacheDir = (dataDir: string) => path.join(dataDir, 'cache', 'music-covers');

export const COVER_URL_PREFIX = musicRoutes.cover.path.replace(':file', '');
export const MASTER_SIZE = 800;
export const COVER_SIZES = [64, 100, 140, 200, 300, 400, 500, MASTER_SIZE] as const;

const KEY = /^[0-9a-f]{16}$/;
export const isCoverKey = (value: string) => KEY.test(value);

export function coverKeyOf(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 16);
}

/** Covers the server draws itself (no source file): the default and one per chart. */
const GENERATED_VERSION = 'v1';
const generated = new Map<string, () => string>([
  ['default', defaultArtSvg],
  ...(['rising', 'new', 'hot', 'all'] as ChartKind[]).map(
    (kind) => [`chart-${kind}`, () => chartArtSvg(kind)] as [string, () => string],
  ),
]);
const generatedKeys = new Map(
  [...generated.keys()].map((name) => [
    createHash('sha256').update(`generated:${GENERATED_VERSION}:${name}`).digest('hex').slice(0, 16),
    name,
  ]),
);
const keyOfGenerated = (name: string) => [...generatedKeys].find(([, n]) => n === name)![0];

export const DEFAULT_COVER_KEY = keyOfGenerated('default');
export const chartCoverKey = (kind: ChartKind) => keyOfGenerated(`chart-${kind}`);

export function coverUrl(key: string | null): string {
  return `${COVER_URL_PREFIX}${key ?? DEFAULT_COVER_KEY}.webp`;
}

/**
 * The size to serve for NetEase's `param` ("300y300", "300x300", "300"): the smallest prepared size
 * that is at least as large; the master when absent or unreadable.
 */
export function coverSizeFor(param: string | undefined): number {
  if (!param) return MASTER_SIZE;
  const match = /^(\d{1,5})(?:[xyXY](\d{1,5}))?$/.exec(param.trim());
  if (!match) return MASTER_SIZE;
  const wanted = Math.max(Number(match[1]), Number(match[2] ?? 0));
  return COVER_SIZES.find((size) => size >= wanted) ?? MASTER_SIZE;
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/** Writes through a temporary name so that a reader never sees half a file. */
async function writeAtomically(file: string, render: (temporary: string) => Promise<unknown>) {
  const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await render(temporary);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export class CoverCache {
  /** Keys of image files already stored, by path, size and time: a rescan reads each cover once. */
  private readonly fileKeys = new Map<string, string>();

  constructor(readonly dir: string) {}

  /** Stores an image (bytes of any format sharp reads) and returns its key. */
  async storeImage(image: Uint8Array): Promise<string> {
    const key = coverKeyOf(image);
    await this.store(key, image);
    return key;
  }

  /** Stores an image file and returns its key. */
  async storeFile(file: string): Promise<string> {
    const info = await stat(file);
    const memo = `${file}:${info.size}:${info.mtimeMs}`;
    const known = this.fileKeys.get(memo);
    if (known && (await this.has(known))) return known;
    const key = await this.storeImage(await readFile(file));
    if (this.fileKeys.size > 10_000) this.fileKeys.clear();
    this.fileKeys.set(memo, key);
    return key;
  }

  masterFile(key: string): string {
    return path.join(this.dir, `${key}.webp`);
  }

  private sizedFile(key: string, size: number): string {
    return size >= MASTER_SIZE ? this.masterFile(key) : path.join(this.dir, `${key}-${size}.webp`);
  }

  has(key: string): Promise<boolean> {
    return exists(this.masterFile(key));
  }

  /** Makes the master from any image sharp reads: centred square crop, at most 800 px, WebP. */
  async store(key: string, image: Uint8Array): Promise<void> {
    if (await this.has(key)) return;
    await mkdir(this.dir, { recursive: true });
    const sharp = await loadSharp();
    const meta = await sharp(image).metadata();
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.height;
    const side = Math.min(MASTER_SIZE, width || MASTER_SIZE, height || MASTER_SIZE);
    await writeAtomically(this.masterFile(key), (temporary) =>
      sharp(image)
        .rotate()
        .resize(side, side, { fit: 'cover', position: 'centre' })
        .webp({ quality: 82 })
        .toFile(temporary),
    );
  }

  /** Draws a generated cover into the cache; false when `key` is not one of ours. */
  async storeGenerated(key: string): Promise<boolean> {
    const name = generatedKeys.get(key);
    const draw = name ? generated.get(name) : undefined;
    if (!draw) return false;
    await this.store(key, Buffer.from(draw()));
    return true;
  }

  /** The file to send for `key` at `size`, made from the master when missing; undefined without a master. */
  async file(key: string, size: number): Promise<string | undefined> {
    const master = this.masterFile(key);
    if (!(await exists(master))) return undefined;
    const target = this.sizedFile(key, size);
    if (target === master || (await exists(target))) return target;
    const sharp = await loadSharp();
    const { width = MASTER_SIZE } = await sharp(master).metadata();
    if (size >= width) return master;
    await writeAtomically(target, (temporary) =>
      sharp(master).resize(size, size, { fit: 'cover' }).webp({ quality: 80 }).toFile(temporary),
    );
    return target;
  }
}
