import path from 'node:path';
import { UPLOADS_URL } from '../media';
import { loadSharp } from '../sharp';
import type { ImageSize } from './parser';

/** Sizes read so far, by file: uploads never change under their name (random or content-hash names). */
const known = new Map<string, ImageSize>();
const MAX_KNOWN = 5000;

/** The file behind an uploads URL, or undefined for any other address or one that leaves the folder. */
export function uploadedFile(src: string, uploadsDir: string): string | undefined {
  const prefix = `${UPLOADS_URL}/`;
  if (!src.startsWith(prefix)) return undefined;
  let relative: string;
  try {
    relative = decodeURIComponent(src.slice(prefix.length).replace(/[?#].*$/, ''));
  } catch {
    return undefined;
  }
  const root = path.resolve(uploadsDir);
  const file = path.resolve(root, relative);
  return file.startsWith(root + path.sep) ? file : undefined;
}

async function readSize(file: string): Promise<ImageSize | undefined> {
  const cached = known.get(file);
  if (cached) return cached;
  try {
    const sharp = await loadSharp();
    const metadata = await sharp(file).metadata();
    const { width, height } = metadata.autoOrient;
    if (!width || !height) return undefined;
    const size = { width, height };
    if (known.size >= MAX_KNOWN) known.delete(known.keys().next().value!);
    known.set(file, size);
    return size;
  } catch {
    // Missing or not a picture: the image is shown without a reserved size.
    return undefined;
  }
}

/**
 * The width and height of the site's own uploaded pictures among `sources` (other addresses are
 * left out), so the page can reserve their room before they load.
 */
export async function uploadedImageSizes(
  sources: readonly string[],
  uploadsDir: string,
): Promise<Map<string, ImageSize>> {
  const sizes = new Map<string, ImageSize>();
  await Promise.all(
    [...new Set(sources)].map(async (src) => {
      const file = uploadedFile(src, uploadsDir);
      const size = file && (await readSize(file));
      if (size) sizes.set(src, size);
    }),
  );
  return sizes;
}
