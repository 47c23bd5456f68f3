/*
 * The Windows icon format (.ico), as far as favicons need it: a directory of images, each a PNG or a
 * bottom-up BMP without its file header. Written with PNG images (every browser reads those); read
 * for the largest image an uploaded icon holds, as PNG bytes or raw RGBA for sharp.
 */

const HEADER = 6;
const ENTRY = 16;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One image of an icon file, as sharp takes it. */
export type IcoImage =
  { kind: 'png'; data: Buffer } | { kind: 'raw'; data: Buffer; width: number; height: number };

/** An icon file's signature: reserved 0, type 1 (icon), at least one image. */
export const looksLikeIco = (data: Buffer): boolean =>
  data.length >= HEADER + ENTRY &&
  data.readUInt16LE(0) === 0 &&
  data.readUInt16LE(2) === 1 &&
  data.readUInt16LE(4) > 0;

/** An icon file holding the given square PNGs (width and height 256 are written as 0, as the format says). */
export function encodeIco(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(HEADER);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = HEADER + ENTRY * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(ENTRY);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

/**
 * The largest image of an icon file, or null when there is none this reader understands: PNG
 * images, and BMP images of 32 bits (with alpha) or 24 bits (with the AND mask for transparency).
 */
export function largestIcoImage(data: Buffer): IcoImage | null {
  if (!looksLikeIco(data)) return null;
  const count = data.readUInt16LE(4);
  if (data.length < HEADER + ENTRY * count) return null;
  const entries = Array.from({ length: count }, (_, index) => {
    const at = HEADER + ENTRY * index;
    return {
      size: (data.readUInt8(at) || 256) * (data.readUInt8(at + 1) || 256),
      length: data.readUInt32LE(at + 8),
      offset: data.readUInt32LE(at + 12),
    };
  })
    .filter((entry) => entry.length > 0 && entry.offset + entry.length <= data.length)
    .sort((a, b) => b.size - a.size);
  for (const entry of entries) {
    const image = data.subarray(entry.offset, entry.offset + entry.length);
    if (image.subarray(0, 8).equals(PNG_SIGNATURE)) return { kind: 'png', data: Buffer.from(image) };
    const bitmap = decodeBitmap(image);
    if (bitmap) return bitmap;
  }
  return null;
}

/** A BMP image of an icon (BITMAPINFOHEADER, twice the height: colours, then the AND mask) as RGBA. */
function decodeBitmap(image: Buffer): IcoImage | null {
  if (image.length < 40 || image.readUInt32LE(0) < 40) return null;
  const headerSize = image.readUInt32LE(0);
  const width = image.readInt32LE(4);
  const height = image.readInt32LE(8) / 2;
  const bits = image.readUInt16LE(14);
  const compression = image.readUInt32LE(16);
  if (width <= 0 || width > 256 || height <= 0 || height > 256 || compression !== 0) return null;
  if (bits !== 32 && bits !== 24) return null;
  const rowBytes = Math.ceil((width * bits) / 32) * 4;
  const maskRowBytes = Math.ceil(width / 32) * 4;
  const maskStart = headerSize + rowBytes * height;
  if (image.length < maskStart + (bits === 24 ? maskRowBytes * height : 0)) return null;
  const rgba = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    // Rows are stored bottom-up.
    const row = headerSize + rowBytes * (height - 1 - y);
    const maskRow = maskStart + maskRowBytes * (height - 1 - y);
    for (let x = 0; x < width; x++) {
      const from = row + x * (bits / 8);
      const to = (y * width + x) * 4;
      rgba[to] = image[from + 2] ?? 0;
      rgba[to + 1] = image[from + 1] ?? 0;
      rgba[to + 2] = image[from] ?? 0;
      const masked = (((image[maskRow + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1) === 1;
      rgba[to + 3] = bits === 32 ? (image[from + 3] ?? 0) : masked ? 0 : 255;
    }
  }
  return { kind: 'raw', data: rgba, width, height };
}
