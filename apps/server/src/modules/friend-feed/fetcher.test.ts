import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homePage, rssFeed, serve, startFriendSites, type FriendSites } from '../../test/friend-sites';
import { discoverFeed } from './discover';
import { DEFAULT_LIMITS, fetchText, isPublicAddress, type FetchLimits } from '../../lib/guarded-fetch';
import { NOT_A_FEED, parseFeed } from './parse-feed';

// Only the test server's own address is allowed: every other private address stays refused.
const limits: FetchLimits = { ...DEFAULT_LIMITS, allowPrivate: ['127.0.0.1'], timeoutMs: 3000 };
const ETAG = '"v1"';
const LAST_MODIFIED = 'Wed, 25 Nov 2026 08:00:00 GMT';

let sites: FriendSites;

/** Resolved when the `/later` site has sent its headers. */
let answeredLater: () => void = () => undefined;
const laterAsked = new Promise<void>((resolve) => (answeredLater = resolve));

beforeAll(async () => {
  sites = await startFriendSites({
    '/': serve('text/html; charset=utf-8', homePage('/feed.xml')),
    '/feed.xml': (request, response) => {
      if (request.headers['if-none-match'] === ETAG) return void response.writeHead(304).end();
      response
        .writeHead(200, {
          'content-type': 'application/rss+xml; charset=utf-8',
          etag: ETAG,
          'last-modified': LAST_MODIFIED,
        })
        .end(
          rssFeed([
            { title: '第一篇', link: '/posts/1', date: '2026-11-20T10:00:00Z', description: '<p>你好</p>' },
          ]),
        );
    },
    '/slow': (_request, response) => {
      // Headers come, then the body never ends in time.
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      response.write('<rss>');
      setTimeout(() => response.end('</rss>'), 10_000).unref();
    },
    '/endless': (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      const chunk = Buffer.alloc(16 * 1024, 'a');
      const pump = () => {
        while (response.write(chunk)) {
          if (response.destroyed) return;
        }
        response.once('drain', pump);
      };
      response.on('close', () => response.removeAllListeners('drain'));
      pump();
    },
    '/later': (_request, response) => {
      // The answer's body a moment after its headers: it arrives while the process is held.
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      response.flushHeaders();
      answeredLater();
      setTimeout(() => response.end('<rss></rss>'), 50);
    },
    '/to-feed': (_request, response) => void response.writeHead(301, { location: '/feed.xml' }).end(),
    '/to-private': (_request, response) =>
      void response.writeHead(302, { location: 'http://10.1.2.3/feed.xml' }).end(),
    '/to-loopback': (_request, response) =>
      void response.writeHead(302, { location: `http://127.0.0.2:${sites.port}/feed.xml` }).end(),
    '/to-compatible': (_request, response) =>
      void response.writeHead(302, { location: `http://[::127.0.0.2]:${sites.port}/feed.xml` }).end(),
    '/to-javascript': (_request, response) =>
      void response.writeHead(302, { location: 'javascript:alert(1)' }).end(),
    '/loop': (_request, response) => void response.writeHead(302, { location: '/loop' }).end(),
    '/garbage': serve('application/rss+xml', '\u0000\u0001 not a feed at all <<<>>>'),
    '/broken': (_request, response) => void response.writeHead(500).end('oops'),
  });
});

afterAll(() => sites.close());

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const failure = (url: string, overrides: Partial<FetchLimits> = {}) =>
  fetchText(url, '*/*', { ...limits, ...overrides }).then(
    () => 'no error',
    (error: Error) => error.message,
  );

