import { mkdirSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hashedId } from './library/ids';
import { scan, writeSong } from './library/test-fixtures';
import { useTestContext } from '../../test/context';
import * as repository from './repository';

// Each test builds a database (a PostgreSQL schema in the second run) and real files: give a loaded CI room.
vi.setConfig({ testTimeout: 20_000, hookTimeout: 30_000 });

const t = useTestContext();
beforeEach(async () => {
  mkdirSync(t.config.musicDir, { recursive: true });
});

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};
const idOf = (path: string) => hashedId('song', path);

/** A small library: two category folders, a song at the top with lyrics and a translation. */
async function library() {
  const music = t.config.musicDir;
  writeSong(music, '华语/01 晴天.mp3', {
    tags: { title: '晴天', artist: '周杰伦', album: '叶惠美', subtitle: 'Sunny Day', track: '1', year: 2003 },
  });
  writeSong(music, '华语/02 七里香.mp3', {
    tags: { title: '七里香', artist: '周杰伦', album: '七里香', track: '2' },
  });
  writeSong(music, '华语/03 十年.mp3', {
    tags: { title: '十年', artist: '陈奕迅', album: '黑白灰', track: '3' },
  });
  writeSong(music, 'English/Yesterday.mp3', {
    tags: { title: 'Yesterday', artist: 'The Beatles', album: 'Help!' },
  });
  writeSong(music, 'English/Pure.mp3', { tags: { title: '100% Pure', artist: 'Test_Artist', album: 'Odd' } });
  writeSong(music, '送别.mp3', {
    tags: { title: '送别', artist: '李叔同', album: '' },
    lrc: '[ti:送别]\n{"t":0,"c":[{"tx":"作词: "},{"tx":"李叔同"}]}\n[00:01.5]长亭外\n[00:03.25]古道边',
    trans: '[00:01.50]Outside the pavilion\n[00:03.25]Beside the old road',
  });
  writeSong(music, '华语/无词.mp3', { tags: { title: '无词', artist: '某人' }, lrc: '[ti:only tags]\n' });
  const report = await scan(t);
  expect(report.failed).toEqual([]);
  return report;
}

describe('GET /wapi/toplist/detail', () => {
  it('lists the four charts, 全部歌曲 fourth, then one playlist per folder', async () => {
    await library();
    const { status, body } = await get('/wapi/toplist/detail');
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.list.map((p: { name: string }) => p.name)).toEqual([
      '飙升榜',
      '新歌榜',
      '热歌榜',
      '全部歌曲',
      '华语',
      'English',
    ]);
    const all = body.list[3];
    expect(all).toMatchObject({ id: 4, trackCount: 7, updateFrequency: expect.any(String) });
    expect(all.coverImgUrl).toMatch(/^\/media\/music\/covers\/[0-9a-f]{16}\.webp$/);
    expect(body.list[4]).toMatchObject({ id: hashedId('playlist', '华语'), trackCount: 4 });
    for (const entry of body.list) {
      expect(Object.keys(entry).sort()).toEqual(
        expect.arrayContaining(['id', 'name', 'coverImgUrl', 'description', 'trackCount', 'updateFrequency']),
      );
    }
  });

  it('still lists the charts, empty, when the library is empty', async () => {
    const { body } = await get('/wapi/toplist/detail');
    expect(body.list.map((p: { trackCount: number }) => p.trackCount)).toEqual([0, 0, 0, 0]);
  });
});

