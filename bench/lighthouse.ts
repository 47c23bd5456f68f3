import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../scripts/server-process';
import { firstWithCover, listArticles } from './articles';
import {
  blogEnv,
  importPosts,
  LIGHTHOUSE,
  lighthouse,
  median,
  metrics,
  root,
  RUNS,
  scores,
  shown,
  waitUntilQuiet,
  type Run,
} from './lighthouse-runner';
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

interface Page {
  name: string;
  path: string;
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