describe('fetchText', () => {
  it('reads a feed with its validators, and sends them back to get a 304', async () => {
    const first = await fetchText(`${sites.origin}/feed.xml`, '*/*', limits);
    expect(first.notModified).toBe(false);
    if (first.notModified) return;
    expect(first.etag).toBe(ETAG);
    expect(first.lastModified).toBe(LAST_MODIFIED);
    expect(parseFeed(first.body, first.url)[0]).toMatchObject({
      title: '第一篇',
      url: `${sites.origin}/posts/1`,
      summary: '你好',
    });

    const again = await fetchText(`${sites.origin}/feed.xml`, '*/*', limits, {
      etag: first.etag,
      lastModified: first.lastModified,
    });
    expect(again.notModified).toBe(true);
    const sent = sites.requests.filter((entry) => entry.path === '/feed.xml').at(-1)!.headers;
    expect(sent['if-none-match']).toBe(ETAG);
    expect(sent['if-modified-since']).toBe(LAST_MODIFIED);
  });

  it('finds the feed a home page announces', async () => {
    const page = await fetchText(`${sites.origin}/`, 'text/html', limits);
    if (page.notModified) throw new Error('a page without validators came back 304');
    expect(discoverFeed(page.body, page.url)).toBe(`${sites.origin}/feed.xml`);
  });

  it('follows a redirect to a public-enough address and names where the body came from', async () => {
    const read = await fetchText(`${sites.origin}/to-feed`, '*/*', limits);
    expect(read.url).toBe(`${sites.origin}/feed.xml`);
  });

  it('gives up on a slow answer at the time limit', async () => {
    const started = Date.now();
    expect(await failure(`${sites.origin}/slow`, { timeoutMs: 400 })).toBe('连接超时');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('reads an answer that came while the process was held past the time limit (a busy server)', async () => {
    const read = fetchText(`${sites.origin}/later`, '*/*', { ...limits, timeoutMs: 400 });
    // Once the site has answered its headers, the event loop is held for longer than the whole limit
    // (a page render, the demo songs being made …): the body arrives meanwhile and must still be read.
    await laterAsked;
    const until = performance.now() + 800;
    while (performance.now() < until);
    const answer = await read;
    expect(answer.notModified ? '' : answer.body).toBe('<rss></rss>');
  });

  it('stops reading an endless body at the byte cap', async () => {
    expect(await failure(`${sites.origin}/endless`, { maxBytes: 256 * 1024 })).toBe(
      '内容超过 256 KB，已停止读取',
    );
  });

  it('refuses redirects into private networks, to other schemes, and in circles', async () => {
    expect(await failure(`${sites.origin}/to-private`)).toBe('地址指向内网，已拒绝');
    expect(await failure(`${sites.origin}/to-compatible`)).toBe('地址指向内网，已拒绝');
    expect(await failure(`${sites.origin}/to-loopback`)).toBe('地址指向内网，已拒绝');
    expect(await failure(`${sites.origin}/to-javascript`)).toBe('只能读取 http 或 https 地址');
    expect(await failure(`${sites.origin}/loop`)).toBe('重定向次数过多');
    expect(sites.hits('/feed.xml')).toBeGreaterThan(0);
  });

  it('with private addresses off, refuses the test server itself before sending anything', async () => {
    const before = sites.requests.length;
    expect(await failure(`${sites.origin}/feed.xml`, { allowPrivate: false })).toBe('地址指向内网，已拒绝');
    // A name is checked where it is connected to (so a second lookup cannot differ): localhost is loopback.
    expect(await failure(`http://localhost:${sites.port}/feed.xml`, { allowPrivate: false })).toBe(
      '地址指向内网，已拒绝',
    );
    for (const literal of ['[::1]', '[::127.0.0.1]', '[::7f00:1]', '[::ffff:127.0.0.1]', '[64:ff9b::7f00:1]'])
      expect(await failure(`http://${literal}:${sites.port}/`, { allowPrivate: false }), literal).toBe(
        '地址指向内网，已拒绝',
      );
    expect(sites.requests.length).toBe(before);
  });

  it('names a server error and a refused connection', async () => {
    expect(await failure(`${sites.origin}/broken`)).toBe('返回 500');
    expect(await failure(`${sites.origin}/missing`)).toBe('返回 404');
    expect(await failure(`http://127.0.0.1:${await closedPort()}/`)).toBe('连接被拒绝');
    expect(await failure('http://127.0.0.1:25/')).toBe('这个端口不允许访问');
  });

  it('reads garbage as garbage', async () => {
    const read = await fetchText(`${sites.origin}/garbage`, '*/*', limits);
    if (read.notModified) throw new Error('unexpected 304');
    expect(() => parseFeed(read.body, read.url)).toThrow(NOT_A_FEED);
  });
});

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', false],
    ['10.0.0.8', false],
    ['172.16.3.4', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['224.0.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['fe80::1', false],
    ['fd00::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    // #35 item 4: every IPv6 spelling of a private IPv4 address.
    ['::127.0.0.1', false],
    ['::7f00:1', false],
    ['::127.0.0.2', false],
    ['::a00:1', false],
    ['0:0:0:0:0:0:127.0.0.1', false],
    ['64:ff9b::127.0.0.1', false],
    ['64:ff9b::a9fe:a9fe', false],
    ['2002:7f00:1::1', false],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', false],
    ['fe80::1%eth0', false],
    ['::', false],
    ['::8.8.8.8', true],
    ['64:ff9b::8.8.8.8', true],
    ['8.8.8.8', true],
    ['2606:4700:4700::1111', true],
    ['not an address', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});
