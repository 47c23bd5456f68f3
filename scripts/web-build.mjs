// Builds the web app (the browser bundle and its server renderer) when either is missing or older
// than its sources. Used by `npm start` and by the tests that need the real pages.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
export const contract = path.join(root, 'packages/contract/src');
export const lockfile = path.join(root, 'package-lock.json');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'dist-ssr') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when `output` is missing or older than any of `sources`. */
export function stale(output, sources) {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  return sources.some((source) => newestMtime(source) > built);
}

/** Builds apps/web when needed; exits the process when the build fails. */
export function ensureWebBuild() {
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) =>
    path.join(web, p),
  );
  const outputs = ['dist/index.html', 'dist-ssr/entry-server.js'].map((p) => path.join(web, p));
  if (!outputs.some((output) => stale(output, [...sources, contract, lockfile]))) return;
  console.log('正在构建网页…（约一两分钟）');
  // Always a production build, whatever NODE_ENV the caller has (vitest sets `test`, which would
  // bundle React's and antd's development code). Its hundreds of lines are shown only when it fails.
  const result = spawnSync('npm', ['run', 'build', '-w', '@blog/web'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    throw new Error(`网页构建失败（退出码 ${result.status}），上面是构建工具的输出`);
  }
}

// `node scripts/web-build.mjs`: the same, as a command (the test setup runs it).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    ensureWebBuild();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
