import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { coverCacheDir, DEFAULT_COVER_KEY } from './library/covers';
import { hashedId } from './library/ids';
import { coverImage, scan, writeSong } from './library/test-fixtures';
import { createTestContext, useTestContext } from '../../test/context';

// Each test builds a database (a PostgreSQL schema in the second run) and real files: give a loaded CI room.
vi.setConfig({ testTimeout: 20_000, hookTimeout: 30_000 });

const t = useTestContext();
let file: string;
let bytes: Buffer;
let url: string;
const id = hashedId('song', '专辑/歌.mp3');

beforeEach(async () => {
  mkdirSync(t.config.musicDir, { recursive: true });
  file = writeSong(t.config.musicDir, '专辑/歌.mp3', {
    seconds: 3,
    tags: { title: '歌', picture: { mime: 'image/png', data: await coverImage('#3366ff', 'png', 900) } },
  });
  bytes = readFileSync(file);
  url = `/media/music/${id}`;
  await scan(t);
});

const request = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET', at = url) =>
  t.app.inject({ method, url: at, headers });

describe('GET /media/music/:id — ranges', () => {
  it('sends the whole file with its headers when no range is asked for', async () => {
    const res = await request({ 'accept-encoding': 'gzip, br' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'audio/mpeg',
      'accept-ranges': 'bytes',
      'content-length': String(bytes.length),
      'cache-control': 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
    });
    expect(res.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(res.headers['last-modified']).toBeDefined();
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it.each([
    ['the first bytes', 'bytes=0-99', 0, 99],
    ['the middle', 'bytes=1000-1999', 1000, 1999],
    ['a suffix', 'bytes=-500', -500, -1],
    ['an open end', 'bytes=100-', 100, -1],
    ['past the end (clipped)', 'bytes=200-99999999', 200, -1],
  ])('serves %s as 206', async (_name, range, from, to) => {
    const size = bytes.length;
    const start = from < 0 ? size + from : from;
    const end = to < 0 ? size + to : to;
    const res = await request({ range });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
    expect(res.headers['content-length']).toBe(String(end - start + 1));
    expect(res.rawPayload.equals(bytes.subarray(start, end + 1))).toBe(true);
  });

  it.each(['bytes=99999999-', 'bytes=500-100', 'bytes=abc', 'bytes=-0', 'bytes='])(
    'refuses the unsatisfiable or invalid %s with 416',
    async (range) => {
      const res = await request({ range });
      expect(res.statusCode).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${bytes.length}`);
      expect(res.json()).toMatchObject({ code: 416 });
    },
  );

  it('answers several ranges with the whole file (200), and ignores other units', async () => {
    for (const range of ['bytes=0-10,20-30', 'items=0-5']) {
      const res = await request({ range });
      expect(res.statusCode, range).toBe(200);
      expect(res.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('answers HEAD with the headers only', async () => {
    const res = await request({}, 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.rawPayload.length).toBe(0);
    const partial = await request({ range: 'bytes=0-9' }, 'HEAD');
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 0-9/${bytes.length}`);
  });

  it('answers 304 to a fresh If-None-Match or If-Modified-Since', async () => {
    const { etag, 'last-modified': lastModified } = (await request()).headers;
    expect((await request({ 'if-none-match': String(etag) })).statusCode).toBe(304);
    expect((await request({ 'if-modified-since': String(lastModified) })).statusCode).toBe(304);
    expect((await request({ 'if-none-match': '"old"' })).statusCode).toBe(200);
  });

  it('applies If-Range only while the file is unchanged', async () => {
    const { etag } = (await request()).headers;
    expect((await request({ range: 'bytes=0-9', 'if-range': String(etag) })).statusCode).toBe(206);
    const stale = await request({ range: 'bytes=0-9', 'if-range': '"stale"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(bytes.length);
  });
});

describe('GET /media/music/:id — what is reachable', () => {
  it('answers 404 for unknown ids and 400 for anything but an id', async () => {
    expect((await request({}, 'GET', '/media/music/123')).statusCode).toBe(404);
    for (const at of [
      '/media/music/abc',
      '/media/music/-1',
      '/media/music/..%2f..%2fetc%2fpasswd',
      '/media/music/1.5',
    ]) {
      const res = await request({}, 'GET', at);
      expect([400, 404], at).toContain(res.statusCode);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
  });

  it('answers 404 when the file has gone since the scan', async () => {
    rmSync(file);
    expect((await request()).statusCode).toBe(404);
  });
});

describe('play counting', () => {
  const plays = async () =>
    (
      await t.db.kysely
        .selectFrom('songs')
        .select('play_count')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).play_count;
  const from = (ip: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers, remoteAddress: ip });

  it('counts a stream that starts at the beginning, once per listener within half a minute', async () => {
    await from('10.0.0.1', { range: 'bytes=0-' });
    expect(await plays()).toBe(1);
    await from('10.0.0.1');
    await from('10.0.0.1', { range: 'bytes=0-1023' });
    expect(await plays()).toBe(1);
    await from('10.0.0.2');
    expect(await plays()).toBe(2);
    const log = await t.db.kysely.selectFrom('plays').select('song_id').execute();
    expect(log).toEqual([{ song_id: id }, { song_id: id }]);
  });

  it('does not count seeks, HEAD requests, 304s or refused ranges', async () => {
    await from('10.0.0.3', { range: 'bytes=5000-' });
    await from('10.0.0.4', {}, 'HEAD');
    await from('10.0.0.5', { range: 'bytes=99999999-' });
    const { etag } = (await from('10.0.0.6', {}, 'HEAD')).headers;
    await from('10.0.0.7', { 'if-none-match': String(etag) });
    expect(await plays()).toBe(0);
  });

  it('shows up in the charts and song popularity', async () => {
    await from('10.0.0.8');
    const toplist = (await t.app.inject('/wapi/toplist/detail')).json();
    expect(toplist.list[0].playCount).toBe(1);
    const hot = (await t.app.inject('/wapi/playlist/detail?id=3')).json();
    expect(hot.songs[0]).toMatchObject({ id, pop: 100 });
  });
});

describe('GET /media/music/covers/:file', () => {
  const coverUrl = async () =>
    (await t.app.inject(`/wapi/song/detail?ids=${id}`)).json().songs[0].al.picUrl as string;

  it('serves the cover as WebP, at most 800 px, cached for good', async () => {
    const res = await t.app.inject(await coverUrl());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 800 });
    const again = await t.app.inject({
      url: await coverUrl(),
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("resizes to NetEase's ?param=WxH", async () => {
    const res = await t.app.inject(`${await coverUrl()}?param=140y140`);
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(140);
    const odd = await t.app.inject(`${await coverUrl()}?param=90x90`);
    expect((await sharp(odd.rawPayload).metadata()).width).toBe(100);
  });

  it('draws a cover again when the cache lost it', async () => {
    rmSync(coverCacheDir(t.config.dataDir), { recursive: true, force: true });
    const res = await t.app.inject(await coverUrl());
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
  });

  it('serves the generated default and chart covers', async () => {
    const toplist = (await t.app.inject('/wapi/toplist/detail')).json();
    for (const entry of toplist.list.slice(0, 4)) {
      expect((await t.app.inject(entry.coverImgUrl)).statusCode).toBe(200);
    }
    expect((await t.app.inject(`/media/music/covers/${DEFAULT_COVER_KEY}.webp`)).statusCode).toBe(200);
  });

  it('answers 404 for unknown keys and anything that is not a key', async () => {
    for (const at of ['0123456789abcdef.webp', 'x.webp', '..%2Fblog.db', '0123456789abcdef.jpg']) {
      expect((await t.app.inject(`/media/music/covers/${at}`)).statusCode, at).toBe(404);
    }
  });

  it('gives songs without any picture the default cover', async () => {
    writeSong(t.config.musicDir, 'plain.mp3');
    writeFileSync(path.join(t.config.musicDir, 'notes.txt'), 'x');
    await scan(t);
    const song = (await t.app.inject(`/wapi/song/detail?ids=${hashedId('song', 'plain.mp3')}`)).json()
      .songs[0];
    expect(song.al.picUrl).toBe(`/media/music/covers/${DEFAULT_COVER_KEY}.webp`);
  });
});

describe('rate limits', () => {
  it('gives media five times the per-IP budget of the API', async () => {
    const limited = await createTestContext({ rateLimitPerMinute: 2 });
    try {
      mkdirSync(limited.config.musicDir, { recursive: true });
      writeSong(limited.config.musicDir, 'a.mp3');
      await scan(limited);
      const audio = `/media/music/${hashedId('song', 'a.mp3')}`;
      const statuses = [];
      for (let i = 0; i < 11; i++) statuses.push((await limited.app.inject(audio)).statusCode);
      expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
      const api = [];
      for (let i = 0; i < 3; i++) api.push((await limited.app.inject('/wapi/toplist/detail')).statusCode);
      expect(api).toEqual([200, 200, 429]);
    } finally {
      await limited.dispose();
    }
  });
});
