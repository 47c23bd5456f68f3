// `npm start`: build the web app when its build is missing or older than its sources, then run the
// server in this same process (one process owns the port and receives the signals).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const builtIndex = path.join(web, 'dist/index.html');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) =>
  path.join(web, p),
);
sources.push(path.join(root, 'packages/contract/src'), path.join(root, 'package-lock.json'));
const built = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const stale = sources.some((source) => newestMtime(source) > built);

if (stale) {
  console.log(built ? '网页有改动，正在重新构建…' : '首次启动，正在构建网页…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@blog/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/server/src/main.ts'));
