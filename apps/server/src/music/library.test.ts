import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseFile } from 'music-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { DEMO_MARKER, wantsDemoLibrary } from './demo/generate';
import { DEMO_ALBUMS } from './demo/songs';
import { renderSong } from './demo/synth';
import { MusicLibrary, type LibraryLog } from './library';
import { parseLrc } from './lrc';
import { writeSong } from './test-fixtures';
import { watchLibrary } from './watcher';

const quiet: LibraryLog = { info: () => {}, warn: () => {}, error: () => {} };

async function until<T>(probe: () => Promise<T | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a fresh install', { timeout: 30_000 }, () => {
  let t: TestContext;
  let library: MusicLibrary;
  const messages: string[] = [];

  beforeAll(async () => {
    t = await createTestContext({ demoContent: true });
    library = new MusicLibrary(t, { ...quiet, info: (m) => messages.push(m) }, { watch: false });
    await library.start();
  }, 120_000);
  afterAll(async () => {
    await library.stop();
    await t.dispose();
  });

  it('gets the demo library: MP3s with tags, lyrics, a translation and covers, in two folders', async () => {
    const music = t.config.musicDir;
    expect(messages.some((m) => m.startsWith('示例曲库已生成：6 首'))).toBe(true);
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
  it('writes no demo songs when DEMO_CONTENT is off', async () => {
    const t = await createTestContext({ demoContent: false });
    const library = new MusicLibrary(t, quiet, { watch: false });
    await library.start();
    expect(readdirSync(t.config.musicDir)).toEqual([]);
    await library.stop();
    await t.dispose();
  });

  it('rescans when files are added, changed or removed', async () => {
    const t = await createTestContext();
    const library = new MusicLibrary(t, quiet, { watch: { debounceMs: 100 } });
    await library.start();
    const titles = async () =>
      (await t.db.kysely.selectFrom('songs').select('title').orderBy('title').execute()).map(
        (row) => row.title,
      );

    writeSong(t.config.musicDir, '新专辑/一.mp3', { tags: { title: '一' } });
    await until(async () => (await titles()).includes('一'));
    writeSong(t.config.musicDir, '新专辑/二.mp3', { tags: { title: '二' } });
    await until(async () => (await titles()).length === 2);
    rmSync(path.join(t.config.musicDir, '新专辑', '一.mp3'));
    await until(async () => (await titles()).join() === '二');

    await library.stop();
    writeSong(t.config.musicDir, '新专辑/三.mp3', { tags: { title: '三' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await titles()).toEqual(['二']);
    await t.dispose();
  });

  it('settles overlapping rescans into one more scan', async () => {
    const t = await createTestContext();
    const library = new MusicLibrary(t, quiet, { watch: false });
    await library.start();
    writeSong(t.config.musicDir, 'a.mp3');
    const reports = await Promise.all([library.rescan(), library.rescan(), library.rescan()]);
    expect(reports[0]).toBe(reports[2]);
    const count = await t.db.kysely.selectFrom('songs').select('id').execute();
    expect(count).toHaveLength(1);
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
    for (let i = 0; i < 5; i++) writeFileSync(path.join(t.config.musicDir, `${i}.mp3`), 'x');
    writeFileSync(path.join(t.config.musicDir, 'ignored.txt'), 'x');
    await until(async () => calls > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
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
    await until(async () => calls >= 2);
    watcher.close();
    await t.dispose();
  });
});
