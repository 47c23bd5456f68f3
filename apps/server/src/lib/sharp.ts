import pLimit from 'p-limit';
import type Sharp from 'sharp';

let loaded: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips), loaded on first use: it adds about 20 MB to the process, and a blog at rest
 * resizes no images. Every module that needs it goes through here.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import('sharp').then((module) => {
    // One libvips thread per image: image work must leave the CPUs to everything else.
    module.default.concurrency(1);
    return module.default;
  });
  return loaded;
}

/**
 * Image work, one job at a time, in order. sharp and password hashing share libuv's four threads:
 * four uploads of a heavy GIF at once took all of them, and an unrelated login waited 8.6 s. With
 * this queue at most one thread decodes images; the others stay free for logins and files.
 */
export const imageQueue = pLimit(1);

/** The pixels an image decodes to, every frame of an animation counted. */
export function decodedPixels(metadata: {
  width?: number;
  height?: number;
  pageHeight?: number;
  pages?: number;
}) {
  const frameHeight = metadata.pageHeight ?? metadata.height ?? 0;
  return (metadata.width ?? 0) * frameHeight * Math.max(1, metadata.pages ?? 1);
}