describe('GET /wapi/playlist/detail', () => {
  it('returns the page the player asks for (offset 0, limit 30 by default), the total and every id', async () => {
    for (let i = 1; i <= 35; i++) {
      writeSong(t.config.musicDir, `多/${String(i).padStart(2, '0')}.mp3`, {
        tags: { title: `歌${i}`, track: String(i) },
      });
    }
    await scan(t);
    const id = hashedId('playlist', '多');
    const first = await get(`/wapi/playlist/detail?id=${id}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ code: 200, total: 35 });
    expect(first.body.songs).toHaveLength(30);
    expect(first.body.songs[0].name).toBe('歌1');
    expect(first.body.playlist.tracks).toEqual(first.body.songs);
    expect(first.body.playlist).toMatchObject({ id, name: '多', trackCount: 35 });
    expect(first.body.playlist.trackIds).toHaveLength(35);
    expect(first.body.playlist.trackIds[0]).toEqual({ id: idOf('多/01.mp3') });

    const second = await get(`/wapi/playlist/detail?id=${id}&offset=30&limit=30`);
    expect(second.body.songs.map((s: { name: string }) => s.name)).toEqual([
      '歌31',
      '歌32',
      '歌33',
      '歌34',
      '歌35',
    ]);
    const past = await get(`/wapi/playlist/detail?id=${id}&offset=60`);
    expect(past.body.songs).toEqual([]);
    expect(past.body.total).toBe(35);
  });

  it('gives songs in the NetEase shape', async () => {
    await library();
    const { body } = await get(`/wapi/playlist/detail?id=${hashedId('playlist', '华语')}&limit=1`);
    expect(body.songs[0]).toEqual({
      id: idOf('华语/01 晴天.mp3'),
      name: '晴天',
      ar: [{ id: expect.any(Number), name: '周杰伦' }],
      al: {
        id: expect.any(Number),
        name: '叶惠美',
        picUrl: expect.stringMatching(/^\/media\/music\/covers\//),
      },
      alia: ['Sunny Day'],
      dt: expect.any(Number),
      no: 1,
      cd: '',
      fee: 0,
      mv: 0,
      pop: 0,
      publishTime: Date.UTC(2003, 0, 1),
    });
    expect(body.songs[0].dt).toBeGreaterThan(900);
    expect(body.privileges[0]).toMatchObject({ id: idOf('华语/01 晴天.mp3'), st: 0, fee: 0 });
  });

  it('orders a folder by sub-folder, track number, then file name', async () => {
    const music = t.config.musicDir;
    writeSong(music, 'X/b.mp3', { tags: { title: 'b', track: '2' } });
    writeSong(music, 'X/a.mp3', { tags: { title: 'a', track: '10' } });
    writeSong(music, 'X/c.mp3', { tags: { title: 'c' } });
    writeSong(music, 'X/CD1/z.mp3', { tags: { title: 'z', track: '1' } });
    await scan(t);
    const { body } = await get(`/wapi/playlist/detail?id=${hashedId('playlist', 'X')}`);
    expect(body.songs.map((s: { name: string }) => s.name)).toEqual(['b', 'a', 'c', 'z']);
  });

  it('ranks the charts: newest, most played, most played this week, all by path', async () => {
    const music = t.config.musicDir;
    for (const name of ['a', 'b', 'c', 'd']) writeSong(music, `R/${name}.mp3`, { tags: { title: name } });
    await scan(t);
    const db = t.db.kysely;
    const days = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    const added: Record<string, number> = { a: 30, b: 2, c: 10, d: 1 };
    for (const [name, age] of Object.entries(added)) {
      await db
        .updateTable('songs')
        .set({ added_at: days(age) })
        .where('path', '=', `R/${name}.mp3`)
        .execute();
    }
    // a: 5 plays long ago; b: 2 plays this week; c: 1 play this week; d: none.
    for (let i = 0; i < 5; i++) await repository.recordPlay(db, idOf('R/a.mp3'), days(20));
    for (let i = 0; i < 2; i++) await repository.recordPlay(db, idOf('R/b.mp3'), days(1));
    await repository.recordPlay(db, idOf('R/c.mp3'), days(3));

    const names = async (id: number) =>
      (await get(`/wapi/playlist/detail?id=${id}`)).body.songs.map((s: { name: string }) => s.name);
    expect(await names(2)).toEqual(['d', 'b', 'c', 'a']);
    expect(await names(3)).toEqual(['a', 'b', 'c', 'd']);
    expect(await names(1)).toEqual(['b', 'c', 'a', 'd']);
    expect(await names(4)).toEqual(['a', 'b', 'c', 'd']);
    const hot = (await get('/wapi/playlist/detail?id=3')).body.songs;
    expect(hot[0].pop).toBe(100);
    expect(hot[3].pop).toBe(0);
  });

  it('answers 404 for an unknown playlist and 400 for bad parameters', async () => {
    expect(await get('/wapi/playlist/detail?id=123456')).toEqual({
      status: 404,
      body: { code: 404, message: '歌单不存在' },
    });
    for (const query of [
      '',
      'id=abc',
      'id=0',
      'id=-3',
      'id=1.5',
      'id=4&limit=0',
      'id=4&limit=5000',
      'id=4&offset=-1',
    ]) {
      const { status, body } = await get(`/wapi/playlist/detail?${query}`);
      expect(status, query).toBe(400);
      expect(body.code).toBe(400);
      expect(body.message).toMatch(/参数错误/);
    }
  });
});

describe('GET /wapi/playlist/track/all', () => {
  it('returns the whole playlist without a limit, or the page asked for', async () => {
    await library();
    const id = hashedId('playlist', '华语');
    const all = await get(`/wapi/playlist/track/all?id=${id}`);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ code: 200, total: 4 });
    expect(all.body.songs.map((s: { name: string }) => s.name)).toEqual(['晴天', '七里香', '十年', '无词']);
    const page = await get(`/wapi/playlist/track/all?id=${id}&limit=2&offset=1`);
    expect(page.body.songs.map((s: { name: string }) => s.name)).toEqual(['七里香', '十年']);
    expect(page.body.privileges).toHaveLength(2);
    expect((await get('/wapi/playlist/track/all?id=4&limit=3')).body.songs).toHaveLength(3);
  });

  it('answers 404 for an unknown playlist, 400 without an id', async () => {
    expect((await get('/wapi/playlist/track/all?id=99999')).status).toBe(404);
    expect((await get('/wapi/playlist/track/all')).status).toBe(400);
  });
});

describe('GET /wapi/song/detail', () => {
  it('returns the songs asked for, in that order, leaving out unknown ids', async () => {
    await library();
    const a = idOf('华语/03 十年.mp3');
    const b = idOf('华语/01 晴天.mp3');
    const { status, body } = await get(`/wapi/song/detail?ids=${a},999999,${b},${a}`);
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.songs.map((s: { name: string }) => s.name)).toEqual(['十年', '晴天']);
    expect(body.privileges.map((p: { id: number }) => p.id)).toEqual([a, b]);
    expect((await get(`/wapi/song/detail?ids=[${b}]`)).body.songs[0].name).toBe('晴天');
    // The original front end doubles the slash.
    const doubled = await get(`/wapi//song/detail?ids=${b}`);
    expect(doubled.status).toBe(200);
    expect(doubled.body.songs.map((s: { name: string }) => s.name)).toEqual(['晴天']);
  });

  it('gives an empty list for unknown ids and 400 for bad ones', async () => {
    expect((await get('/wapi/song/detail?ids=123')).body).toEqual({ code: 200, songs: [], privileges: [] });
    for (const query of [
      '',
      'ids=',
      'ids=abc',
      'ids=1,x',
      'ids=0',
      `ids=${Array.from({ length: 1001 }, (_, i) => i + 1).join(',')}`,
    ]) {
      expect((await get(`/wapi/song/detail?${query}`)).status, query).toBe(400);
    }
  });
});

describe('GET /wapi/song/url/v1', () => {
  it('gives the audio URL, bitrate, size and type; url null and code 404 for unknown ids', async () => {
    await library();
    const id = idOf('English/Yesterday.mp3');
    const { status, body } = await get(`/wapi/song/url/v1?id=${id},77&level=exhigh`);
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.data[0]).toMatchObject({
      id,
      url: `/media/music/${id}`,
      br: 64_000,
      code: 200,
      type: 'mp3',
      level: 'standard',
    });
    expect(body.data[0].size).toBeGreaterThan(1000);
    expect(body.data[1]).toMatchObject({ id: 77, url: null, code: 404, br: 0, size: 0, type: null });
  });

  it('defaults the level, rejects unknown levels and missing ids; the older song/url works too', async () => {
    await library();
    const id = idOf('English/Yesterday.mp3');
    expect((await get(`/wapi/song/url/v1?id=${id}`)).body.data[0].url).toBe(`/media/music/${id}`);
    expect((await get(`/wapi/song/url/v1?id=${id}&level=ultra`)).status).toBe(400);
    expect((await get('/wapi/song/url/v1')).status).toBe(400);
    expect((await get(`/wapi/song/url?id=${id}&br=320000`)).body.data[0].url).toBe(`/media/music/${id}`);
  });
});

