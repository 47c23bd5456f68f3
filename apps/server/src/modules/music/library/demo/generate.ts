import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { albumArtSvg } from '../cover-art';
import { audioTypeOf } from '../library-files';
import { formatLrc, type LyricLine } from '../lrc';
import { tagMp3 } from './id3';
import { encodeMp3All, MP3_KBPS } from './mp3';
import { DEMO_ALBUMS, type DemoAlbum, type DemoSong } from './songs';
import { renderSong } from './synth';
import { loadSharp } from '../../../../lib/sharp';
import { SERVER_ROOT } from '../../../../config';

/**
 * Writes the demo library into the music folder: each album a folder of MP3s (ID3-tagged, cover in
 * the folder or embedded), each song with a time-synchronised .lrc and, where it has one, a
 * .trans.lrc translation. Nothing is downloaded; the same files come out every time.
 */

/** Left in the music folder once the demo has been written, so deleting the demo songs is final. */
export const DEMO_MARKER = '.demo-generated';

export interface DemoFile {
  path: string;
  title: string;
  durationMs: number;
  bytes: number;
}

async function writeAtomically(file: string, data: Uint8Array | string): Promise<void> {
  const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

/** True when the folder holds no audio at any depth (hidden entries aside). */
export async function holdsNoMusic(dir: string): Promise<boolean> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return true;
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    if (entry.isFile() && audioTypeOf(entry.name)) return false;
    if (entry.isDirectory() && !(await holdsNoMusic(path.join(dir, entry.name)))) return false;
  }
  return true;
}

/** A fresh install: no music and no sign that the demo was written before. */
export async function wantsDemoLibrary(musicDir: string): Promise<boolean> {
  const marked = await stat(path.join(musicDir, DEMO_MARKER)).then(
    () => true,
    () => false,
  );
  return !marked && (await holdsNoMusic(musicDir));
}

function lyricFile(album: DemoAlbum, song: DemoSong, lineTimes: number[], introMs: number): string {
  const header = [
    `[ti:${song.title}]`,
    `[ar:${album.artist}]`,
    `[al:${album.album}]`,
    '[by:拾光乐队 · 博客示例曲库]',
  ];
  // The title and credits share the introduction, before the first sung line.
  const intro = [`${song.title} - ${album.artist}`, ...song.credits];
  const step = Math.min(800, introMs / (intro.length + 1));
  const lines: LyricLine[] = [
    ...intro.map((text, i) => ({ time: Math.round(i * step), text })),
    ...song.lines.map((line, i) => ({ time: lineTimes[i]!, text: line.text })),
  ];
  return `${header.join('\n')}\n${formatLrc(lines)}\n`;
}

function translationFile(song: DemoSong, lineTimes: number[]): string | undefined {
  if (!song.lines.some((line) => line.translation)) return undefined;
  const lines = song.lines.map((line, i) => ({ time: lineTimes[i]!, text: line.translation ?? '' }));
  return `[ti:${song.title}]\n${formatLrc(lines)}\n`;
}

/**
 * Where generated libraries are kept, each under the hash of what makes it: a blog started again on a
 * fresh folder (a test, the browser tests' blogs, a benchmark) copies the files instead of
 * synthesising and encoding them again (about 5 s of both cores).
 */
const CACHE_DIR = path.join(SERVER_ROOT, '../../node_modules/.cache/blog-demo-songs');

/** The code the files come out of: this folder's, the cover art's, the lyric writer's and the random's. */
const SOURCES = [
  ...['generate.ts', 'id3.ts', 'mp3.ts', 'score.ts', 'songs.ts', 'synth.ts'].map(
    (file) => `modules/music/library/demo/${file}`,
  ),
  'modules/music/library/cover-art.ts',
  'modules/music/library/lrc.ts',
  'lib/seeded-random.ts',
].map((file) => path.join(SERVER_ROOT, 'src', file));

/**
 * Where a library of these albums is kept, under the hash of what its files are made from (the albums
 * and the code); null when the code cannot be read.
 */
