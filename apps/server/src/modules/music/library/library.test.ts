import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseFile } from 'music-metadata';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createConsoleUsers } from '../../../test/admin-fixtures';
import { createTestContext, type TestContext } from '../../../test/context';
import { DEMO_MARKER, wantsDemoLibrary } from './demo/generate';
import { DEMO_ALBUMS } from './demo/songs';
import { renderSong } from './demo/synth';
import { idleScanStatus, MusicLibrary, type LibraryLog } from './library';
import { parseLrc } from './lrc';
import { coverImage, holdFolderCovers, writeSong } from './test-fixtures';
import { watchLibrary } from './watcher';

const quiet: LibraryLog = { info: () => {}, warn: () => {}, error: () => {} };

/** How long a condition may take to come true: within the tests' own timeout. */
const patiently = { timeout: 10_000, interval: 20 };

/**
 * Resolves when a watcher of the test's own on `dir`, quiet for `debounceMs` after the last change,
 * reacts: by then a watcher with a shorter quiet time has reacted to the same changes, if at all.
 */
function settled(dir: string, debounceMs: number): Promise<void> {
  return new Promise((resolve) => {
    const probe = watchLibrary(
      dir,
      () => {
        probe.close();
        resolve();
      },
      { debounceMs },
    );
  });
}

describe('a fresh install', { timeout: 30_000 }, () => {
  let t: TestContext;
  let info: MockInstance;

  beforeAll(async () => {
    t = await createTestContext({ demoContent: true });
    info = vi.spyOn(t.app.log, 'info');
    // What main.ts does once the server listens.
    await t.app.music!.start();
  }, 120_000);
  afterAll(async () => {
    await t.dispose();
  });

  it('gets the demo library: MP3s with tags, lyrics, a translation and covers, in two folders', async () => {
    const music = t.config.musicDir;
    expect(info.mock.calls.some(([message]) => String(message).startsWith('示例曲库已生成：6 首'))).toBe(
      true,
    );
    expect(existsSync(path.join(music, DEMO_MARKER))).toBe(true);
    expect(existsSync(path.join(music, '中国民歌', 'cover.jpg'))).toBe(true);
    for (const album of DEMO_ALBUMS) {
      for (const song of album.songs) {
        const base = path.join(music, album.folder, song.file);
        const { common, format } = await parseFile(`${base}.mp3`);
        expect(common).toMatchObject({
          title: song.title,
          artist: '拾光乐队',
          album: album.album,
          year: 2024,
        });
        expect(format).toMatchObject({ sampleRate: 22_050, numberOfChannels: 1, bitrate: 96_000 });
        expect(format.duration).toBeGreaterThanOrEqual(20);
        expect(format.duration).toBeLessThanOrEqual(40);
        expect(Boolean(common.picture?.length)).toBe(album.coverIn === 'embedded');

        // The lyric lines start exactly when the synthesiser starts each phrase.
        const lrc = parseLrc(readFileSync(`${base}.lrc`, 'utf8'));
        const { lineTimes } = renderSong(song);
        const sung = lrc.lines.slice(-song.lines.length);
        expect(sung.map((line) => line.text)).toEqual(song.lines.map((line) => line.text));
        sung.forEach((line, i) => expect(Math.abs(line.time - lineTimes[i]!)).toBeLessThanOrEqual(10));
        expect(lrc.lines[0]!.text).toBe(`${song.title} - 拾光乐队`);
        expect(lrc.lines.slice(0, -song.lines.length).every((line) => line.time < lineTimes[0]!)).toBe(true);
        expect(existsSync(`${base}.trans.lrc`)).toBe(song.lines.some((line) => line.translation));
      }
    }
  });

  it('is scanned: charts, two category playlists, covers, lyrics and translations answer', async () => {
    const toplist = (await t.app.inject('/wapi/toplist/detail')).json();
    expect(toplist.list.map((p: { name: string }) => p.name)).toEqual([
      '飙升榜',
      '新歌榜',
      '热歌榜',
      '全部歌曲',
      '世界名曲',
      '中国民歌',
    ]);
    expect(toplist.list[3].trackCount).toBe(6);
    for (const entry of toplist.list) {
      expect((await t.app.inject(entry.coverImgUrl)).statusCode, entry.name).toBe(200);
    }
    const search = (await t.app.inject(`/wapi/search?keywords=${encodeURIComponent('欢乐')}`)).json();
    const ode = search.result.songs[0];
    expect(ode).toMatchObject({ name: '欢乐颂', alias: ['Ode to Joy'], artists: [{ name: '拾光乐队' }] });
    const lyric = (await t.app.inject(`/wapi/lyric?id=${ode.id}`)).json();
    expect(lyric.lrc.lyric).toMatch(/^\[00:00\.00\]欢乐颂 - 拾光乐队\n/);
    expect(lyric.lrc.lyric).toContain(']Freude, schöner Götterfunken,');
    expect(lyric.tlyric.lyric).toContain(']欢乐啊，美丽的神明之火，');
    const audio = await t.app.inject({ url: `/media/music/${ode.id}`, headers: { range: 'bytes=0-1' } });
    expect(audio.statusCode).toBe(206);
  });

  it('shows its first scan to the console, which did not start it', async () => {
    const { admin } = await createConsoleUsers(t);
    const status = (await t.app.inject({ url: '/api/admin/music/scan', headers: admin })).json().result;
    expect(status).toMatchObject({
      running: false,
      phase: 'done',
      done: 6,
      total: 6,
      report: { files: 6, added: 6, updated: 0, removed: 0, failed: [] },
    });
    expect(status.startedAt <= status.finishedAt).toBe(true);
  });

  it('is written only once: a library whose demo songs were deleted stays empty', async () => {
    expect(await wantsDemoLibrary(t.config.musicDir)).toBe(false);
    const emptied = path.join(t.config.dataDir, 'emptied');
    mkdirSync(emptied);
    writeFileSync(path.join(emptied, DEMO_MARKER), '');
    expect(await wantsDemoLibrary(emptied)).toBe(false);
    expect(await wantsDemoLibrary(path.join(t.config.dataDir, 'never-made'))).toBe(true);
  });
});

