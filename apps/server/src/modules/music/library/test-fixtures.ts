import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { AppContext } from '../../../context';
import { CoverCache, coverCacheDir } from './covers';
import { tagMp3, type Id3Tags } from './demo/id3';
import { encodeMp3 } from './demo/mp3';
import type { MusicLibrary } from './library';
import { scanLibrary, type ScanOptions } from './scanner';

/** Builders for tests of the music library: real (short) MP3 files, cover images, scans. */

const SAMPLE_RATE = 22_050;
const tones = new Map<number, Uint8Array>();

/** A real MP3 of a soft tone, `seconds` long (encoded once per length, then re-tagged). */
export function toneMp3(seconds = 1, tags?: Partial<Id3Tags>): Uint8Array {
  let audio = tones.get(seconds);
  if (!audio) {
    const samples = new Int16Array(Math.round(seconds * SAMPLE_RATE));
    for (let i = 0; i < samples.length; i++)
      samples[i] = Math.round(6000 * Math.sin((2 * Math.PI * 440 * i) / SAMPLE_RATE));
    audio = encodeMp3(samples, SAMPLE_RATE, 64);
    tones.set(seconds, audio);
  }
  if (!tags) return audio;
  return tagMp3(audio, { title: '', artist: '', album: '', ...tags });
}

export interface SongFixture {
  tags?: Partial<Id3Tags>;
  seconds?: number;
  lrc?: string;
  trans?: string;
  /** Modification time to give the file (seconds since the epoch). */
  mtime?: number;
}

/** Writes `relative` (an .mp3 path inside the music folder) with its sidecar lyrics. */
export function writeSong(musicDir: string, relative: string, fixture: SongFixture = {}): string {
  const file = path.join(musicDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, toneMp3(fixture.seconds ?? 1, fixture.tags ?? {}));
  const base = file.slice(0, -path.extname(file).length);
  if (fixture.lrc !== undefined) writeFileSync(`${base}.lrc`, fixture.lrc);
  if (fixture.trans !== undefined) writeFileSync(`${base}.trans.lrc`, fixture.trans);
  if (fixture.mtime !== undefined) utimesSync(file, fixture.mtime, fixture.mtime);
  return file;
}

/** A small solid-colour image (JPEG or PNG). */
export function coverImage(color: string, format: 'jpeg' | 'png' = 'jpeg', size = 64): Promise<Buffer> {
  const image = sharp({ create: { width: size, height: size, channels: 3, background: color } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

export function scan(ctx: AppContext, options: ScanOptions = {}) {
  return scanLibrary(
    { db: ctx.db, musicDir: ctx.config.musicDir, covers: new CoverCache(coverCacheDir(ctx.config.dataDir)) },
    options,
  );
}

/**
 * Holds a library's scans where they first read a folder's cover, until `release()`: a scan stays in
 * progress, part-way through reading, for as long as a test needs. Each scan reads the cover of each
 * top folder once (its playlist's), so `scans()` counts the scans of a library with one such folder.
 */
export function holdFolderCovers(library: MusicLibrary): { release: () => void; scans: () => number } {
  const storeFile = library.covers.storeFile.bind(library.covers);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let scans = 0;
  library.covers.storeFile = async (file) => {
    scans++;
    await held;
    return storeFile(file);
  };
  return { release: () => release(), scans: () => scans };
}
