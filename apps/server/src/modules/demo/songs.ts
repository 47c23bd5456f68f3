import { stat } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_MARKER } from '../music/library/demo/generate';
import { DEMO_ALBUMS } from '../music/library/demo/songs';
import { fileFingerprint, type DemoRecord } from './record';

/** The library paths the demo music library writes its songs to. */
export const demoSongPaths = (): string[] =>
  DEMO_ALBUMS.flatMap((album) => album.songs.map((song) => `${album.folder}/${song.file}.mp3`));

const absoluteOf = (musicDir: string, libraryPath: string) => path.join(musicDir, ...libraryPath.split('/'));

/**
 * The demo songs of a library written before the record existed: the demo's file names in a folder
 * the demo was written to (its marker), not written after the marker (a file the owner put there
 * under a demo name is newer).
 */
export async function legacyDemoSongs(musicDir: string): Promise<DemoRecord[]> {
  const marker = await stat(path.join(musicDir, DEMO_MARKER)).catch(() => undefined);
  if (!marker) return [];
  const records: DemoRecord[] = [];
  for (const songPath of demoSongPaths()) {
    const file = absoluteOf(musicDir, songPath);
    const info = await stat(file).catch(() => undefined);
    if (!info || info.mtimeMs > marker.mtimeMs + 1000) continue;
    records.push({ kind: 'song', ref: songPath, fingerprint: await fileFingerprint(file) });
  }
  return records;
}

export type SongState = 'gone' | 'changed' | 'unchanged';

/** Whether a recorded demo song is still there as it was written. */
export async function songState(musicDir: string, record: DemoRecord): Promise<SongState> {
  const file = absoluteOf(musicDir, record.ref);
  const info = await stat(file).catch(() => undefined);
  if (!info) return 'gone';
  return (await fileFingerprint(file)) === record.fingerprint ? 'unchanged' : 'changed';
}
