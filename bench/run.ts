import { HOME_PAGE_SIZE } from '@blog/contract/page-sizes';
import { API_PREFIX, apiPath, articleRoutes } from '@blog/contract/routes';
import autocannon from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort, startServer } from '../scripts/server-process';
import { firstWithCover, listArticles } from './articles';
import { runClusterBench } from './cluster';
import { buildBenchDatabase } from './dataset';
import { runMusicBench } from './music';
import { measureOverlays } from './overlays';
import { measurePageScripts } from './page-weight';
import { measureVisitCounting } from './visits';

/**
 * `npm run bench`: the production server on a freshly seeded database, each endpoint measured with
 * autocannon beside a bare Fastify route returning the same bytes in the same run; the rendered HTML
 * of /home and of an article the same way; server memory; and the JavaScript the browser loads for
 * /home and for an article. Prints a table, writes bench/results/*.json.
 */

const root = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 10_000);
/** Only the rows whose name holds this text, and nothing else (no browser, no music): for working on one. */
const ONLY = process.env.BENCH_ONLY;

/** The article the detail rows ask for, and whose bytes the bare routes of the varying rows return. */
const ARTICLE_ID = 42;

interface Target {
  name: string;
  method: 'GET' | 'PUT';
  /** What is asked; for a varying target, the URL whose answer the bare route returns. */
  path: string;
  /**
   * Each request's URL when every request asks for something else, so that the read cache answers
   * none of them (n counts the requests of the run).
   */
  vary?: { label: string; url: (n: number) => string };
  /** The bare server's route, when it is not the path without its query. */
  bareRoute?: string;
  /** Asked with `Accept-Encoding: br`, as a browser asks for a page (the bare route answers the same bytes). */
  brotli?: boolean;
}

const fixedTargets: Target[] = [
  { name: 'config', method: 'GET', path: '/api/config' },
  { name: 'pageHeader/getAll', method: 'GET', path: '/api/pageHeader/getAll' },
  { name: 'statistic', method: 'GET', path: '/api/statistic' },
  { name: 'category dictionary', method: 'GET', path: '/api/category/getCategoryDictionary' },
  { name: 'tag dictionary', method: 'GET', path: '/api/tag/getTagDictionary' },
  {
    name: 'home list',
    method: 'GET',
    path: apiPath(articleRoutes.home, { current: 1, size: HOME_PAGE_SIZE }),
  },
  { name: 'timeline', method: 'GET', path: apiPath(articleRoutes.timeline, { current: 1, size: 10 }) },
  { name: 'article by id', method: 'GET', path: apiPath(articleRoutes.detail, { id: ARTICLE_ID }) },
  { name: 'recommend', method: 'GET', path: apiPath(articleRoutes.recommend, { id: ARTICLE_ID }) },
  { name: 'hot', method: 'GET', path: apiPath(articleRoutes.hot) },
  {
    name: 'search 2 chars',
    method: 'GET',
    path: apiPath(articleRoutes.search, { query: '缓存' }),
  },
  {
    name: 'search 4 chars',
    method: 'GET',
    path: apiPath(articleRoutes.search, { query: '事件循环' }),
  },
  {
    name: 'search rare word',
    method: 'GET',
    path: apiPath(articleRoutes.search, { query: '量子纠缠' }),
  },
  { name: 'rss.xml', method: 'GET', path: '/rss.xml' },
  { name: 'config/addView (write)', method: 'PUT', path: '/api/config/addView' },
  // Rendered HTML, shared through the read cache (READ_CACHE_MS) like the reads it is made of; an
  // article page served from the cache counts its view itself.
  { name: 'page /home', method: 'GET', path: '/home' },
  { name: 'page /article', method: 'GET', path: `/article?id=${ARTICLE_ID}` },
  // The same pages as a browser gets them: compressed (the server compresses a shared page once).
  { name: 'page /home, br', method: 'GET', path: '/home', brotli: true },
  { name: 'page /article, br', method: 'GET', path: `/article?id=${ARTICLE_ID}`, brotli: true },
];

/**
 * The targets whose every request asks for something else: each article once in a shuffled order
 * (no read-cache hit for the article or what is made from it; the calls every page shares, such as
 * /api/config, still hit), and /home under a URL of its own (the page missed, its reads shared).
 */
function varyingTargets(articleIds: number[]): Target[] {
  const ids = shuffled(articleIds);
  const articleId = (n: number) => ids[n % ids.length]!;
  return [
    {
      name: 'article by id, each request another',
      method: 'GET',
      path: apiPath(articleRoutes.detail, { id: ARTICLE_ID }),
      vary: {
        label: API_PREFIX + articleRoutes.detail.path.replace(':id', '<each request another>'),
        url: (n) => apiPath(articleRoutes.detail, { id: articleId(n) }),
      },
      bareRoute: API_PREFIX + articleRoutes.detail.path,
    },
    {
      name: 'page /home, each request its own URL',
      method: 'GET',
      path: '/home',
      vary: { label: '/home?n=<each request its own>', url: (n) => `/home?n=${n}` },
    },
    {
      name: 'page /article, each request another',
      method: 'GET',
      path: `/article?id=${ARTICLE_ID}`,
      vary: { label: '/article?id=<each request another>', url: (n) => `/article?id=${articleId(n)}` },
    },
  ];
}

