import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSong } from '../apps/server/src/modules/music/library/test-fixtures';
import { startCluster, type Cluster } from '../scripts/cluster';

/**
 * Two blog processes on PostgreSQL and Redis behind nginx (README "Scaling out"), each process also
 * called on its own port: what one does, the other knows at once.
 */

const PASSWORD = 'cluster-admin-password';
let cluster: Cluster;
let redis: Redis;
let token: string;

interface Envelope<T> {
  code: number;
  message: string;
  result: T;
}

async function call<T>(
  base: string,
  method: string,
  url: string,
  options: { body?: unknown; token?: string; from?: string } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      // Behind nginx on loopback (TRUST_PROXY=loopback): a visitor of an address of the test's own.
      ...(options.from ? { 'x-forwarded-for': options.from } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

const one = () => cluster.servers[0]!.baseUrl;
const other = () => cluster.servers[1]!.baseUrl;
const address = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join('.')}`;

beforeAll(async () => {
  cluster = await startCluster({
    processes: 2,
    // A minute of read cache: only the news through Redis can make a write visible on the other process.
    env: { ADMIN_PASSWORD: PASSWORD, READ_CACHE_MS: '60000', LOG_LEVEL: 'info' },
  });
  redis = new Redis(cluster.redisUrl);
  const login = await call<{ token: string }>(one(), 'POST', '/user/login', {
    body: { username: 'admin', password: PASSWORD },
  });
  token = login.body.result.token;
}, 240_000);

afterAll(async () => {
  redis?.disconnect();
  await cluster?.stop();
}, 60_000);

describe('two processes behind nginx', () => {
  it('shows a write through one process on the next read through the other, API and rendered page', async () => {
    const created = await call<{ id: number }>(one(), 'POST', '/admin/articles', {
      token,
      body: { article_title: '第一版标题', article_content: '集群测试的正文' },
    });
    expect(created.body.code).toBe(0);
    const id = created.body.result.id;
    const titleOn = async (base: string) =>
      (await call<{ article_title: string }>(base, 'GET', `/article/getArticleById/${id}`)).body.result
        .article_title;
    const pageOn = async (base: string) => (await fetch(`${base}/article?id=${id}`)).text();
    // The other process caches both for a minute…
    expect(await titleOn(other())).toBe('第一版标题');
    expect(await pageOn(other())).toContain('第一版标题');

    const updated = await call(one(), 'PUT', `/admin/articles/${id}`, {
      token,
      body: { article_title: '第二版标题', article_content: '集群测试的正文' },
    });
    expect(updated.body.code).toBe(0);
    // …and forgets them when the write's news comes through Redis, before the writer asks again.
    expect(await titleOn(other())).toBe('第二版标题');
    const page = await pageOn(other());
    expect(page).toContain('第二版标题');
    expect(page).not.toContain('第一版标题');
  });

  it('locks an account through one process and refuses it through the other', async () => {
    const from = address();
    const attempt = (base: string, password: string) =>
      call(base, 'POST', '/user/login', { body: { username: 'admin', password }, from });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await attempt(one(), 'wrong-password')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // The right password, through the other process: still locked.
    const refused = await attempt(other(), PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/秒后再试|分钟后再试|稍后再试/);
  });

  it('counts a per-route write limit across processes', async () => {
    const from = address();
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const base = i % 2 === 0 ? one() : other();
      statuses.push(
        (
          await call(base, 'POST', '/message/add', {
            body: { message: `集群留言 ${i}`, nick_name: '访客' },
            from,
          })
        ).status,
      );
    }
    // Five a minute per address (modules/message/routes.ts), whichever process took them.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('stops a process under load without one failed request at nginx, then starts it again', async () => {
    const stopping = cluster.servers[0]!;
    // Under load: the process stops only once nginx has answered 100 requests.
    let answered: () => void = () => undefined;
    const requestErrors: string[] = [];
    const underLoad = new Promise<void>((resolve) => (answered = resolve));
    const load = new Promise<autocannon.Result>((resolve, reject) => {
      let responses = 0;
      const instance = autocannon(
        {
          url: cluster.baseUrl,
          connections: 8,
          duration: 4,
          // 500 a second: 250 requests a connection, well under nginx's keepalive_requests (1000), after
          // which nginx closes a visitor's connection — autocannon, unlike a browser, would count the
          // next request it had already written on it as a failed one (read ECONNRESET).
          overallRate: 500,
          requests: [
            { path: '/api/config' },
            { path: '/api/article/blogHomeGetArticleList/1/10' },
            { path: '/home' },
          ],
        },
        (error: Error | null, result) => (error ? reject(error) : resolve(result)),
      );
      instance.on('response', () => {
        if (++responses === 100) answered();
      });
      // What a failed request met, named in the check's message should one fail.
      instance.on('reqError', (error: Error) => requestErrors.push(error.message));
    });
    await underLoad;
    try {
      const exited = new Promise<number | null>((resolve) => stopping.child.once('exit', resolve));
      stopping.child.kill('SIGTERM');
      expect(await exited).toBe(0);
      const result = await load;
      expect(result.requests.total).toBeGreaterThan(50);
      expect(
        {
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          failures: requestErrors,
        },
        `nginx said:\n${cluster.nginxLog()}`,
      ).toEqual({ errors: 0, timeouts: 0, non2xx: 0, failures: [] });
    } finally {
      // Back on its port, also when the check failed (the next test needs two processes): nginx
      // sends it requests again once its fail_timeout is over.
      await cluster.restart(0);
    }
  });

  it('lets one process scan the music library; when it dies another takes over within seconds', async () => {
    const holder = async () => (await redis.get(`${cluster.redisPrefix}lease:music-scan`))?.split(':')[0];
    await expect.poll(holder, { timeout: 10_000 }).toBeDefined();
    const pid = await holder();
    const scanning = cluster.servers.find((server) => String(server.child.pid) === pid);
    expect(scanning).toBeDefined();
    const survivor = cluster.servers.find((server) => server !== scanning)!;
    scanning!.child.kill('SIGKILL');
    const diedAt = Date.now();
    await expect.poll(holder, { timeout: 15_000, interval: 200 }).toBe(String(survivor.child.pid));
    const takeover = Date.now() - diedAt;
    expect(takeover).toBeLessThan(10_000);

    // The new scanner scans on taking over and watches the shared folder: a new song shows.
    writeSong(path.join(cluster.dataDir, 'music'), '集群/接班.mp3', { tags: { title: '接班之歌' } });
    const titles = async () =>
      (
        await call<{ list: { title: string }[] }>(
          survivor.baseUrl,
          'GET',
          '/admin/music/songs?current=1&size=50',
          {
            token,
          },
        )
      ).body.result.list.map((song) => song.title);
    await expect.poll(titles, { timeout: 20_000, interval: 300 }).toContain('接班之歌');
  });
});
