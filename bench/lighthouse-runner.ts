import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Lighthouse as the benchmarks run it (bench:lighthouse, bench:peer): version 12.2.3 fetched by npx on
 * first use, mobile preset with its simulated throttling, the four categories; and what they need
 * around it (posts imported as an owner would, a server waited on until it is quiet, medians).
 */

export const LIGHTHOUSE = 'lighthouse@12.2.3';
export const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const run = promisify(execFile);
export const root = path.resolve(import.meta.dirname, '..');
// The same environment for the import and the server, whatever the caller's shell holds.
export const blogEnv = { DATABASE_URL: '', ADMIN_PASSWORD: 'bench-password', LOG_LEVEL: 'warn' };

interface LighthouseReport {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

/** What is reported per run: category scores (0–100) and metrics (ms; CLS unitless). */
export const scores = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export const metrics = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;
export type Measure = (typeof scores)[number] | keyof typeof metrics;
export type Run = Record<Measure, number>;

/** Imports the posts the way an owner does (`npm run blog -- import`), before the server starts. */
export async function importPosts(
  dataDir: string,
  postsDir: string,
  env: Record<string, string> = blogEnv,
): Promise<void> {
  // A fresh data folder: the blog is made here (--create), as on a new install.
  const { stdout } = await run('npm', ['run', '--silent', 'blog', '--', 'import', postsDir, '--create'], {
    cwd: root,
    env: { ...process.env, ...env, DATA_DIR: dataDir },
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
export async function waitUntilQuiet(pid: number, timeoutMs = 180_000): Promise<number> {
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

export async function lighthouse(url: string, output: string): Promise<Run> {
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

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** As a table shows it: scores whole, times in seconds (TBT in ms), CLS to three places. */
export function shown(measure: Measure, value: number): string {
  if (measure === 'TBT') return `${Math.round(value)}`;
  if (measure === 'CLS') return value.toFixed(3);
  if (measure in metrics) return (value / 1000).toFixed(2);
  return String(Math.round(value));
}