describe('GET /wapi/search', () => {
  const names = (body: { result: { songs: { name: string }[] } }) => body.result.songs.map((s) => s.name);

  it('finds songs by title, artist, album and alias, Chinese substrings included', async () => {
    await library();
    expect(names((await get(`/wapi/search?keywords=${encodeURIComponent('晴天')}`)).body)).toEqual(['晴天']);
    expect(names((await get(`/wapi/search?keywords=${encodeURIComponent('周杰伦')}`)).body).sort()).toEqual(
      ['七里香', '晴天'].sort(),
    );
    expect(names((await get(`/wapi/search?keywords=${encodeURIComponent('黑白')}`)).body)).toEqual(['十年']);
    expect(names((await get(`/wapi/search?keywords=${encodeURIComponent('sunny')}`)).body)).toEqual(['晴天']);
    expect(names((await get(`/wapi/search?keywords=${encodeURIComponent('里')}`)).body)).toEqual(['七里香']);
    expect(names((await get(`/wapi/search?keywords=BEATLES`)).body)).toEqual(['Yesterday']);
  });

  it('ranks title matches first and needs every word', async () => {
    await library();
    // "七里香" is both a title and an album; the title match comes first.
    writeSong(t.config.musicDir, '华语/其他.mp3', {
      tags: { title: '不是它', artist: '别人', album: '七里香' },
    });
    await scan(t);
    expect(names((await get(`/wapi/search?keywords=${encodeURIComponent('七里香')}`)).body)).toEqual([
      '七里香',
      '不是它',
    ]);
    expect(names((await get(`/wapi/search?keywords=${encodeURIComponent('周杰伦 晴')}`)).body)).toEqual([
      '晴天',
    ]);
    expect(names((await get(`/wapi/search?keywords=${encodeURIComponent('周杰伦 十年')}`)).body)).toEqual([]);
  });

  it('treats % and _ as ordinary characters', async () => {
    await library();
    expect(names((await get(`/wapi/search?keywords=${encodeURIComponent('%')}`)).body)).toEqual([
      '100% Pure',
    ]);
    expect(names((await get(`/wapi/search?keywords=${encodeURIComponent('t_a')}`)).body)).toEqual([
      '100% Pure',
    ]);
  });

  it('answers in the old shape (artists, album), with paging', async () => {
    await library();
    const { body } = await get(`/wapi/search?keywords=${encodeURIComponent('周杰伦')}&limit=1`);
    expect(body.code).toBe(200);
    expect(body.result).toMatchObject({ songCount: 2, hasMore: true });
    const hit = body.result.songs[0];
    expect(hit).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      artists: [
        {
          id: expect.any(Number),
          name: '周杰伦',
          img1v1Url: expect.stringMatching(/^\/media\/music\/covers\//),
        },
      ],
      album: {
        id: expect.any(Number),
        name: expect.any(String),
        picUrl: expect.any(String),
        artist: { id: expect.any(Number), name: '周杰伦', img1v1Url: expect.any(String) },
      },
      duration: expect.any(Number),
      alias: expect.any(Array),
      fee: 0,
      mvid: 0,
    });
    const next = await get(`/wapi/search?keywords=${encodeURIComponent('周杰伦')}&limit=1&offset=1`);
    expect(next.body.result).toMatchObject({ songCount: 2, hasMore: false });
    expect(next.body.result.songs[0].id).not.toBe(hit.id);
    const past = await get(`/wapi/search?keywords=${encodeURIComponent('周杰伦')}&offset=10`);
    expect(past.body.result).toEqual({ songs: [], songCount: 2, hasMore: false });
  });

  it('finds nothing gracefully and rejects missing or empty keywords', async () => {
    await library();
    expect((await get(`/wapi/search?keywords=${encodeURIComponent('量子纠缠')}`)).body).toEqual({
      code: 200,
      result: { songs: [], songCount: 0, hasMore: false },
    });
    for (const query of [
      '',
      'keywords=',
      'keywords=%20%20',
      `keywords=${'x'.repeat(101)}`,
      'keywords=a&limit=0',
      'keywords=a&type=1000',
    ]) {
      expect((await get(`/wapi/search?${query}`)).status, query).toBe(400);
    }
  });

  it('cloudsearch answers the same search with songs in the ar/al shape', async () => {
    await library();
    const { body } = await get(`/wapi/cloudsearch?keywords=${encodeURIComponent('十年')}`);
    expect(body.result.songCount).toBe(1);
    expect(body.result.songs[0]).toMatchObject({
      name: '十年',
      ar: [{ name: '陈奕迅' }],
      al: { name: '黑白灰' },
    });
  });
});

