import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { ResponseCache, upstreamProxy } from './upstream';

// Each test builds a database (a PostgreSQL schema in the second run) and real files: give a loaded CI room.
vi.setConfig({ testTimeout: 20_000, hookTimeout: 30_000 });

/**
 * A stand-in for a NeteaseCloudMusicApi server: answers with bodies shaped like the real ones
 * (trimmed recordings) and remembers what it was asked.
 */
const recorded = {
  toplist: {
    code: 200,
    list: [
      {
        id: 19723756,
        name: '飙升榜',
        coverImgUrl: 'http://p1.music.126.net/pcYHpMkdC69VVvWiynNklA==/109951166952713766.jpg',
        description: '云音乐中每天热度上升最快的100首单曲，每日更新。',
        trackCount: 100,
        updateFrequency: '每天更新',
      },
    ],
  },
  songUrl: {
    code: 200,
    data: [
      {
        id: 347230,
        url: 'http://m701.music.126.net/x.mp3',
        br: 320000,
        size: 10691439,
        code: 200,
        type: 'mp3',
      },
    ],
  },
  lyric: {
    code: 200,
    lrc: { version: 7, lyric: '[00:00.00] 作词 : 李叔同\n[00:20.35]长亭外' },
    tlyric: { version: 0, lyric: '' },
  },
};

interface Seen {
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

let standIn: FastifyInstance;
let standInUrl: string;
const seen: Seen[] = [];
let delayMs = 0;

beforeAll(async () => {
  // Its connections closed with it: a keep-alive one the proxy's client still held kept close() waiting.
  standIn = Fastify({ forceCloseConnections: true });
  standIn.addHook('onRequest', async (request) => {
    seen.push({ url: request.url, headers: request.headers });
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
  });
  standIn.get('/toplist/detail', async () => recorded.toplist);
  standIn.get('/song/url/v1', async () => recorded.songUrl);
  standIn.get('/lyric', async () => recorded.lyric);
  standIn.get('/playlist/detail', async (_request, reply) =>
    reply.status(404).send({ code: 404, msg: '不存在该歌单' }),
  );
  standIn.post('/search', async (request) => ({ code: 200, echoed: request.body }));
  standInUrl = await standIn.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await standIn.close();
});

let t: TestContext | undefined;
afterEach(async () => {
  await t?.dispose();
  t = undefined;
  seen.length = 0;
  delayMs = 0;
});

describe('MUSIC_UPSTREAM', () => {
  it('passes /wapi calls, query string and all, to the upstream server and returns its answer', async () => {
    t = await createTestContext({ musicUpstream: standInUrl });
    const toplist = await t.app.inject('/wapi/toplist/detail');
    expect(toplist.statusCode).toBe(200);
    expect(toplist.json()).toEqual(recorded.toplist);
    const url = await t.app.inject('/wapi/song/url/v1?id=347230&level=exhigh');
    expect(url.json()).toEqual(recorded.songUrl);
    expect(seen.map((s) => s.url)).toEqual(['/toplist/detail', '/song/url/v1?id=347230&level=exhigh']);
    // The built-in library's routes are not in the way: /lyric is the upstream's.
    expect((await t.app.inject('/wapi/lyric?id=347230')).json()).toEqual(recorded.lyric);
  });

  it("never forwards the visitor's cookies or the blog's token", async () => {
    t = await createTestContext({ musicUpstream: standInUrl });
    await t.app.inject({
      url: '/wapi/toplist/detail?fresh=1',
      headers: { authorization: 'Bearer secret-token', cookie: 'session=abc', accept: 'application/json' },
    });
    const headers = seen[0]!.headers;
    expect(headers.authorization).toBeUndefined();
    expect(headers.cookie).toBeUndefined();
    expect(headers.accept).toBe('application/json');
  });

  it('caches successful GET answers for a while', async () => {
    t = await createTestContext({ musicUpstream: standInUrl });
    const first = await t.app.inject('/wapi/toplist/detail?cache=1');
    const second = await t.app.inject('/wapi/toplist/detail?cache=1');
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.json()).toEqual(recorded.toplist);
    expect(seen).toHaveLength(1);
  });

  it("passes the upstream's errors on without caching them", async () => {
    t = await createTestContext({ musicUpstream: standInUrl });
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject('/wapi/playlist/detail?id=1');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: '不存在该歌单' });
    }
    expect(seen).toHaveLength(2);
  });

  it('passes POST bodies on', async () => {
    t = await createTestContext({ musicUpstream: standInUrl });
    const res = await t.app.inject({ method: 'POST', url: '/wapi/search', payload: { keywords: '送别' } });
    expect(res.json()).toEqual({ code: 200, echoed: { keywords: '送别' } });
  });

  it('answers 502 with a clear message when the upstream is down', async () => {
    const closed = Fastify();
    const address = await closed.listen({ port: 0, host: '127.0.0.1' });
    await closed.close();
    t = await createTestContext({ musicUpstream: address });
    const res = await t.app.inject('/wapi/toplist/detail');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ code: 502, message: '音乐服务暂时不可用' });
  });
});

describe('upstreamProxy', () => {
  async function proxyApp(options: { timeoutMs?: number; cacheTtlMs?: number; baseUrl?: string }) {
    const app = Fastify();
    await app.register(upstreamProxy, { baseUrl: standInUrl, ...options });
    return app;
  }
  const inPrefix = async (options: Parameters<typeof proxyApp>[0]) => {
    const app = Fastify();
    await app.register(
      async (wapi) => {
        await wapi.register(upstreamProxy, { baseUrl: standInUrl, ...options });
      },
      { prefix: '/wapi' },
    );
    return app;
  };

  it('gives up after the timeout with a 502', async () => {
    const app = await inPrefix({ timeoutMs: 150 });
    // The stand-in would answer 200 after a second: a 502 means the proxy stopped waiting.
    delayMs = 1000;
    const res = await app.inject('/wapi/toplist/detail');
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('音乐服务暂时不可用');
    await app.close();
  });

  it('serves a stale answer while the upstream does not answer', async () => {
    const app = await inPrefix({ timeoutMs: 150, cacheTtlMs: 1 });
    expect((await app.inject('/wapi/toplist/detail?stale=1')).headers['x-cache']).toBe('MISS');
    await new Promise((resolve) => setTimeout(resolve, 5));
    delayMs = 1000;
    const res = await app.inject('/wapi/toplist/detail?stale=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-cache']).toBe('STALE');
    expect(res.json()).toEqual(recorded.toplist);
    await app.close();
  });

  it('works without a prefix too', async () => {
    const app = await proxyApp({});
    expect((await app.inject('/lyric?id=1')).json()).toEqual(recorded.lyric);
    await app.close();
  });
});

describe('ResponseCache', () => {
  it('forgets the least recently used entry when full', () => {
    const cache = new ResponseCache(2);
    const entry = { status: 200, contentType: 'application/json', body: Buffer.from('{}'), expires: 0 };
    cache.set('a', entry);
    cache.set('b', entry);
    cache.get('a');
    cache.set('c', entry);
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});