/** A fixed shuffle (the same order every run), so that neighbouring requests ask for unrelated rows. */
function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  let state = 1;
  for (let i = copy.length - 1; i > 0; i--) {
    state = (state * 48_271) % 2_147_483_647;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** An answer's bytes as they were sent (fetch would decompress them), with their type and encoding. */
function rawAnswer(url: string, target: Target) {
  return new Promise<{ body: Buffer; contentType: string; encoding: string | null }>((resolve, reject) => {
    const headers = target.brotli ? { 'accept-encoding': 'br' } : {};
    const request = http.request(url, { method: target.method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          body: Buffer.concat(chunks),
          contentType: response.headers['content-type'] ?? 'application/json',
          encoding: response.headers['content-encoding'] ?? null,
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

/** autocannon reports p90 and p97.5; p95 lies between them (linear interpolation). */
function percentile95(result: autocannon.Result): number {
  const { p90, p97_5 } = result.latency;
  return Math.round((p90 + ((p97_5 - p90) * 5) / 7.5) * 100) / 100;
}

function load(baseUrl: string, target: Target, connections = CONNECTIONS) {
  const options = {
    connections,
    duration: DURATION,
    ...(target.brotli ? { headers: { 'accept-encoding': 'br' } } : {}),
  };
  const { vary } = target;
  if (!vary) return autocannon({ ...options, url: baseUrl + target.path, method: target.method });
  let n = 0;
  return autocannon({
    ...options,
    url: baseUrl,
    requests: [{ method: target.method, setupRequest: (request) => ({ ...request, path: vary.url(n++) }) }],
  });
}

/**
 * Search latency as one visitor sees it (one connection, so no queueing behind other requests):
 * common and rare words of one, two and four characters, in titles and bodies. Every request has
 * its own URL (`?n=`), so each one searches: none is answered by the read cache.
 */
const searchWords = ['的', '龘', '缓存', '闭包', '量子', 'React', '事件循环', '性能优化', '量子纠缠'];

async function searchLatency(baseUrl: string) {
  const rows = [];
  for (const word of searchWords) {
    const path = apiPath(articleRoutes.search, { query: word });
    const hits = ((await (await fetch(baseUrl + path)).json()) as { result: unknown[] }).result.length;
    let n = 0;
    const result = await autocannon({
      url: baseUrl,
      connections: 1,
      duration: DURATION,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `${path}?n=${n++}` }) }],
    });
    rows.push({
      keyword: word,
      hits,
      'req/s': Math.round(result.requests.average),
      p50_ms: result.latency.p50,
      p95_ms: percentile95(result),
      p99_ms: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  return rows;
}

function printVisits(visits: Awaited<ReturnType<typeof measureVisitCounting>>): void {
  console.log(
    `\nvisitor statistics: POST /api/visit, another visitor each request (${CONNECTIONS} connections)`,
  );
  console.table([visits.beacon]);
  console.log('the article page without and with one beacon per page served alongside, taking turns');
  console.table([visits.article]);
}

async function clusterRows() {
  const rows = await runClusterBench({ durationSeconds: DURATION, connections: CONNECTIONS });
  console.log(
    `\none and two processes on PostgreSQL and Redis behind nginx, READ_CACHE_MS=0, ${os.availableParallelism()} cores,` +
      ` autocannon ${CONNECTIONS} connections × ${DURATION} s each`,
  );
  console.table(rows);
  return rows;
}

async function main(): Promise<void> {
  if (ONLY === 'cluster') {
    await clusterRows();
    return;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blog-bench-'));
  const built = Date.now();
  await buildBenchDatabase(dataDir, ARTICLES);
  console.log(
    `database: ${ARTICLES} articles on SQLite, built in ${((Date.now() - built) / 1000).toFixed(1)} s`,
  );
  const barePort = await freePort();
  const bareUrl = `http://127.0.0.1:${barePort}`;
  // DEMO_CONTENT=0: the articles are in already, and synthesising the demo songs on first start would
  // take the CPU from the measurements (the music library has its own benchmark, music.ts).
  const server = await startServer({ dataDir, env: { ADMIN_PASSWORD: 'bench-password', DEMO_CONTENT: '0' } });
  const baseUrl = server.baseUrl;
  const pid = server.child.pid!;
  let bare: ChildProcess | undefined;
  try {
    await new Promise((r) => setTimeout(r, 1000));
    const idleRss = rssMb(pid);

    const articles = await listArticles(baseUrl);
    const targets = [...fixedTargets, ...varyingTargets(articles.map((article) => article.id))].filter(
      (target) => !ONLY || target.name.includes(ONLY),
    );
    const fixtures = [];
    for (const target of targets) {
      const answer = await rawAnswer(baseUrl + target.path, target);
      fixtures.push({
        method: target.method,
        path: target.path,
        route: target.bareRoute ?? target.path.split('?')[0]!,
        contentType: answer.contentType,
        encoding: answer.encoding,
        body: answer.body.toString('base64'),
        bytes: answer.body.length,
      });
    }
    const fixturesFile = path.join(dataDir, 'bare-fixtures.json');
    writeFileSync(fixturesFile, JSON.stringify(fixtures));
    bare = fork(path.join(import.meta.dirname, 'bare-server.ts'), [fixturesFile, String(barePort)], {
      execArgv: ['--import', 'tsx'],
      stdio: 'ignore',
    });
    await new Promise<void>((resolve) => bare!.once('message', () => resolve()));

    let peakRss = idleRss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(pid))), 200);
    const rows = [];
    for (const [index, target] of targets.entries()) {
      const real = await load(baseUrl, target);
      const yardstick = await load(bareUrl, target);
      rows.push({
        endpoint: `${target.method} ${target.vary?.label ?? target.path}`,
        bytes: fixtures[index]!.bytes,
        'req/s': Math.round(real.requests.average),
        p50_ms: real.latency.p50,
        p95_ms: percentile95(real),
        p99_ms: real.latency.p99,
        errors: real.errors + real.non2xx,
        'bare req/s': Math.round(yardstick.requests.average),
        'bare p99_ms': yardstick.latency.p99,
        ratio: Math.round((real.requests.average / yardstick.requests.average) * 100) / 100,
      });
    }
    // What one visitor waits for a page nobody asked for before (no queue behind other requests).
    const oneVisitor = [];
    for (const target of targets.filter((candidate) => candidate.vary)) {
      const result = await load(baseUrl, target, 1);
      oneVisitor.push({
        endpoint: `${target.method} ${target.vary!.label}`,
        'req/s': Math.round(result.requests.average),
        p50_ms: result.latency.p50,
        p95_ms: percentile95(result),
        p99_ms: result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    }
    clearInterval(sampler);
    const visits =
      !ONLY || 'visits'.includes(ONLY)
        ? await measureVisitCounting(baseUrl, `/article?id=${ARTICLE_ID}`, {
            duration: DURATION,
            connections: CONNECTIONS,
          })
        : undefined;
    if (ONLY) {
      console.table(rows);
      console.table(oneVisitor);
      if (visits) printVisits(visits);
      return;
    }
    const search = await searchLatency(baseUrl);
    const memory = { idleRssMb: idleRss, peakRssMb: peakRss };
    const withCover = firstWithCover(articles);
    const web = await measurePageScripts(baseUrl, [
      '/home',
      ...(withCover ? [`/article?id=${withCover.id}`] : []),
      `/article?id=${ARTICLE_ID}`,
    ]);

    console.log(
      `\nreads and pages on SQLite (${ARTICLES} articles), autocannon ${CONNECTIONS} connections × ${DURATION} s each`,
    );
    console.table(rows);
    console.log(`\none visitor, nothing from the read cache: one connection × ${DURATION} s each`);
    console.table(oneVisitor);
    console.log(`\nsearch over ${ARTICLES} articles, one connection × ${DURATION} s per keyword`);
    console.table(search);
    printVisits(visits!);
    console.log(`server RSS: idle ${memory.idleRssMb} MB, peak under load ${memory.peakRssMb} MB`);
    console.log(
      `\nJavaScript loaded on a first visit, until the network is idle: gzip -9 of each file, and as sent;` +
        ` then, with no input, in the next 5 s` +
        `\n(article ${withCover?.id ?? '—'} has a cover, article ${ARTICLE_ID} has none)`,
    );
    console.table(web);
    const overlays = await measureOverlays(baseUrl, { username: 'admin', password: 'bench-password' });
    console.log(
      '\noverlays: ms from the click to the first frame showing them, on a settled /home (median and slowest of 3)',
    );
    console.table(overlays);
    const music = await runMusicBench({ durationSeconds: DURATION });
    const cluster = await clusterRows();

    const results = path.join(root, 'bench/results');
    mkdirSync(results, { recursive: true });
    const report = {
      at: new Date().toISOString(),
      node: process.version,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      api: rows,
      oneVisitor,
      search,
      memory,
      web,
      overlays,
      music,
      visits,
      cluster,
    };
    writeFileSync(path.join(results, 'latest.json'), JSON.stringify(report, null, 2));
    writeFileSync(
      path.join(results, `bench-${report.at.replace(/[:.]/g, '-')}.json`),
      JSON.stringify(report, null, 2),
    );
  } finally {
    bare?.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
