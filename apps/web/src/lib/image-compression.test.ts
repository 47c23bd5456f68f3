import { afterEach, describe, expect, it, vi } from 'vitest';

import { COMPRESSION, compressImage, nextQuality, planCompression } from './image-compression';

const KB = 1024;

function fileOfSize(bytes: number, name = 'photo.png', type = 'image/png'): File {
  return new File([new Uint8Array(bytes)], name, { type, lastModified: 1_700_000_000_000 });
}

/** A fake encoder whose output size is proportional to the quality, like a real JPEG encoder roughly is. */
function proportionalEncoder(bytesAtFullQuality: number) {
  return vi.fn((quality: number) =>
    Promise.resolve(
      new Blob([new Uint8Array(Math.round(bytesAtFullQuality * quality))], { type: 'image/jpeg' }),
    ),
  );
}

describe('nextQuality', () => {
  it('steps down by 0.2 without floating-point drift', () => {
    expect(nextQuality(1, 0)).toBe(0.8);
    expect(nextQuality(0.8, 1)).toBe(0.6);
    expect(nextQuality(0.6, 2)).toBe(0.4);
  });

  it('stops after three retries', () => {
    expect(nextQuality(0.4, 3)).toBeNull();
    expect(nextQuality(1, 3)).toBeNull();
  });

  it('never goes below the minimum quality', () => {
    expect(nextQuality(0.4, 0)).toBe(0.2);
    expect(nextQuality(0.3, 0)).toBeNull();
    expect(nextQuality(0.2, 0)).toBeNull();
  });
});

describe('planCompression', () => {
  it('tries 1, 0.8, 0.6 and 0.4 by default', () => {
    expect(planCompression()).toEqual([1, 0.8, 0.6, 0.4]);
  });

  it('is cut short by the minimum quality', () => {
    expect(planCompression({ maxRetries: 10 })).toEqual([1, 0.8, 0.6, 0.4, 0.2]);
    expect(planCompression({ startQuality: 0.5 })).toEqual([0.5, 0.3]);
  });

  it('tries only once without retries', () => {
    expect(planCompression({ maxRetries: 0 })).toEqual([1]);
  });

  it.each([
    { startQuality: 0 },
    { startQuality: 1.5 },
    { step: 0 },
    { step: -0.2 },
    { maxRetries: -1 },
    { maxRetries: 1.5 },
    { minQuality: 0 },
    { targetBytes: 0 },
  ])('rejects %o', (overrides) => {
    expect(() => planCompression(overrides)).toThrow(RangeError);
  });
});