describe('the library of a running server', { timeout: 30_000 }, () => {
  it('is built with the app but scans nothing until started, and stops with the app', async () => {
    const t = await createTestContext({ demoContent: true });
    const library = t.app.music!;
    expect(library).toBeInstanceOf(MusicLibrary);
    expect(library.status()).toEqual(idleScanStatus());
    expect(existsSync(t.config.musicDir)).toBe(false);
    await t.dispose();
    // Closed, it scans no more.
    expect(await library.rescan()).toMatchObject({ files: 0 });
    expect(library.status()).toEqual(idleScanStatus());
  });

  it('is none with music from an upstream server', async () => {
    const t = await createTestContext({ musicUpstream: 'http://127.0.0.1:9' });
    expect(t.app.music).toBeUndefined();
    await t.dispose();
  });

  it('writes no demo songs when DEMO_CONTENT is off', async () => {
    const t = await createTestContext({ demoContent: false });
    await t.app.music!.start();
    expect(readdirSync(t.config.musicDir)).toEqual([]);
    await t.dispose();
  });

  it('rescans when files are added, changed or removed, and shows those scans too', async () => {
    const t = await createTestContext();
    const library = new MusicLibrary(t, quiet, { watch: { debounceMs: 100 } });
    await library.start();
    const titles = async () =>
      (await t.db.kysely.selectFrom('songs').select('title').orderBy('title').execute()).map(
        (row) => row.title,
      );

    writeSong(t.config.musicDir, '新专辑/一.mp3', { tags: { title: '一' } });
    await vi.waitFor(async () => expect(await titles()).toContain('一'), patiently);
    writeSong(t.config.musicDir, '新专辑/二.mp3', { tags: { title: '二' } });
    await vi.waitFor(async () => expect(await titles()).toHaveLength(2), patiently);
    rmSync(path.join(t.config.musicDir, '新专辑', '一.mp3'));
    await vi.waitFor(async () => expect(await titles()).toEqual(['二']), patiently);
    await vi.waitFor(
      () => expect(library.status()).toMatchObject({ running: false, phase: 'done', report: { files: 1 } }),
      patiently,
    );

    await library.stop();
    const stopped = library.status();
    const quieter = settled(t.config.musicDir, 300);
    writeSong(t.config.musicDir, '新专辑/三.mp3', { tags: { title: '三' } });
    await quieter;
    expect(library.status()).toEqual(stopped);
    expect(await titles()).toEqual(['二']);
    await t.dispose();
  });

  it('settles overlapping rescans into one more scan', async () => {
    const t = await createTestContext();
    const library = t.app.music!;
    writeSong(t.config.musicDir, 'a.mp3');
    const reports = await Promise.all([library.rescan(), library.rescan(), library.rescan()]);
    expect(reports[0]).toBe(reports[2]);
    const count = await t.db.kysely.selectFrom('songs').select('id').execute();
    expect(count).toHaveLength(1);
    await t.dispose();
  });

  it('joins the scan in progress when asked to scan; news of a change during it makes one more', async () => {
    const t = await createTestContext();
    const library = t.app.music!;
    writeSong(t.config.musicDir, '民歌/茉莉花.mp3', { tags: { title: '茉莉花' } });
    writeFileSync(path.join(t.config.musicDir, '民歌', 'cover.jpg'), await coverImage('#c33'));
    const covers = holdFolderCovers(library);

    const first = library.rescan();
    expect(library.scan()).toBe(first);
    expect(library.status()).toMatchObject({ running: true, phase: 'listing', finishedAt: null });
    covers.release();
    expect((await first).added).toEqual(['民歌/茉莉花.mp3']);
    expect(covers.scans()).toBe(1);

    const second = library.rescan();
    const third = library.rescan();
    expect(third).toBe(second);
    await second;
    expect(covers.scans()).toBe(3);
    expect(library.status()).toMatchObject({ running: false, phase: 'done', report: { files: 1, added: 0 } });
    await t.dispose();
  });

  it('reports a failed scan as failed, keeping the last report', async () => {
    const t = await createTestContext();
    const errors: string[] = [];
    const library = new MusicLibrary(t, { ...quiet, error: (message) => errors.push(message) });
    writeSong(t.config.musicDir, 'a.mp3');
    await library.rescan();
    const { report } = library.status();
    // A drive not mounted, say: the scan fails and the library keeps its songs.
    rmSync(t.config.musicDir, { recursive: true });
    expect(await library.rescan()).toMatchObject({ files: 0 });
    expect(library.status()).toMatchObject({ running: false, phase: 'failed', report });
    expect(report).toMatchObject({ files: 1, added: 1 });
    expect(errors).toEqual(['扫描曲库失败']);
    await library.stop();
    await t.dispose();
  });
});

describe('watchLibrary', { timeout: 30_000 }, () => {
  it('debounces a burst of changes into one call', async () => {
    const t = await createTestContext();
    mkdirSync(t.config.musicDir, { recursive: true });
    let calls = 0;
    const watcher = watchLibrary(t.config.musicDir, () => calls++, { debounceMs: 150 });
    expect(watcher.mode).toBe('watch');
    const quieter = settled(t.config.musicDir, 450);
    for (let i = 0; i < 5; i++) writeFileSync(path.join(t.config.musicDir, `${i}.mp3`), 'x');
    writeFileSync(path.join(t.config.musicDir, 'ignored.txt'), 'x');
    await quieter;
    expect(calls).toBe(1);
    watcher.close();
    await t.dispose();
  });

  it('falls back to polling', async () => {
    const t = await createTestContext();
    let calls = 0;
    const watcher = watchLibrary(path.join(t.config.dataDir, 'does-not-exist'), () => calls++, {
      pollMs: 50,
    });
    expect(watcher.mode).toBe('poll');
    await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(2), patiently);
    watcher.close();
    await t.dispose();
  });
});
