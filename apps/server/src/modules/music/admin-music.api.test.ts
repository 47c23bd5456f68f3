import type { AdminScanStatus } from '@blog/contract';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { idleScanStatus } from './library/library';
import { coverImage, holdFolderCovers, scan, toneMp3, writeSong } from './library/test-fixtures';
import { createConsoleUsers, useConsoleContext } from '../../test/admin-fixtures';
import { createTestContext } from '../../test/context';

const { t, users, call } = useConsoleContext();

/** A multipart body of files: [field, file name, content]. */
function multipart(files: [string, string, Buffer | Uint8Array][], headers = users.admin) {
  const boundary = '----admintest' + Math.random().toString(16).slice(2);
  const parts = files.flatMap(([field, name, data]) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(data),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** How long a scan may take to finish: within the tests' own timeout. */
const patiently = { timeout: 5000, interval: 20 };

const scanStatus = async (): Promise<AdminScanStatus> =>
  (await call('GET', '/api/admin/music/scan')).json().result;

/** Polls the scan's status as the console does until `expectation` holds; every status seen goes to `seen`. */
const pollScan = (expectation: (status: AdminScanStatus) => void, seen: AdminScanStatus[] = []) =>
  vi.waitFor(async () => {
    const status = await scanStatus();
    seen.push(status);
    expectation(status);
    return status;
  }, patiently);

const waitForScan = () => pollScan((status) => expect(status.running).toBe(false));

describe('admin music', () => {
  it('rescans on request and reports progress and the result', async () => {
    expect(await scanStatus()).toEqual(idleScanStatus());
    writeSong(t.config.musicDir, '民歌/茉莉花.mp3', { tags: { title: '茉莉花', artist: '佚名' } });
    writeSong(t.config.musicDir, '民歌/送别.mp3', { tags: { title: '送别', artist: '李叔同' } });
    const started = await call('POST', '/api/admin/music/scan');
    expect(started.statusCode).toBe(200);
    expect(started.json().result.running).toBe(true);
    const done = await waitForScan();
    expect(done).toMatchObject({
      phase: 'done',
      done: 2,
      total: 2,
      report: { files: 2, added: 2, failed: [] },
    });
    expect(done.finishedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const songs = (await call('GET', '/api/admin/music/songs?keyword=李叔同')).json().result;
    expect(songs).toMatchObject({ total: 1, list: [{ title: '送别', artists: ['李叔同'] }] });
    const playlists = (await call('GET', '/api/admin/music/playlists')).json().result;
    expect(playlists.list).toEqual([expect.objectContaining({ name: '民歌', track_count: 2 })]);
  });

  it("joins the library's own scan in progress: one scan, whose progress the console follows to the end", async () => {
    writeSong(t.config.musicDir, '民歌/茉莉花.mp3', { tags: { title: '茉莉花', artist: '佚名' } });
    writeFileSync(path.join(t.config.musicDir, '民歌', 'cover.jpg'), await coverImage('#c33'));
    writeSong(t.config.musicDir, '送别.mp3', { tags: { title: '送别', artist: '李叔同' } });
    const library = t.app.music!;
    const covers = holdFolderCovers(library);
    const seen = [await scanStatus()];

    // The server's first scan (main.ts starts it): 送别 is read, 茉莉花 waits for its folder's cover.
    const started = library.start();
    const reading = await pollScan(
      (status) => expect(status).toMatchObject({ phase: 'reading', done: 1 }),
      seen,
    );
    const joined = await call('POST', '/api/admin/music/scan');
    expect(joined.json()).toMatchObject({ message: '已开始扫描', result: reading });
    covers.release();
    const done = await pollScan((status) => expect(status.running).toBe(false), seen);
    await started;

    expect(covers.scans()).toBe(1);
    expect(done).toEqual({
      running: false,
      phase: 'done',
      done: 2,
      total: 2,
      startedAt: reading.startedAt,
      finishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      report: { files: 2, added: 2, updated: 0, removed: 0, failed: [] },
    });
    const phases = seen.map((status) => status.phase).filter((phase, i, all) => phase !== all[i - 1]);
    expect(phases.join()).toMatch(/^idle,(listing,)?reading,done$/);
    for (const status of seen) expect(status.running).toBe(['listing', 'reading'].includes(status.phase));
  });

  it('has no library to scan or upload to when the music comes from an upstream server', async () => {
    const upstream = await createTestContext({ musicUpstream: 'http://127.0.0.1:9' });
    try {
      const { admin: headers } = await createConsoleUsers(upstream);
      const status = await upstream.app.inject({ url: '/api/admin/music/scan', headers });
      expect(status.json().result).toEqual(idleScanStatus());
      const scanning = await upstream.app.inject({ method: 'POST', url: '/api/admin/music/scan', headers });
      expect(scanning.statusCode).toBe(409);
      expect(scanning.json().message).toContain('上游服务器');
      const body = multipart([['file', '欢乐颂.mp3', toneMp3(1)]], headers);
      const upload = await upstream.app.inject({
        method: 'POST',
        url: '/api/admin/music/songs/upload',
        ...body,
      });
      expect(upload.statusCode).toBe(409);
      const removal = await upstream.app.inject({
        method: 'DELETE',
        url: '/api/admin/music/songs/1',
        headers,
      });
      expect(removal.statusCode).toBe(409);
      expect(existsSync(upstream.config.musicDir)).toBe(false);
    } finally {
      await upstream.dispose();
    }
  });

  it('deletes a song with its lyrics, and the folder cover once no song is left in the folder', async () => {
    const dir = path.join(t.config.musicDir, '民歌');
    writeSong(t.config.musicDir, '民歌/茉莉花.mp3', { lrc: '[00:00.00]好一朵', trans: '[00:00.00]译' });
    writeSong(t.config.musicDir, '民歌/送别.mp3', { lrc: '[00:00.00]长亭外' });
    writeFileSync(path.join(dir, 'cover.jpg'), await coverImage('#336699'));
    await scan(t);
    const songs = (await call('GET', '/api/admin/music/songs')).json().result.list as {
      id: number;
      path: string;
    }[];
    const idOf = (songPath: string) => songs.find((song) => song.path === songPath)!.id;

    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/music/songs/${idOf('民歌/茉莉花.mp3')}`,
          headers: users.user,
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/admin/music/songs/${idOf('民歌/茉莉花.mp3')}`)).statusCode).toBe(200);
    for (const name of ['茉莉花.mp3', '茉莉花.lrc', '茉莉花.trans.lrc'])
      expect(existsSync(path.join(dir, name)), name).toBe(false);
    expect(existsSync(path.join(dir, '送别.lrc'))).toBe(true);
    expect(existsSync(path.join(dir, 'cover.jpg'))).toBe(true);
    const left = (await call('GET', '/api/admin/music/songs')).json().result;
    expect(left.list.map((song: { path: string }) => song.path)).toEqual(['民歌/送别.mp3']);
    const playlists = (await call('GET', '/api/admin/music/playlists')).json().result.list;
    expect(playlists).toMatchObject([{ folder: '民歌', track_count: 1 }]);

    expect((await call('DELETE', `/api/admin/music/songs/${idOf('民歌/送别.mp3')}`)).statusCode).toBe(200);
    expect(existsSync(dir)).toBe(false);
    expect((await call('GET', '/api/admin/music/playlists')).json().result.list).toEqual([]);
    expect((await call('DELETE', `/api/admin/music/songs/${idOf('民歌/送别.mp3')}`)).statusCode).toBe(404);
  });

  it("edits a song's title, artists and lyrics; the player's API follows", async () => {
    writeSong(t.config.musicDir, '小星星.mp3', { tags: { title: 'twinkle', artist: 'unknown' } });
    await scan(t);
    const [song] = (await call('GET', '/api/admin/music/songs')).json().result.list;
    const edited = await call('PUT', `/api/admin/music/songs/${song.id}`, {
      title: '小星星',
      artists: ['莫扎特'],
      lyric: '[00:01.00]一闪一闪亮晶晶',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().result).toMatchObject({ title: '小星星', artists: ['莫扎特'], has_lyric: 1 });
    const detail = await t.app.inject({ method: 'GET', url: `/wapi/song/detail?ids=${song.id}` });
    expect(detail.json().songs[0]).toMatchObject({ name: '小星星', ar: [{ name: '莫扎特' }] });
    const lyric = await t.app.inject({ method: 'GET', url: `/wapi/lyric?id=${song.id}` });
    expect(lyric.json().lrc.lyric).toContain('一闪一闪亮晶晶');
    const found = await t.app.inject({
      method: 'GET',
      url: `/wapi/search?keywords=${encodeURIComponent('莫扎特')}`,
    });
    expect(found.json().result.songCount).toBe(1);

    expect((await call('PUT', `/api/admin/music/songs/${song.id}`, { title: '' })).json().message).toContain(
      'title',
    );
    expect((await call('PUT', `/api/admin/music/songs/${song.id}`, { artists: [] })).statusCode).toBe(400);
    expect((await call('PUT', '/api/admin/music/songs/12345', { title: 'x' })).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/music/songs/12345')).statusCode).toBe(404);
  });

  it('takes an uploaded song with its .lrc into the 上传 folder and plays it at once', async () => {
    const mp3 = toneMp3(1, { title: '欢乐颂', artist: '贝多芬' });
    const body = multipart([
      ['file', '欢乐颂.mp3', mp3],
      ['lrc', '欢乐颂.lrc', Buffer.from('[00:00.50]欢乐女神圣洁美丽')],
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/music/songs/upload', ...body });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ path: '上传/欢乐颂.mp3', lyric: true });
    const file = path.join(t.config.musicDir, '上传', '欢乐颂.mp3');
    expect(readFileSync(file).equals(Buffer.from(mp3))).toBe(true);
    expect(existsSync(path.join(t.config.musicDir, '上传', '欢乐颂.lrc'))).toBe(true);
    // Scanned by the library, as the console shows.
    expect(await scanStatus()).toMatchObject({
      running: false,
      phase: 'done',
      report: { files: 1, added: 1 },
    });
    const songs = (await call('GET', '/api/admin/music/songs?keyword=欢乐颂')).json().result.list;
    expect(songs).toEqual([
      expect.objectContaining({ path: '上传/欢乐颂.mp3', title: '欢乐颂', has_lyric: 1 }),
    ]);
    const lyric = await t.app.inject({ method: 'GET', url: `/wapi/lyric?id=${songs[0].id}` });
    expect(lyric.json().lrc.lyric).toContain('欢乐女神');

    const again = await t.app.inject({ method: 'POST', url: '/api/admin/music/songs/upload', ...body });
    expect(again.statusCode).toBe(409);
  });

  it('refuses uploads that are not audio, paths that climb out, and missing files', async () => {
    const text = multipart([['file', 'notes.txt', Buffer.from('hello')]]);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/music/songs/upload', ...text });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('file');
    const climb = multipart([['file', '../../evil.mp3', toneMp3(1)]]);
    const climbed = await t.app.inject({ method: 'POST', url: '/api/admin/music/songs/upload', ...climb });
    expect(climbed.json().result.path).toBe('上传/evil.mp3');
    expect(existsSync(path.join(t.config.dataDir, 'evil.mp3'))).toBe(false);
    const noFile = multipart([['lrc', 'a.lrc', Buffer.from('[00:01.00]x')]]);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/music/songs/upload', ...noFile })).statusCode,
    ).toBe(400);
    const json = await call('POST', '/api/admin/music/songs/upload', { file: 'x' });
    expect(json.statusCode).toBe(400);
  });

  it('refuses a page named like a song, a name too long for the disk and a form cut short, keeping nothing', async () => {
    const upload = (body: ReturnType<typeof multipart>) =>
      t.app.inject({ method: 'POST', url: '/api/admin/music/songs/upload', ...body });
    const html = await upload(
      multipart([['file', '好听的歌.mp3', Buffer.from('<!doctype html><p>不是音乐</p>'.repeat(50))]]),
    );
    expect(html.statusCode).toBe(400);
    expect(html.json().message).toContain('不是有效的音频文件');
    const long = await upload(multipart([['file', `${'歌'.repeat(90)}.mp3`, toneMp3(1)]]));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('文件名太长了');
    const whole = multipart([['file', 'cut.mp3', toneMp3(1)]]);
    const cut = await upload({ ...whole, payload: whole.payload.subarray(0, whole.payload.length - 400) });
    expect(cut.statusCode).toBe(400);
    expect(existsSync(path.join(t.config.musicDir, '上传'))).toBe(false);
  });
});
