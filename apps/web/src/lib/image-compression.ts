/** docs/spec.md §5: images over 800 KB are compressed before upload. */
export interface CompressionOptions {
  /** Files at or below this size are uploaded as they are; also the size the loop aims for. */
  targetBytes: number;
  startQuality: number;
  step: number;
  maxRetries: number;
  /** Quality never goes below this (docs/spec.md: "not below about 0.2"). */
  minQuality: number;
}

export const COMPRESSION: Readonly<CompressionOptions> = {
  targetBytes: 800 * 1024,
  startQuality: 1,
  step: 0.2,
  maxRetries: 3,
  minQuality: 0.2,
};

/** Encodes the (already decoded) image at a quality from 0 to 1. */
export type ImageEncoder = (quality: number) => Promise<Blob>;

/** GIFs would lose their animation and SVGs are not raster images, so only these are re-encoded. */
const COMPRESSIBLE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/bmp']);
const OUTPUT_TYPE = 'image/jpeg';

/** Two decimals: 1 - 0.2 - 0.2 - 0.2 is 0.40000000000000013 in floating point. */
const roundQuality = (quality: number) => Math.round(quality * 100) / 100;

function validate(options: CompressionOptions): void {
  const { startQuality, step, maxRetries, minQuality, targetBytes } = options;
  if (!(startQuality > 0 && startQuality <= 1)) throw new RangeError('startQuality must be in (0, 1]');
  if (!(minQuality > 0 && minQuality <= startQuality))
    throw new RangeError('minQuality must be in (0, startQuality]');
  if (!(step > 0)) throw new RangeError('step must be positive');
  if (!Number.isInteger(maxRetries) || maxRetries < 0)
    throw new RangeError('maxRetries must be an integer ≥ 0');
  if (!(targetBytes > 0)) throw new RangeError('targetBytes must be positive');
}

/**
 * The quality for the next attempt after `attempt` retries (0 before the first retry) at `quality`,
 * or null when the retries are used up or the next step would fall below the minimum.
 */
export function nextQuality(
  quality: number,
  attempt: number,
  options: CompressionOptions = COMPRESSION,
): number | null {
  if (attempt >= options.maxRetries) return null;
  const next = roundQuality(quality - options.step);
  return next < options.minQuality ? null : next;
}

/** Every quality the loop may try, in order: with the defaults 1, 0.8, 0.6, 0.4. */
export function planCompression(overrides: Partial<CompressionOptions> = {}): number[] {
  const options = { ...COMPRESSION, ...overrides };
  validate(options);
  const plan = [roundQuality(options.startQuality)];
  for (let attempt = 0; ; attempt++) {
    const next = nextQuality(plan[plan.length - 1] ?? options.startQuality, attempt, options);
    if (next === null) return plan;
    plan.push(next);
  }
}

function replaceExtension(name: string, type: string): string {
  const extension = type === 'image/jpeg' ? 'jpg' : (type.split('/')[1] ?? 'img');
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.${extension}`;
}

/** Draws the file once onto a canvas; each call of the returned encoder re-encodes that canvas. */
async function createCanvasEncoder(file: File): Promise<ImageEncoder> {
  const bitmap = await createImageBitmap(file);
  const { width, height } = bitmap;
  // JPEG has no alpha: paint white first so transparent PNG areas do not turn black.
  const draw = (context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D) => {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0);
    bitmap.close();
  };
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('2D canvas is not available');
    draw(context);
    return (quality) => canvas.convertToBlob({ type: OUTPUT_TYPE, quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('2D canvas is not available');
  draw(context);
  return (quality) =>
    new Promise<Blob>((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('canvas.toBlob produced nothing'))),
        OUTPUT_TYPE,
        quality,
      );
    });
}

/**
 * Shrinks an image above 800 KB for upload (docs/spec.md §5): encodes at quality 1, then lowers it by 0.2
 * while the result is still over the target, at most 3 times. Returns the smallest result, or the
 * original file when it is small enough already, is not a compressible type, cannot be decoded,
 * or would not get smaller. `encode` replaces the canvas encoder (tests, workers).
 */
export async function compressImage(
  file: File,
  encode?: ImageEncoder,
  overrides: Partial<CompressionOptions> = {},
): Promise<File> {
  const options = { ...COMPRESSION, ...overrides };
  if (file.size <= options.targetBytes || !COMPRESSIBLE_TYPES.has(file.type)) return file;
  try {
    const encoder = encode ?? (await createCanvasEncoder(file));
    let best: Blob | undefined;
    for (const quality of planCompression(options)) {
      const blob = await encoder(quality);
      if (!best || blob.size < best.size) best = blob;
      if (blob.size <= options.targetBytes) break;
    }
    if (!best || best.size >= file.size) return file;
    const type = best.type || OUTPUT_TYPE;
    return new File([best], replaceExtension(file.name, type), { type, lastModified: file.lastModified });
  } catch (error) {
    // The server validates and re-encodes anyway; uploading the original beats failing here.
    console.warn('[image-compression] could not compress, uploading the original', error);
    return file;
  }
}