describe('compressImage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('returns a file at or below 800 KB untouched, without encoding', async () => {
    const encode = proportionalEncoder(10);
    const file = fileOfSize(COMPRESSION.targetBytes);
    await expect(compressImage(file, encode)).resolves.toBe(file);
    expect(encode).not.toHaveBeenCalled();
  });

  it('stops at the first quality that meets the target', async () => {
    // 1000 KB at quality 1 → 800 KB at 0.8, which meets the target.
    const encode = proportionalEncoder(1000 * KB);
    const result = await compressImage(fileOfSize(1200 * KB), encode);
    expect(encode.mock.calls.map(([quality]) => quality)).toEqual([1, 0.8]);
    expect(result.size).toBe(800 * KB);
  });

  it('stops after quality 1 when that is small enough', async () => {
    const encode = proportionalEncoder(500 * KB);
    const result = await compressImage(fileOfSize(900 * KB), encode);
    expect(encode).toHaveBeenCalledOnce();
    expect(result.size).toBe(500 * KB);
  });

  it('gives up after three retries and keeps the smallest result', async () => {
    const encode = proportionalEncoder(5000 * KB);
    const result = await compressImage(fileOfSize(6000 * KB), encode);
    expect(encode.mock.calls.map(([quality]) => quality)).toEqual([1, 0.8, 0.6, 0.4]);
    expect(result.size).toBe(2000 * KB);
  });

  it('returns a JPEG file named after the original', async () => {
    const result = await compressImage(
      fileOfSize(1000 * KB, 'my.holiday.png'),
      proportionalEncoder(700 * KB),
    );
    expect(result).toBeInstanceOf(File);
    expect(result.name).toBe('my.holiday.jpg');
    expect(result.type).toBe('image/jpeg');
    expect(result.lastModified).toBe(1_700_000_000_000);
  });

  it('keeps the original when re-encoding would not make it smaller', async () => {
    const file = fileOfSize(900 * KB);
    const encode = vi.fn(() => Promise.resolve(new Blob([new Uint8Array(950 * KB)], { type: 'image/jpeg' })));
    await expect(compressImage(file, encode)).resolves.toBe(file);
  });

  it('leaves GIFs and SVGs alone', async () => {
    const encode = proportionalEncoder(10);
    const gif = fileOfSize(2000 * KB, 'anim.gif', 'image/gif');
    const svg = fileOfSize(2000 * KB, 'logo.svg', 'image/svg+xml');
    await expect(compressImage(gif, encode)).resolves.toBe(gif);
    await expect(compressImage(svg, encode)).resolves.toBe(svg);
    expect(encode).not.toHaveBeenCalled();
  });

  it('uploads the original when encoding fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const file = fileOfSize(1000 * KB, 'photo.jpg', 'image/jpeg');
    const encode = vi.fn(() => Promise.reject(new Error('decode failed')));
    await expect(compressImage(file, encode)).resolves.toBe(file);
    expect(console.warn).toHaveBeenCalled();
  });

  it('uploads the original when the browser cannot decode it (no canvas support here)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const file = fileOfSize(1000 * KB, 'photo.jpg', 'image/jpeg');
    // jsdom has no createImageBitmap, which is what a browser without canvas support looks like.
    await expect(compressImage(file)).resolves.toBe(file);
  });

  describe('default canvas encoder', () => {
    const bitmap = { width: 40, height: 30, close: vi.fn() };
    const calls: string[] = [];
    const fakeContext = {
      fillStyle: '',
      fillRect: vi.fn(() => calls.push(`fill ${fakeContext.fillStyle}`)),
      drawImage: vi.fn(() => calls.push('draw')),
    };
    const blobFor = (quality: number) =>
      new Blob([new Uint8Array(Math.round(2000 * KB * quality))], { type: 'image/jpeg' });

    afterEach(() => {
      vi.unstubAllGlobals();
      calls.length = 0;
      bitmap.close.mockClear();
    });

    it('draws once on an OffscreenCanvas over white and re-encodes it as JPEG', async () => {
      const convertToBlob = vi.fn(({ quality }: { type: string; quality: number }) =>
        Promise.resolve(blobFor(quality)),
      );
      vi.stubGlobal(
        'createImageBitmap',
        vi.fn(() => Promise.resolve(bitmap)),
      );
      vi.stubGlobal(
        'OffscreenCanvas',
        class {
          constructor(
            readonly width: number,
            readonly height: number,
          ) {
            calls.push(`canvas ${width}x${height}`);
          }
          getContext = () => fakeContext;
          convertToBlob = convertToBlob;
        },
      );
      const result = await compressImage(fileOfSize(3000 * KB));
      expect(calls).toEqual(['canvas 40x30', 'fill #fff', 'draw']);
      expect(bitmap.close).toHaveBeenCalledOnce();
      expect(convertToBlob.mock.calls.map(([args]) => args)).toEqual([
        { type: 'image/jpeg', quality: 1 },
        { type: 'image/jpeg', quality: 0.8 },
        { type: 'image/jpeg', quality: 0.6 },
        { type: 'image/jpeg', quality: 0.4 },
      ]);
      expect(result.size).toBe(800 * KB);
    });

    it('falls back to a <canvas> element without OffscreenCanvas', async () => {
      vi.stubGlobal(
        'createImageBitmap',
        vi.fn(() => Promise.resolve(bitmap)),
      );
      vi.stubGlobal('OffscreenCanvas', undefined);
      vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
        // jsdom has no 2D context; the fake covers the two calls the encoder makes.
        () => fakeContext as unknown as CanvasRenderingContext2D,
      );
      const toBlob = vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
        this: HTMLCanvasElement,
        callback,
        type,
        quality,
      ) {
        calls.push(`toBlob ${this.width}x${this.height} ${type} ${quality}`);
        callback(blobFor(Number(quality)));
      });
      const result = await compressImage(fileOfSize(1000 * KB));
      expect(toBlob).toHaveBeenCalledTimes(4);
      expect(calls).toEqual([
        'fill #fff',
        'draw',
        'toBlob 40x30 image/jpeg 1',
        'toBlob 40x30 image/jpeg 0.8',
        'toBlob 40x30 image/jpeg 0.6',
        'toBlob 40x30 image/jpeg 0.4',
      ]);
      expect(result.size).toBe(800 * KB);
    });
  });
});
