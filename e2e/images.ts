import sharp from 'sharp';

/** Pictures for the upload tests, made by the same image library the server uses. */

/** A PNG of one colour. */
export const solidPng = ([r, g, b]: readonly [number, number, number], size = 24): Promise<Buffer> =>
  sharp({ create: { width: size, height: size, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** A PNG of random noise: it hardly compresses, so it stays far above the size of a plain picture. */
export const noisePng = (width: number, height: number): Promise<Buffer> =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 64 },
    },
  })
    .png()
    .toBuffer();
