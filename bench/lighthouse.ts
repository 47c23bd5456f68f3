import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startServer } from '../scripts/server-process';
import { firstWithCover, listArticles } from './articles';
import { lighthouseMobile, measurePageScripts, type PageScripts } from './page-weight';
import { writeBenchPosts } from './posts';

/**
 * `npm run bench:lighthouse`: Lighthouse 12.2.3 (docs/design.md §10), mobile preset with its simulated
 * throttling, on the production server with the demo content and 60 imported Markdown posts
 * (posts.ts): /home, a demo article with a cover and an imported one without. Each page is measured
 * LIGHTHOUSE_RUNS times (3), the pages taking turns, and the median and range are reported; then the
 * JavaScript Chromium loads for each (page-weight.ts). Lighthouse is fetched by npx on first use
 * rather than kept in the project's dependencies. Scores move a few points from run to run and with
 * whatever else the machine is doing: run it on a quiet machine.
 */

const LIGHTHOUSE = 'lighthouse@12.2.3';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
// The same environment for the import and the server, whatever the caller's shell holds.
const blogEnv = { DATABASE_URL: '', ADMIN_PASSWORD: 'bench-password', LOG_LEVEL: 'warn' };

interface LighthouseReport {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

/** What is reported per run: category scores (0–100) and metrics (ms; CLS unitless). */
const scores = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const metrics = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;
type Measure = (typeof scores)[number] | keyof typeof metrics;
type Run = Record<Measure, number>;

interface Page {
  name: string;
  path: string;
}

/** Imports the posts the way an owner does (`npm run blog -- import`), before the server starts. */
async function importPosts(dataDir: string, postsDir: string): Promise<void> {
  const { stdout } = await run('npm', ['run', '--silent', 'blog', '--', 'import', postsDir], {
    cwd: root,
    env: { ...process.env, ...blogEnv, DATA_DIR: dataDir },
  });
  console.log(stdout.trim().split('\n').at(-1));
}

/** CPU seconds the process has used (user + system, all its threads). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Waits until the server has been nearly idle (under 5% of a core) for two seconds: on a fresh
 * install it writes the demo songs after it starts listening, and that would be measured as the
 * page's own slowness.
 */
async function waitUntilQuiet(pid: number, timeoutMs = 180_000): Promise<number> {
  const started = Date.now();
  let quietSeconds = 0;
  let last = cpuSeconds(pid);
  while (quietSeconds < 2 && Date.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpuSeconds(pid);
    quietSeconds = now - last < 0.05 ? quietSeconds + 1 : 0;
    last = now;
  }
  return (Date.now() - started) / 1000;
}

async function lighthouse(url: string, output: string): Promise<Run> {
  const attempt = async () => {
    rmSync(output, { force: true });
    await run(
      'npx',
      [
        '-y',
        LIGHTHOUSE,
        url,
        '--only-categories=performance,accessibility,best-practices,seo',
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
    if (report.runtimeError) throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`);
    return report;
  };
  // Lighthouse now and then fails to record a trace (NO_NAVSTART); one more try is enough.
  const report = await attempt().catch((error: unknown) => {
    console.warn(
      `  retrying ${url}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    );
    return attempt();
  });
  const result = {} as Run;
  for (const id of scores) result[id] = Math.round((report.categories[id]?.score ?? 0) * 100);
  for (const [name, id] of Object.entries(metrics)) {
    result[name as keyof typeof metrics] = report.audits[id]?.numericValue ?? Number.NaN;
  }
  return result;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** As a table shows it: scores whole, times in seconds (TBT in ms), CLS to three places. */
function shown(measure: Measure, value: number): string {
  if (measure === 'TBT') return `${Math.round(value)}`;
  if (measure === 'CLS') return value.toFixed(3);
  if (measure in metrics) return (value / 1000).toFixed(2);
  return String(Math.round(value));
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blog-lighthouse-'));
  const postsDir = mkdtempSync(path.join(os.tmpdir(), 'blog-posts-'));
  const posts = writeBenchPosts(postsDir);
  await importPosts(dataDir, postsDir);
  const server = await startServer({ dataDir, env: blogEnv });
  const runs = new Map<string, Run[]>();
  let pages: Page[];
  let scripts: PageScripts[];
  try {
    const settled = await waitUntilQuiet(server.child.pid!);
    console.log(`server idle after ${settled.toFixed(0)} s`);
    const articles = await listArticles(server.baseUrl);
    const withCover = firstWithCover(articles);
    // The newest imported post with three code blocks.
    const post = posts.filter((p) => p.codeLanguages.length === 3).at(-1);
    const withoutCover = articles.find((a) => a.article_title === post?.title);
    if (!withCover || !withoutCover) throw new Error('the demo article or the imported post is missing');
    pages = [
      { name: 'home page', path: '/home' },
      { name: `article with a cover (${withCover.article_title})`, path: `/article?id=${withCover.id}` },
      {
        name: `imported article, no cover (${withoutCover.article_title})`,
        path: `/article?id=${withoutCover.id}`,
      },
    ];
    for (let round = 1; round <= RUNS; round++) {
      for (const page of pages) {
        const started = Date.now();
        const result = await lighthouse(server.baseUrl + page.path, path.join(dataDir, 'report.json'));
        runs.set(page.path, [...(runs.get(page.path) ?? []), result]);
        console.log(
          `run ${round}/${RUNS} ${page.path}: performance ${result.performance}, ` +
            `LCP ${shown('LCP', result.LCP)} s, TBT ${shown('TBT', result.TBT)} ms ` +
            `(${((Date.now() - started) / 1000).toFixed(0)} s)`,
        );
      }
    }
    scripts = await measurePageScripts(
      server.baseUrl,
      pages.map((page) => page.path),
      { device: lighthouseMobile },
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(postsDir, { recursive: true, force: true });
  }

  const measures = [...scores, ...(Object.keys(metrics) as (keyof typeof metrics)[])];
  const summary = pages.map((page) => {
    const pageRuns = runs.get(page.path) ?? [];
    const row: Record<string, string> = { page: page.path };
    const stats: Record<string, { median: number; min: number; max: number }> = {};
    for (const measure of measures) {
      const values = pageRuns.map((r) => r[measure]);
      const [low, high] = [Math.min(...values), Math.max(...values)];
      stats[measure] = { median: median(values), min: low, max: high };
      const range =
        shown(measure, low) === shown(measure, high)
          ? ''
          : ` (${shown(measure, low)}–${shown(measure, high)})`;
      row[measure] = shown(measure, median(values)) + range;
    }
    return { row, report: { ...page, stats, runs: pageRuns } };
  });
  console.log(`\n${LIGHTHOUSE}, mobile preset (simulated throttling): median (range) of ${RUNS} runs`);
  console.log('scores 0–100; FCP, LCP, SI in s; TBT in ms; CLS unitless');
  for (const page of pages) console.log(`  ${page.path}: ${page.name}`);
  console.table(summary.map((s) => s.row));
  console.log(
    '\nJavaScript loaded on a first visit in a phone-sized window, until the network is idle: gzip -9 of' +
      ' each file, and as sent; then, with no input, in the next 5 s',
  );
  console.table(scripts);

  const results = path.join(root, 'bench/results');
  mkdirSync(results, { recursive: true });
  const report = {
    at: new Date().toISOString(),
    lighthouse: LIGHTHOUSE,
    runs: RUNS,
    pages: summary.map((s) => s.report),
    scripts,
  };
  writeFileSync(path.join(results, 'lighthouse.json'), JSON.stringify(report, null, 2));
  writeFileSync(
    path.join(results, `lighthouse-${report.at.replace(/[:.]/g, '-')}.json`),
    JSON.stringify(report, null, 2),
  );
}

await main();
