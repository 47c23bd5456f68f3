import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startServer } from '../scripts/server-process';

/**
 * `npm run bench:lighthouse`: Lighthouse 12.2.3 (DESIGN §10), mobile preset with its simulated
 * throttling, on /home and an article of the production server with the demo content. Lighthouse is
 * fetched by npx on first use rather than kept in the project's dependencies. Scores move a few
 * points from run to run and with whatever else the machine is doing: run it on a quiet machine.
 */

const LIGHTHOUSE = 'lighthouse@12.2.3';
const pages = ['/home', '/article?id=1'];
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; displayValue?: string }>;
}

const metric = (report: LighthouseReport, id: string) => report.audits[id]?.displayValue ?? '—';

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blog-lighthouse-'));
  const server = await startServer({ dataDir, env: { ADMIN_PASSWORD: 'bench-password' } });
  const rows = [];
  try {
    for (const page of pages) {
      const output = path.join(dataDir, 'report.json');
      // Lighthouse now and then fails to record a trace (NO_NAVSTART); one more try is enough.
      const lighthouse = () =>
        run(
          'npx',
          [
            '-y',
            LIGHTHOUSE,
            server.baseUrl + page,
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
      await lighthouse().catch(lighthouse);
      const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
      const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
      rows.push({
        page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        FCP: metric(report, 'first-contentful-paint'),
        LCP: metric(report, 'largest-contentful-paint'),
        TBT: metric(report, 'total-blocking-time'),
        CLS: metric(report, 'cumulative-layout-shift'),
        SI: metric(report, 'speed-index'),
      });
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`${LIGHTHOUSE}, mobile preset (simulated throttling)`);
  console.table(rows);
  const results = path.join(root, 'bench/results');
  mkdirSync(results, { recursive: true });
  writeFileSync(
    path.join(results, 'lighthouse.json'),
    JSON.stringify({ at: new Date().toISOString(), lighthouse: LIGHTHOUSE, pages: rows }, null, 2),
  );
}

await main();
