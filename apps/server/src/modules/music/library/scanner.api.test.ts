import { existsSync, mkdirSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as repository from '../repository';
import { useTestContext } from '../../../test/context';
import { coverCacheDir } from './covers';
import { hashedId } from './ids';
import { coverImage, scan, writeSong } from './test-fixtures';

// Each test builds a database (a PostgreSQL schema in the second run) and real files: give a loaded CI room.
vi.setConfig({ testTimeout: 20_000, hookTimeout: 30_000 });

const t = useTestContext();
let music: string;
beforeEach(async () => {
  music = t.config.musicDir;
  mkdirSync(music, { recursive: true });
});

const song = (relative: string) =>
  t.db.kysely.selectFrom('songs').selectAll().where('path', '=', relative).executeTakeFirst();
const lyricsOf = (id: number) => repository.findLyrics(t.db.kysely, id);
const paths = async () =>
  (await t.db.kysely.selectFrom('songs').select('path').orderBy('path').execute()).map((row) => row.path);

describe('scanning tags', () => {
  it('reads title, artists, album, year, track, alias, duration and bitrate', async () => {
    writeSong(music, '华语/01 晴天.mp3', {
      seconds: 2,
      tags: {
        title: '晴天',
        artist: '周杰伦、费玉清',
        album: '叶惠美',
        albumArtist: '周杰伦',
        year: 2003,
        track: '3/11',
        subtitle: 'Sunny Day',
      },
    });
    const report = await scan(t);
    expect(report).toMatchObject({ files: 1, added: ['华语/01 晴天.mp3'], failed: [] });
    const row = (await song('华语/01 晴天.mp3'))!;
    expect(row).toMatchObject({
      id: hashedId('song', '华语/01 晴天.mp3'),
      title: '晴天',
      album: '叶惠美',
      album_artist: '周杰伦',
      year: 2003,
      track_no: 3,
      folder: '华语',
      dir: '华语',
      file_type: 'mp3',
      mime: 'audio/mpeg',
      bitrate: 64_000,
    });
    expect(JSON.parse(row.artists)).toEqual(['周杰伦', '费玉清']);
    expect(JSON.parse(row.aliases)).toEqual(['Sunny Day']);
    expect(row.duration_ms).toBeGreaterThan(1900);
    expect(row.duration_ms).toBeLessThan(2200);
    expect(row.search_text).toContain('sunny day');
  });

  it('falls back to the file name when a file has no tags', async () => {
    writeSong(music, '纯音乐/陈奕迅 - 十年.mp3');
    writeSong(music, '02. Untitled.mp3');
    await scan(t);
    expect(await song('纯音乐/陈奕迅 - 十年.mp3')).toMatchObject({ title: '十年', artists: '["陈奕迅"]' });
    expect(await song('02. Untitled.mp3')).toMatchObject({ title: 'Untitled', artists: '[]', folder: '' });
  });

  it('keeps ids across rescans and a rebuilt database', async () => {
    writeSong(music, 'a/一.mp3', { tags: { title: '一' } });
    await scan(t);
    const before = (await song('a/一.mp3'))!.id;
    await t.db.kysely.deleteFrom('songs').execute();
    await scan(t);
    expect((await song('a/一.mp3'))!.id).toBe(before);
  });
});

describe('scanning covers', () => {
  it('prefers cover.* in the folder, then the embedded picture, then a parent folder', async () => {
    const red = await coverImage('#ff0000');
    const blue = await coverImage('#0000ff', 'png');
    const green = await coverImage('#00ff00');
    mkdirSync(path.join(music, 'A'), { recursive: true });
    writeFileSync(path.join(music, 'A', 'cover.jpg'), red);
    writeSong(music, 'A/with-folder-cover.mp3', {
      tags: { title: 'x', picture: { mime: 'image/png', data: blue } },
    });
    writeSong(music, 'B/embedded.mp3', { tags: { title: 'y', picture: { mime: 'image/png', data: blue } } });
    writeFileSync(path.join(music, 'A', 'folder.jpg'), green);
    writeSong(music, 'A/Disc 2/nested.mp3', { tags: { title: 'z' } });
    writeSong(music, 'C/none.mp3', { tags: { title: 'w' } });
    await scan(t);

    const withFolder = (await song('A/with-folder-cover.mp3'))!;
    const embedded = (await song('B/embedded.mp3'))!;
    const nested = (await song('A/Disc 2/nested.mp3'))!;
    expect(withFolder.cover_path).toBe('A/cover.jpg');
    expect(embedded.cover_path).toBe('B/embedded.mp3');
    expect(nested.cover_key).toBe(withFolder.cover_key);
    expect(embedded.cover_key).not.toBe(withFolder.cover_key);
    expect((await song('C/none.mp3'))!.cover_key).toBeNull();
    // The resized WebP masters are in the cache.
    for (const key of [withFolder.cover_key, embedded.cover_key]) {
      expect(existsSync(path.join(coverCacheDir(t.config.dataDir), `${key}.webp`))).toBe(true);
    }
  });

  it('gives each folder a playlist whose cover is the folder cover, else its first song’s', async () => {
    writeFileSync(path.join(music, 'cover.jpg'), await coverImage('#123456'));
    mkdirSync(path.join(music, '民谣'), { recursive: true });
    writeFileSync(path.join(music, '民谣', 'Cover.PNG'), await coverImage('#ff00ff', 'png'));
    writeSong(music, '民谣/a.mp3');
    writeSong(music, '摇滚/b.mp3', {
      tags: { picture: { mime: 'image/jpeg', data: await coverImage('#00ffff') } },
    });
    writeSong(music, 'loose.mp3');
    await scan(t);
    const playlists = await t.db.kysely.selectFrom('playlists').selectAll().orderBy('folder').execute();
    expect(playlists.map((p) => [p.folder, p.name, p.track_count, p.cover_path])).toEqual([
      ['摇滚', '摇滚', 1, '摇滚/b.mp3'],
      ['民谣', '民谣', 1, '民谣/Cover.PNG'],
    ]);
    expect(playlists[0]!.id).toBe(hashedId('playlist', '摇滚'));
  });
});

describe('scanning lyrics', () => {
  it('normalises a sidecar .lrc and reads the .trans.lrc translation', async () => {
    writeSong(music, '送别.mp3', {
      lrc: '\uFEFF[ti:送别]\r\n[00:05][00:30.5]长亭外\r\n[00:10.123]古道边\r\n',
      trans: '[00:05.00]Outside the pavilion\n[00:10.12]Beside the old road',
    });
    await scan(t);
    const row = (await song('送别.mp3'))!;
    expect(row.has_lyric).toBe(1);
    expect(await lyricsOf(row.id)).toEqual({
      lyric: '[00:05.00]长亭外\n[00:10.12]古道边\n[00:30.50]长亭外',
      tlyric: '[00:05.00]Outside the pavilion\n[00:10.12]Beside the old road',
    });
  });

  it('reads GBK-encoded lyric files', async () => {
    writeSong(music, 'gbk.mp3');
    // "[00:01.00]长亭外" with the Chinese in GBK
    writeFileSync(
      path.join(music, 'gbk.lrc'),
      Buffer.concat([Buffer.from('[00:01.00]'), Buffer.from([0xb3, 0xa4, 0xcd, 0xa4, 0xcd, 0xe2])]),
    );
    await scan(t);
    expect((await lyricsOf((await song('gbk.mp3'))!.id))?.lyric).toBe('[00:01.00]长亭外');
  });

  it('uses embedded lyrics when there is no sidecar, [tr] lines as the translation', async () => {
    writeSong(music, 'embedded.mp3', {
      tags: { title: 'e', lyrics: '[00:01.00]Freude\n[00:01.00][tr]欢乐\n[00:02.00]Tochter' },
    });
    writeSong(music, 'nothing.mp3', { tags: { title: 'n' } });
    await scan(t);
    const row = (await song('embedded.mp3'))!;
    expect(await lyricsOf(row.id)).toEqual({
      lyric: '[00:01.00]Freude\n[00:02.00]Tochter',
      tlyric: '[00:01.00]欢乐',
    });
    const none = (await song('nothing.mp3'))!;
    expect(none.has_lyric).toBe(0);
    expect(await lyricsOf(none.id)).toBeUndefined();
  });
});

describe('incremental rescans', () => {
  it('skips unchanged files and rereads changed ones (the file, its lyrics or its folder cover)', async () => {
    writeSong(music, 'A/1.mp3', { tags: { title: '一' }, mtime: 1_700_000_000 });
    writeSong(music, 'A/2.mp3', { tags: { title: '二' }, lrc: '[00:01.00]旧', mtime: 1_700_000_000 });
    expect((await scan(t)).added).toHaveLength(2);

    const again = await scan(t);
    expect(again).toMatchObject({ files: 2, added: [], updated: [], removed: [], unchanged: 2 });

    writeSong(music, 'A/1.mp3', { tags: { title: '一（新）' }, mtime: 1_700_000_100 });
    writeFileSync(path.join(music, 'A', '2.lrc'), '[00:01.00]新的歌词');
    const changed = await scan(t);
    expect(changed).toMatchObject({ updated: ['A/1.mp3', 'A/2.mp3'], unchanged: 0 });
    expect((await song('A/1.mp3'))!.title).toBe('一（新）');
    expect((await lyricsOf((await song('A/2.mp3'))!.id))?.lyric).toBe('[00:01.00]新的歌词');

    writeFileSync(path.join(music, 'A', 'cover.jpg'), await coverImage('#abcdef'));
    expect((await scan(t)).updated).toEqual(['A/1.mp3', 'A/2.mp3']);
    expect((await song('A/1.mp3'))!.cover_path).toBe('A/cover.jpg');
  });

  it('drops deleted files, their playlist when the folder empties, and their plays', async () => {
    writeSong(music, 'A/1.mp3');
    writeSong(music, 'B/2.mp3');
    await scan(t);
    const id = (await song('B/2.mp3'))!.id;
    await repository.recordPlay(t.db.kysely, id, new Date().toISOString());
    rmSync(path.join(music, 'B'), { recursive: true });
    const report = await scan(t);
    expect(report.removed).toEqual(['B/2.mp3']);
    expect(await paths()).toEqual(['A/1.mp3']);
    expect(
      (await t.db.kysely.selectFrom('playlists').select('folder').execute()).map((p) => p.folder),
    ).toEqual(['A']);
    expect(await t.db.kysely.selectFrom('plays').selectAll().execute()).toEqual([]);
  });

  it('keeps the plays and first-seen date of a renamed or moved file; its id follows the new path', async () => {
    writeSong(music, 'A/old name.mp3', { tags: { title: '歌' } });
    writeSong(music, 'A/other.mp3', { tags: { title: '别的' } });
    await scan(t, {});
    const old = (await song('A/old name.mp3'))!;
    const at = new Date().toISOString();
    await repository.recordPlay(t.db.kysely, old.id, at);
    await repository.recordPlay(t.db.kysely, old.id, at);
    mkdirSync(path.join(music, 'B'));
    renameSync(path.join(music, 'A', 'old name.mp3'), path.join(music, 'B', 'new name.mp3'));

    const report = await scan(t);
    expect(report.renamed).toEqual([{ from: 'A/old name.mp3', to: 'B/new name.mp3' }]);
    expect(report.added).toEqual([]);
    expect(report.removed).toEqual([]);
    const moved = (await song('B/new name.mp3'))!;
    expect(moved.id).toBe(hashedId('song', 'B/new name.mp3'));
    expect(moved).toMatchObject({ play_count: 2, added_at: old.added_at, title: '歌' });
    const plays = await t.db.kysely.selectFrom('plays').select('song_id').execute();
    expect(plays.map((p) => p.song_id)).toEqual([moved.id, moved.id]);
    expect(await song('A/old name.mp3')).toBeUndefined();
  });
});

describe('unreadable files', () => {
  it('are reported and skipped; the rest of the library is scanned', async () => {
    writeSong(music, 'good.mp3', { tags: { title: '好的' } });
    writeFileSync(path.join(music, 'broken.mp3'), Buffer.from('this is not audio at all'.repeat(50)));
    writeFileSync(path.join(music, 'empty.flac'), Buffer.alloc(0));
    writeFileSync(
      path.join(music, 'random.ogg'),
      Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)),
    );
    const report = await scan(t);
    expect(report.added).toEqual(['good.mp3']);
    expect(report.failed.map((f) => f.path)).toEqual(['broken.mp3', 'random.ogg']);
    for (const failure of report.failed) expect(failure.message).toBeTruthy();
    expect(await paths()).toEqual(['good.mp3']);
  });

  it('removes a song whose file becomes unreadable, and reports it without rereading it', async () => {
    writeSong(music, 'song.mp3', { mtime: 1_700_000_000 });
    await scan(t);
    writeFileSync(path.join(music, 'song.mp3'), Buffer.from('garbage'.repeat(100)));
    utimesSync(path.join(music, 'song.mp3'), 1_700_000_500, 1_700_000_500);
    const failures = new Map<string, { signature: string; message: string }>();
    const report = await scan(t, { failures });
    expect(report.failed.map((f) => f.path)).toEqual(['song.mp3']);
    expect(await paths()).toEqual([]);
    expect(failures.has('song.mp3')).toBe(true);
    const again = await scan(t, { failures });
    expect(again.failed.map((f) => f.path)).toEqual(['song.mp3']);
  });

  it('ignores hidden files and folders, and files that are not music', async () => {
    writeSong(music, '.hidden/secret.mp3');
    writeSong(music, '.sneaky.mp3');
    writeFileSync(path.join(music, 'notes.txt'), 'hello');
    writeSong(music, 'visible.mp3');
    expect((await scan(t)).added).toEqual(['visible.mp3']);
  });
});

describe('a missing music folder', () => {
  it('stops the scan instead of emptying the library (a drive not mounted yet)', async () => {
    writeSong(music, 'A/1.mp3');
    await scan(t);
    rmSync(music, { recursive: true });
    await expect(scan(t)).rejects.toThrow(/曲库文件夹不存在/);
    expect(await paths()).toEqual(['A/1.mp3']);
  });
});

describe('progress', () => {
  it('reports how many files need reading, then each one read', async () => {
    for (let i = 0; i < 5; i++) writeSong(music, `A/${i}.mp3`);
    const seen: string[] = [];
    await scan(t, { onProgress: (p) => seen.push(`${p.phase} ${p.done}/${p.total}`) });
    expect(seen).toEqual([
      'listing 0/5',
      'reading 1/5',
      'reading 2/5',
      'reading 3/5',
      'reading 4/5',
      'reading 5/5',
    ]);
  });
});
