import autocannon from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { freePort, startServer } from '../scripts/server-process';
import { buildBenchDatabase } from './dataset';
import { runMusicBench } from './music';

/**
 * `npm run bench`: the production server on a freshly seeded database, each endpoint measured with
 * autocannon beside a bare Fastify route returning the same bytes in the same run; server memory;
 * and the JavaScript the browser loads for /home. Prints a table, writes bench/results/*.json.
 */

const root = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 10_000);

interface Target {
  name: string;
  method: 'GET' | 'PUT';
  path: string;
}

const targets: Target[] = [
  { name: 'config', method: 'GET', path: '/api/config' },
  { name: 'pageHeader/getAll', method: 'GET', path: '/api/pageHeader/getAll' },
  { name: 'statistic', method: 'GET', path: '/api/statistic' },
  { name: 'category dictionary', method: 'GET', path: '/api/category/getCategoryDictionary' },
  { name: 'tag dictionary', method: 'GET', path: '/api/tag/getTagDictionary' },
  { name: 'home list', method: 'GET', path: '/api/article/blogHomeGetArticleList/1/5' },
  { name: 'timeline', method: 'GET', path: '/api/article/blogTimelineGetArticleList/1/10' },
  { name: 'article by id', method: 'GET', path: '/api/article/getArticleById/42' },
  { name: 'recommend', method: 'GET', path: '/api/article/getRecommendArticleById/42' },
  { name: 'hot', method: 'GET', path: '/api/article/getHotArticle' },
  {
    name: 'search 2 chars',
    method: 'GET',
    path: `/api/article/getArticleListByContent/${encodeURIComponent('缓存')}`,
  },
  {
    name: 'search 4 chars',
    method: 'GET',
    path: `/api/article/getArticleListByContent/${encodeURIComponent('事件循环')}`,
  },
  {
    name: 'search rare word',
    method: 'GET',
    path: `/api/article/getArticleListByContent/${encodeURIComponent('量子纠缠')}`,
  },
  { name: 'rss.xml', method: 'GET', path: '/rss.xml' },
  { name: 'config/addView (write)', method: 'PUT', path: '/api/config/addView' },
  { name: 'SPA page /home', method: 'GET', path: '/home' },
];

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

function load(url: string, method: 'GET' | 'PUT', connections = CONNECTIONS) {
  return autocannon({ url, method, connections, duration: DURATION });
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
    const path = `/api/article/getArticleListByContent/${encodeURIComponent(word)}`;
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

async function homeJavaScript(baseUrl: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    const scripts = new Map<string, number>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      void response.body().then((body) => scripts.set(response.url(), gzipSync(body, { level: 9 }).length));
    });
    await page.goto(`${baseUrl}/home`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const gzipBytes = [...scripts.values()].reduce((a, b) => a + b, 0);
    return { files: scripts.size, gzipKb: Math.round(gzipBytes / 102.4) / 10 };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
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

    const fixtures = [];
    for (const target of targets) {
      const res = await fetch(baseUrl + target.path, { method: target.method });
      const body = Buffer.from(await res.arrayBuffer());
      fixtures.push({
        ...target,
        contentType: res.headers.get('content-type') ?? 'application/json',
        body: body.toString('base64'),
        bytes: body.length,
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
      const real = await load(baseUrl + target.path, target.method);
      const yardstick = await load(bareUrl + target.path, target.method);
      rows.push({
        endpoint: `${target.method} ${target.path}`,
        bytes: fixtures[index]!.bytes,
        'req/s': Math.round(real.requests.average),
        p50_ms: real.latency.p50,
        p95_ms: percentile95(real),
        p99_ms: real.latency.p99,
        errors: real.errors + real.non2xx,
        'bare req/s': Math.round(yardstick.requests.average),
        ratio: Math.round((real.requests.average / yardstick.requests.average) * 100) / 100,
      });
    }
    const search = await searchLatency(baseUrl);
    clearInterval(sampler);
    const memory = { idleRssMb: idleRss, peakRssMb: peakRss };
    const web = await homeJavaScript(baseUrl);

    console.log(
      `\nAPI on SQLite (${ARTICLES} articles), autocannon ${CONNECTIONS} connections × ${DURATION} s each`,
    );
    console.table(rows);
    console.log(`\nsearch over ${ARTICLES} articles, one connection × ${DURATION} s per keyword`);
    console.table(search);
    console.log(`server RSS: idle ${memory.idleRssMb} MB, peak under load ${memory.peakRssMb} MB`);
    console.log(`JS loaded for /home: ${web.files} files, ${web.gzipKb} KB gzip`);
    const music = await runMusicBench({ durationSeconds: DURATION });

    const results = path.join(root, 'bench/results');
    mkdirSync(results, { recursive: true });
    const report = {
      at: new Date().toISOString(),
      node: process.version,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      api: rows,
      search,
      memory,
      web,
      music,
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
