// `npm start`: build the web app and the server when their builds are missing or older than their
// sources, then run the compiled server in this same process (one process owns the port and gets
// the signals; compiled JavaScript starts faster and uses far less memory than a TypeScript loader).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const server = path.join(root, 'apps/server');
const contract = path.join(root, 'packages/contract/src');
const lockfile = path.join(root, 'package-lock.json');

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

/** True when `output` is missing or older than any of `sources`. */
function stale(output, sources) {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  return sources.some((source) => newestMtime(source) > built);
}

const webSources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) =>
  path.join(web, p),
);
if (stale(path.join(web, 'dist/index.html'), [...webSources, contract, lockfile])) {
  console.log('正在构建网页…');
  // Always a production build, whatever NODE_ENV the caller has (vitest sets `test`, which would
  // bundle React's and antd's development code).
  const result = spawnSync('npm', ['run', 'build', '-w', '@blog/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const serverEntry = path.join(server, 'dist/main.js');
if (stale(serverEntry, [path.join(server, 'src'), path.join(server, 'package.json'), contract, lockfile])) {
  console.log('正在构建服务端…');
  const { build } = await import('esbuild');
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(server, 'package.json'), 'utf8'));
  await build({
    entryPoints: [path.join(server, 'src/main.ts'), path.join(server, 'src/cli.ts')],
    outdir: path.join(server, 'dist'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Installed packages stay in node_modules; our own workspace code (the contract) is bundled.
    external: Object.keys(dependencies).filter((name) => !name.startsWith('@blog/')),
    logLevel: 'warning',
  });
}

process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverEntry).href);