export function demoLibraryCache(albums: DemoAlbum[]): string | null {
  const hash = createHash('sha256').update(JSON.stringify(albums));
  try {
    for (const file of SOURCES) hash.update(readFileSync(file));
  } catch {
    return null;
  }
  return path.join(CACHE_DIR, hash.digest('hex').slice(0, 24));
}

/**
 * Writes the demo library into the music folder (see `renderDemoLibrary`), from the cache when the same
 * albums were made by the same code before. The cache is a convenience: when it cannot be read or
 * written, the library is made here.
 */
export async function generateDemoLibrary(
  musicDir: string,
  albums: DemoAlbum[] = DEMO_ALBUMS,
): Promise<DemoFile[]> {
  const cached = demoLibraryCache(albums);
  if (!cached) return renderDemoLibrary(musicDir, albums);
  const listing = path.join(cached, '.demo-files.json');
  const files = await readFile(listing, 'utf8').then(
    (text) => JSON.parse(text) as DemoFile[],
    () => null,
  );
  if (files) {
    await mkdir(musicDir, { recursive: true });
    for (const album of albums) {
      await cp(path.join(cached, album.folder), path.join(musicDir, album.folder), { recursive: true });
    }
    await cp(path.join(cached, DEMO_MARKER), path.join(musicDir, DEMO_MARKER));
    return files;
  }
  const made = await renderDemoLibrary(musicDir, albums);
  // Kept for the next time: written aside, then put in place in one step (another process may be
  // writing the same).
  const aside = `${cached}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await mkdir(aside, { recursive: true });
    for (const album of albums) {
      await cp(path.join(musicDir, album.folder), path.join(aside, album.folder), { recursive: true });
    }
    await cp(path.join(musicDir, DEMO_MARKER), path.join(aside, DEMO_MARKER));
    await writeFile(path.join(aside, '.demo-files.json'), JSON.stringify(made));
    await rename(aside, cached);
  } catch {
    await rm(aside, { recursive: true, force: true });
  }
  return made;
}

/** Synthesises, encodes and writes the demo library into the music folder. */
async function renderDemoLibrary(musicDir: string, albums: DemoAlbum[]): Promise<DemoFile[]> {
  const rendered = albums.map((album) => album.songs.map((song) => renderSong(song)));
  const flat = rendered.flat();
  const encoded = await encodeMp3All(
    flat.map((r) => ({ samples: r.samples, sampleRate: r.sampleRate, kbps: MP3_KBPS })),
  );

  const files: DemoFile[] = [];
  let index = 0;
  for (const [a, album] of albums.entries()) {
    const folder = path.join(musicDir, album.folder);
    await mkdir(folder, { recursive: true });
    const cover = await (
      await loadSharp()
    )(Buffer.from(albumArtSvg(album.art)))
      .jpeg({ quality: 86 })
      .toBuffer();
    if (album.coverIn === 'folder') await writeAtomically(path.join(folder, 'cover.jpg'), cover);

    for (const [s, song] of album.songs.entries()) {
      const render = rendered[a]![s]!;
      const mp3 = tagMp3(encoded[index++]!, {
        title: song.title,
        artist: album.artist,
        album: album.album,
        albumArtist: album.artist,
        year: album.year,
        track: `${song.track}/${album.songs.length}`,
        genre: album.genre,
        subtitle: song.aliases[0],
        ...(album.coverIn === 'embedded' ? { picture: { mime: 'image/jpeg', data: cover } } : {}),
      });
      const base = path.join(folder, song.file);
      // Lyrics first: the watcher may see the MP3 the moment it lands.
      await writeAtomically(`${base}.lrc`, lyricFile(album, song, render.lineTimes, render.introMs));
      const translation = translationFile(song, render.lineTimes);
      if (translation) await writeAtomically(`${base}.trans.lrc`, translation);
      await writeAtomically(`${base}.mp3`, mp3);
      files.push({
        path: `${album.folder}/${song.file}.mp3`,
        title: song.title,
        durationMs: render.durationMs,
        bytes: mp3.length,
      });
    }
  }
  await writeFile(
    path.join(musicDir, DEMO_MARKER),
    '示例曲库已生成。删除示例歌曲后它们不会再次出现；删掉本文件且曲库为空时会重新生成。\n',
  );
  return files;
}