describe('GET /wapi/lyric', () => {
  it('gives the normalised LRC and its translation', async () => {
    await library();
    const { status, body } = await get(`/wapi/lyric?id=${idOf('送别.mp3')}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 200,
      lrc: { version: 1, lyric: '[00:00.00]作词: 李叔同\n[00:01.50]长亭外\n[00:03.25]古道边' },
      tlyric: { version: 1, lyric: '[00:01.50]Outside the pavilion\n[00:03.25]Beside the old road' },
    });
  });

  it('gives an empty translation when there is none, nolyric when there are no lyrics', async () => {
    writeSong(t.config.musicDir, 'a.mp3', { lrc: '[00:01.00]一' });
    await library();
    expect((await get(`/wapi/lyric?id=${idOf('a.mp3')}`)).body.tlyric).toEqual({ version: 0, lyric: '' });
    expect((await get(`/wapi/lyric?id=${idOf('English/Yesterday.mp3')}`)).body).toEqual({
      code: 200,
      nolyric: true,
    });
    expect((await get(`/wapi/lyric?id=${idOf('华语/无词.mp3')}`)).body).toEqual({ code: 200, nolyric: true });
    expect((await get('/wapi/lyric?id=424242')).body).toEqual({ code: 200, nolyric: true });
    expect((await get('/wapi/lyric?id=x')).status).toBe(400);
    expect((await get('/wapi/lyric')).status).toBe(400);
  });
});

describe('/wapi paths', () => {
  it('answers unknown ones with a JSON 404', async () => {
    expect(await get('/wapi/artist/detail?id=1')).toEqual({
      status: 404,
      body: { code: 404, message: '接口没有找到' },
    });
  });
});
