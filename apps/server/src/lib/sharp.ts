import type Sharp from 'sharp';

let loaded: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips), loaded on first use: it adds about 20 MB to the process, and a blog at rest
 * resizes no images. Every module that needs it goes through here.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import('sharp').then((module) => module.default);
  return loaded;
}
