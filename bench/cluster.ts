import autocannon from 'autocannon';
import { startCluster, startNginx } from '../scripts/cluster';

/**
 * The cluster row of `npm run bench`: one and two blog processes on PostgreSQL and Redis behind
 * nginx (README "Scaling out"), side by side in one run, for a read the cache cannot answer and
 * for the rendered article page. READ_CACHE_MS=0, and each request asks for another article.
 */

const ARTICLES = 200;
const PASSWORD = 'bench-password';

const paragraph = (n: number) =>
  `第 ${n} 段：扩展到多个进程时，共享的数据库和 Redis 让每个进程看到同样的博客。`.repeat(6);

export async function runClusterBench(options: { durationSeconds: number; connections: number }) {
  const cluster = await startCluster({
    processes: 2,
    env: { ADMIN_PASSWORD: PASSWORD, READ_CACHE_MS: '0', LOG_LEVEL: 'warn' },
  });
  const alone = await startNginx([Number(new URL(cluster.servers[0]!.baseUrl).port)]);
  try {
    const api = async <T>(method: string, url: string, body: unknown, token?: string) => {
      const response = await fetch(`${cluster.baseUrl}/api${url}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      return ((await response.json()) as { result: T }).result;
    };
    const { token } = await api<{ token: string }>('POST', '/user/login', {
      username: 'admin',
      password: PASSWORD,
    });
    const ids: number[] = [];
    for (let i = 0; i < ARTICLES; i++) {
      const content = [`# 集群文章 ${i}`, ...[1, 2, 3, 4, 5].map(paragraph), '```ts\nconst n = 1;\n```'].join(
        '\n\n',
      );
      ids.push(
        (
          await api<{ id: number }>(
            'POST',
            '/admin/articles',
            { article_title: `集群文章 ${i}`, article_content: content },
            token,
          )
        ).id,
      );
    }
    const targets = [
      {
        name: 'GET /api/article/getArticleById/<each request another>',
        url: (id: number) => `/api/article/getArticleById/${id}`,
      },
      { name: 'GET /article?id=<each request another> (page)', url: (id: number) => `/article?id=${id}` },
    ];
    const measure = async (baseUrl: string, url: (id: number) => string) => {
      let n = 0;
      const result = await autocannon({
        url: baseUrl,
        connections: options.connections,
        duration: options.durationSeconds,
        requests: [
          { method: 'GET', setupRequest: (request) => ({ ...request, path: url(ids[n++ % ids.length]!) }) },
        ],
      });
      return {
        rps: Math.round(result.requests.average),
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
      };
    };
    const rows = [];
    for (const target of targets) {
      const one = await measure(alone.baseUrl, target.url);
      const two = await measure(cluster.baseUrl, target.url);
      rows.push({
        endpoint: target.name,
        '1 process req/s': one.rps,
        '2 processes req/s': two.rps,
        gain: Math.round((two.rps / one.rps) * 100) / 100,
        '1 p99_ms': one.p99,
        '2 p99_ms': two.p99,
        errors: one.errors + two.errors,
      });
    }
    return rows;
  } finally {
    await alone.stop();
    await cluster.stop();
  }
}
