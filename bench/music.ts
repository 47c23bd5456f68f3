import autocannon from 'autocannon';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { loadConfig } from '../apps/server/src/config';
import { connectDatabase } from '../apps/server/src/db/connect';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { albumArtSvg } from '../apps/server/src/modules/music/library/cover-art';
import { CoverCache, coverCacheDir } from '../apps/server/src/modules/music/library/covers';
import { tagMp3 } from '../apps/server/src/modules/music/library/demo/id3';
import { encodeMp3 } from '../apps/server/src/modules/music/library/demo/mp3';
import { DEMO_ALBUMS } from '../apps/server/src/modules/music/library/demo/songs';
import { renderSong } from '../apps/server/src/modules/music/library/demo/synth';
import { hashedId } from '../apps/server/src/modules/music/library/ids';
import { scanLibrary } from '../apps/server/src/modules/music/library/scanner';
import { startServer } from '../scripts/server-process';

/**
 * The music library's benchmark: scanning 1,000 tracks (cold into an empty database, then warm with
 * nothing changed, then with 10 files touched), and the latency of the music endpoints on the real
 * server — above all a Range request's first byte (docs/design.md §10: ≤ 10 ms p99). Called by bench/run.ts;
 * `node --import tsx bench/music.ts` runs it alone.
 */

const TRACKS = Number(process.env.BENCH_MUSIC_TRACKS ?? 1000);
const FOLDERS = 50;
const EXCERPT_SECONDS = 12;

export interface MusicBenchOptions {
  durationSeconds?: number;
  connections?: number;
}

/**
 * 1,000 real MP3s made from one encoded excerpt of a demo song, each with its own tags; a cover
 * embedded in the first track of each folder (50 distinct covers) and an .lrc beside every other track.
 */
async function buildLibrary(musicDir: string): Promise<string[]> {
  const song = DEMO_ALBUMS[0]!.songs[1]!;
  const rendered = renderSong(song);
  const audio = encodeMp3(
    rendered.samples.subarray(0, EXCERPT_SECONDS * rendered.sampleRate),
    rendered.sampleRate,
  );
  const paths: string[] = [];
  const perFolder = Math.ceil(TRACKS / FOLDERS);
  for (let f = 0; f < FOLDERS; f++) {
    const folder = `分类${String(f + 1).padStart(2, '0')}`;
    mkdirSync(path.join(musicDir, folder), { recursive: true });
    const cover = await sharp(Buffer.from(albumArtSvg(f % 2 ? 'night' : 'mountains')))
      .modulate({ hue: f * 7 })
      .jpeg({ quality: 80 })
      .toBuffer();
    for (let i = 0; i < perFolder && paths.length < TRACKS; i++) {
      const n = paths.length + 1;
      const relative = `${folder}/${String(i + 1).padStart(2, '0')} 曲目${n}.mp3`;
      const file = path.join(musicDir, relative);
      writeFileSync(
        file,
        tagMp3(audio, {
          title: `曲目 ${n}`,
          artist: `歌手${(n % 97) + 1}`,
          album: `专辑 ${folder}`,
          year: 2000 + (n % 25),
          track: String(i + 1),
          subtitle: `Track ${n}`,
          ...(i === 0 ? { picture: { mime: 'image/jpeg', data: cover } } : {}),
        }),
      );
      if (n % 2 === 0) {
        writeFileSync(
          file.replace(/\.mp3$/, '.lrc'),
          `[00:00.00]曲目 ${n}\n[00:02.00]第一行\n[00:05.50]第二行\n`,
        );
      }
      paths.push(relative);
    }
  }
  return paths;
}

async function scanTimes(dataDir: string, musicDir: string, paths: string[]) {
  const config = loadConfig({ DATA_DIR: dataDir, MUSIC_DIR: musicDir, DATABASE_URL: '' });
  const db = connectDatabase(config.database);
  await migrateToLatest(db);
  const deps = { db, musicDir, covers: new CoverCache(coverCacheDir(dataDir)) };
  try {
    const cold = await scanLibrary(deps);
    const warm = await scanLibrary(deps);
    const future = Date.now() / 1000 + 60;
    for (const relative of paths.slice(0, 10)) utimesSync(path.join(musicDir, relative), future, future);
    const touched = await scanLibrary(deps);
    if (cold.added.length !== paths.length || cold.failed.length) {
      throw new Error(
        `cold scan read ${cold.added.length} of ${paths.length} (${cold.failed.length} failed)`,
      );
    }
    return { cold, warm, touched };
  } finally {
    await db.close();
  }
}

