import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeIco, largestIcoImage, looksLikeIco } from './ico';

const png = (size: number, colour: string) =>
  sharp({ create: { width: size, height: size, channels: 4, background: colour } })
    .png()
    .toBuffer();

/** A BMP icon image: BITMAPINFOHEADER, bottom-up rows of BGR(A), then the AND mask. */
function bitmapIco(
  size: number,
  bits: 24 | 32,
  pixel: (x: number, y: number) => [number, number, number, number],
) {
  const rowBytes = Math.ceil((size * bits) / 32) * 4;
  const maskRowBytes = Math.ceil(size / 32) * 4;
  const image = Buffer.alloc(40 + rowBytes * size + maskRowBytes * size);
  image.writeUInt32LE(40, 0);
  image.writeInt32LE(size, 4);
  image.writeInt32LE(size * 2, 8);
  image.writeUInt16LE(1, 12);
  image.writeUInt16LE(bits, 14);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel(x, y);
      const at = 40 + rowBytes * (size - 1 - y) + x * (bits / 8);
      image[at] = b;
      image[at + 1] = g;
      image[at + 2] = r;
      if (bits === 32) image[at + 3] = a;
      else if (a === 0) {
        const mask = 40 + rowBytes * size + maskRowBytes * (size - 1 - y) + (x >> 3);
        image[mask] = (image[mask] ?? 0) | (0x80 >> (x & 7));
      }
    }
  }
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, image]);
}

describe('encodeIco', () => {
  it('writes a directory of PNG images that reads back, the largest first', async () => {
    const ico = encodeIco([
      { size: 16, png: await png(16, '#ff0000') },
      { size: 48, png: await png(48, '#00ff00') },
    ]);
    expect(looksLikeIco(ico)).toBe(true);
    expect(ico.readUInt16LE(4)).toBe(2);
    expect([ico.readUInt8(6), ico.readUInt8(22)]).toEqual([16, 48]);
    const largest = largestIcoImage(ico);
    expect(largest?.kind).toBe('png');
    const { width, channels } = await sharp(largest?.data).metadata();
    expect([width, channels]).toEqual([48, 4]);
    const [r, g] = await sharp(largest?.data).raw().toBuffer();
    expect([r, g]).toEqual([0, 255]);
  });
});

describe('largestIcoImage', () => {
  it('reads a 32-bit bitmap icon top-down with its alpha', () => {
    const ico = bitmapIco(4, 32, (x, y) => (y === 0 ? [255, 0, 0, 255] : [0, 0, 255, x === 0 ? 0 : 128]));
    const image = largestIcoImage(ico);
    expect(image).toMatchObject({ kind: 'raw', width: 4, height: 4 });
    if (image?.kind !== 'raw') throw new Error('not raw');
    expect([...image.data.subarray(0, 4)]).toEqual([255, 0, 0, 255]);
    expect([...image.data.subarray(16, 20)]).toEqual([0, 0, 255, 0]);
    expect([...image.data.subarray(20, 24)]).toEqual([0, 0, 255, 128]);
  });

  it('reads a 24-bit bitmap icon, transparent where its AND mask says', () => {
    const ico = bitmapIco(8, 24, (x) => (x < 4 ? [0, 255, 0, 255] : [0, 0, 0, 0]));
    const image = largestIcoImage(ico);
    if (image?.kind !== 'raw') throw new Error('not raw');
    expect([...image.data.subarray(0, 4)]).toEqual([0, 255, 0, 255]);
    expect(image.data[4 * 4 + 3]).toBe(0);
  });

  it('finds nothing in what is no icon, or holds none it can read', () => {
    expect(largestIcoImage(Buffer.from('not an icon at all, just text'))).toBeNull();
    const compressed = bitmapIco(4, 32, () => [0, 0, 0, 255]);
    compressed.writeUInt32LE(1, 22 + 16); // BI_RLE8
    expect(largestIcoImage(compressed)).toBeNull();
  });
});
