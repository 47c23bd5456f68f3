// Builds the web app (the browser bundle and its server renderer) and the server when a build is missing
// or was made from other sources than there are now. Used by `npm start`, `npm run blog` and the tests
// that run the real pages or the real server.
import { spawnSync } from 'node:child_process';
import { buildSync } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const server = path.join(root, 'apps/server');
export const contract = path.join(root, 'packages/contract/src');
export const lockfile = path.join(root, 'package-lock.json');

/** What no build is made from: tests and their helpers (`test/` folders), installed packages, builds. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-ssr', 'test']);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

function addFiles(target, files) {
  if (!existsSync(target)) return;
  if (!statSync(target).isDirectory()) {
    files.push(target);
    return;
  }
  for (const entry of readdirSync(target).sort()) {
    if (SKIPPED_FOLDERS.has(entry) || TEST_FILE.test(entry)) continue;
    addFiles(path.join(target, entry), files);
  }
}

/** The hash of what a build is made from: each source file's path and content (tests left out). */
export function buildKey(sources) {
  const files = [];
  for (const source of sources) addFiles(source, files);
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(`${path.relative(root, file)}\0`)
      .update(readFileSync(file))
      .update('\0');
  return hash.digest('hex');
}

/** Where a build folder keeps the key of what it was built from. */
const keyFile = (folder) => path.join(folder, '.build-key');

/** True when each of these build folders was built from sources with this key. */
export function builtFrom(folders, key) {
  return folders.every(
    (folder) => existsSync(keyFile(folder)) && readFileSync(keyFile(folder), 'utf8') === key,
  );
}

/** Records in each build folder that it was built from sources with this key. */
export function markBuilt(folders, key) {
  for (const folder of folders) writeFileSync(keyFile(folder), key);
}

/** Builds apps/web when needed; exits the process when the build fails. */
export function ensureWebBuild() {
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) =>
    path.join(web, p),
  );
  const outputs = ['dist', 'dist-ssr'].map((p) => path.join(web, p));
  const key = buildKey([...sources, contract, lockfile]);
  if (builtFrom(outputs, key)) return;
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
  markBuilt(outputs, key);
}

/**
 * Builds the server (its entry points `main` and `cli`, in apps/server/dist) when needed: compiled
 * JavaScript starts in a fraction of the time a TypeScript loader takes, with far less memory.
 */
export function ensureServerBuild() {
  const dist = path.join(server, 'dist');
  const key = buildKey([path.join(server, 'src'), path.join(server, 'package.json'), contract, lockfile]);
  if (existsSync(path.join(dist, 'main.js')) && builtFrom([dist], key)) return;
  console.error('正在构建服务端…');
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(server, 'package.json'), 'utf8'));
  buildSync({
    entryPoints: [path.join(server, 'src/main.ts'), path.join(server, 'src/cli.ts')],
    outdir: dist,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Installed packages stay in node_modules; our own workspace code (the contract) is bundled.
    external: Object.keys(dependencies).filter((name) => !name.startsWith('@blog/')),
    // Quiet unless it fails: errors only (they stop the start).
    logLevel: 'error',
  });
  markBuilt([dist], key);
}

/** Held while a process checks or makes the builds (`whileBuildsHeld`). */
const LOCK = path.join(root, 'node_modules/.cache/blog-builds.lock');

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/**
 * Runs `work` while no other process checks or makes the builds: two test runs side by side (npm test
 * runs the unit tests on two Nodes at once) would otherwise both find a build stale and write the same
 * folders at the same time. The second waits, then finds the first's builds current. A lock whose
 * process has ended is taken over.
 */
function whileBuildsHeld(work) {
  mkdirSync(path.dirname(LOCK), { recursive: true });
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      writeFileSync(LOCK, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(LOCK, 'utf8'));
      if (holder && !alive(holder)) rmSync(LOCK, { force: true });
      else Atomics.wait(pause, 0, 0, 250);
    }
  }
  try {
    work();
  } finally {
    rmSync(LOCK, { force: true });
  }
}

/** Makes these builds when needed; ends the process, saying why, when one fails. */
export function buildOrExit(...builds) {
  try {
    whileBuildsHeld(() => {
      for (const build of builds) build();
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

// `node scripts/builds.mjs`: both, as a command (the tests' setup runs it).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildOrExit(ensureWebBuild, ensureServerBuild);
}