/** Ready once the library's 全部歌曲 chart holds every generated track. */
const scannedAll = (tracks: number) => async (baseUrl: string) => {
  const toplist = (await (await fetch(`${baseUrl}/wapi/toplist/detail`)).json()) as {
    list: { trackCount: number }[];
  };
  return toplist.list[3]?.trackCount === tracks;
};

export async function runMusicBench(options: MusicBenchOptions = {}) {
  const duration = options.durationSeconds ?? Number(process.env.BENCH_DURATION ?? 5);
  const connections = options.connections ?? 10;
  const work = mkdtempSync(path.join(os.tmpdir(), 'blog-bench-music-'));
  const musicDir = path.join(work, 'music');
  const dataDir = path.join(work, 'data');
  mkdirSync(dataDir, { recursive: true });
  try {
    const built = Date.now();
    const paths = await buildLibrary(musicDir);
    console.log(
      `\nmusic library: ${paths.length} MP3s in ${FOLDERS} folders, built in ${((Date.now() - built) / 1000).toFixed(1)} s`,
    );
    const { cold, warm, touched } = await scanTimes(dataDir, musicDir, paths);
    const scanRows = [
      {
        scan: `cold (${cold.files} new tracks)`,
        ms: cold.durationMs,
        'ms/track': +(cold.durationMs / cold.files).toFixed(2),
      },
      {
        scan: 'warm (nothing changed)',
        ms: warm.durationMs,
        'ms/track': +(warm.durationMs / warm.files).toFixed(3),
      },
      {
        scan: `warm (${touched.updated.length} touched)`,
        ms: touched.durationMs,
        'ms/track': +(touched.durationMs / touched.files).toFixed(3),
      },
    ];
    console.table(scanRows);

    // The real server on the scanned database, its library folder as MUSIC_DIR.
    const server = await startServer({
      dataDir,
      env: { MUSIC_DIR: musicDir, DEMO_CONTENT: '0', ADMIN_PASSWORD: 'bench-password' },
      ready: scannedAll(paths.length),
    });
    const baseUrl = server.baseUrl;
    try {
      const id = hashedId('song', paths[Math.floor(paths.length / 2)]!);
      const targets: {
        name: string;
        path: string;
        headers?: Record<string, string>;
        connections?: number;
      }[] = [
        {
          name: 'audio Range, 1 KB in the middle, 1 listener',
          path: `/media/music/${id}`,
          headers: { range: 'bytes=60000-61023' },
          connections: 1,
        },
        {
          name: 'audio Range, 1 KB in the middle',
          path: `/media/music/${id}`,
          headers: { range: 'bytes=60000-61023' },
        },
        { name: 'audio Range, first 64 KB', path: `/media/music/${id}`, headers: { range: 'bytes=0-65535' } },
        { name: 'audio Range, suffix 1 KB', path: `/media/music/${id}`, headers: { range: 'bytes=-1024' } },
        { name: 'toplist/detail', path: '/wapi/toplist/detail' },
        { name: 'playlist/detail (全部歌曲, 30 songs)', path: '/wapi/playlist/detail?id=4' },
        { name: 'search 2 chars', path: `/wapi/search?keywords=${encodeURIComponent('曲目')}&limit=20` },
        { name: 'lyric', path: `/wapi/lyric?id=${hashedId('song', paths[1]!)}` },
      ];
      const rows = [];
      for (const target of targets) {
        const result = await autocannon({
          url: baseUrl + target.path,
          headers: target.headers ?? {},
          connections: target.connections ?? connections,
          duration,
        });
        rows.push({
          endpoint: target.name,
          connections: target.connections ?? connections,
          'req/s': Math.round(result.requests.average),
          p50_ms: result.latency.p50,
          p99_ms: result.latency.p99,
          errors: result.errors + result.non2xx,
        });
      }
      console.log(`music endpoints on the real server, autocannon × ${duration} s each`);
      console.table(rows);
      return {
        tracks: paths.length,
        scan: { coldMs: cold.durationMs, warmMs: warm.durationMs, touchedMs: touched.durationMs },
        connections,
        durationSeconds: duration,
        endpoints: rows,
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.filename === process.argv[1]) {
  await runMusicBench();
}
