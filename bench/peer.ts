import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startServer, type RunningServer } from '../scripts/server-process';
import { listArticles } from './articles';
import {
  blogEnv,
  importPosts,
  LIGHTHOUSE,
  lighthouse,
  median,
  RUNS,
  root,
  shown,
  waitUntilQuiet,
  type Run,
} from './lighthouse-runner';

/**
 * `npm run bench:peer`: our blog beside the Hexo 8 + Butterfly 5.7 site we measure ourselves against,
 * on the same 60 posts (the kit in ../shared/peers/hexo, or PEER_KIT): Lighthouse's mobile preset on
 * both home pages and both copies of post 30, the four pages taking turns, PEER_RUNS rounds (3) —
 * first on a quiet machine, then with one core kept busy by a spinning process (a mid-range phone is
 * such a machine). Prints medians and ranges side by side. The peer site is built once (npm packages
 * only) and kept in ~/.cache/blog-bench-peer, keyed by the kit's files.
 */

const run = promisify(execFile);
const kit = path.resolve(process.env.PEER_KIT ?? path.join(root, '../shared/peers/hexo'));
const POSTS = 60;
/** The post both sites show as "an article": post-0030, at this address on the peer. */
const PEER_ARTICLE = '/2023/12/21/post-0030/';

interface Site {
  name: 'ours' | 'Butterfly';
  home: string;
  article: string;
}

async function sh(command: string, args: string[], cwd: string): Promise<void> {
  console.log(`  $ ${command} ${args.join(' ')}   (in ${path.relative(os.homedir(), cwd) || cwd})`);
  await run(command, args, {
    cwd,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, npm_config_fund: 'false' },
  });
}

/** Builds the peer's site as the kit's README says, once per version of the kit; its folder. */
async function buildPeer(): Promise<string> {
  if (!existsSync(path.join(kit, 'gen-posts.js'))) {
    throw new Error(`no Hexo peer kit at ${kit} (set PEER_KIT to the folder holding gen-posts.js)`);
  }
  const hash = createHash('sha256');
  for (const file of readdirSync(kit).sort()) hash.update(file).update(readFileSync(path.join(kit, file)));
  const work = path.join(os.homedir(), '.cache/blog-bench-peer', hash.digest('hex').slice(0, 12));
  const site = path.join(work, 'site');
  if (existsSync(path.join(site, 'public', PEER_ARTICLE, 'index.html'))) return site;

  console.log(`building the peer site in ${work} (npm packages; a few minutes, once)`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  copyFileSync(path.join(kit, 'tools-package.json'), path.join(work, 'package.json'));
  await sh('npm', ['install', '--no-audit', '--no-fund'], work);
  await sh('npx', ['hexo', 'init', 'site'], work);
  copyFileSync(path.join(kit, 'site-package.json'), path.join(site, 'package.json'));
  for (const file of ['_config.yml', '_config.butterfly.yml'])
    copyFileSync(path.join(kit, file), path.join(site, file));
  const posts = path.join(site, 'source/_posts');
  rmSync(posts, { recursive: true, force: true });
  mkdirSync(posts, { recursive: true });
  await sh('npm', ['install', '--no-audit', '--no-fund'], site);
  await sh('node', [path.join(kit, 'gen-posts.js'), String(POSTS), posts], work);
  await sh('npx', ['hexo', 'generate'], site);
  return site;
}

/** The peer's built site served as static files (hexo-server), until stopped. */
async function servePeer(site: string): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = 4000 + Math.floor(Math.random() * 1000);
  const server = spawn('npx', ['hexo', 'server', '--static', '-i', '127.0.0.1', '-p', String(port)], {
    cwd: site,
    stdio: 'ignore',
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const up = await fetch(baseUrl + PEER_ARTICLE).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { baseUrl, stop: async () => stopGroup(server) };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopGroup(server);
  throw new Error('the peer site did not answer within 60 s');
}

/** Ends a process started `detached` and everything it started (npx → hexo). */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}

/** Our blog with the same posts imported (no demo content), rate limits off; the id of post 30. */
async function startOurs(site: string, dataDir: string): Promise<{ server: RunningServer; article: string }> {
  const env = { ...blogEnv, DEMO_CONTENT: 'false' };
  await importPosts(dataDir, site, env);
  const server = await startServer({ dataDir, env });
  await waitUntilQuiet(server.child.pid!);
  const post = (await listArticles(server.baseUrl)).find((article) =>
    article.article_title.includes('（30）'),
  );
  if (!post) {
    await server.stop();
    throw new Error('post 30 of the peer set was not imported');
  }
  return { server, article: `/article?id=${post.id}` };
}

/** One core kept busy for as long as it runs: the loaded case. */
function busyCore(): ChildProcess {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

type Rows = Map<string, Run[]>;

async function measure(sites: Site[], dataDir: string, rows: Rows, machine: string): Promise<void> {
  for (let round = 1; round <= RUNS; round++) {
    for (const kind of ['home', 'article'] as const) {
      for (const site of sites) {
        const result = await lighthouse(site[kind], path.join(dataDir, 'report.json'));
        const key = `${machine}|${kind}|${site.name}`;
        rows.set(key, [...(rows.get(key) ?? []), result]);
        console.log(
          `${machine} ${round}/${RUNS} ${site.name} ${kind}: performance ${result.performance}, ` +
            `TBT ${shown('TBT', result.TBT)} ms, LCP ${shown('LCP', result.LCP)} s, ` +
            `load ${os.loadavg()[0]!.toFixed(1)}`,
        );
      }
    }
  }
}

/** "median (min–max)" of one measure over runs, as a table shows it. */
function cell(runs: Run[], measure: keyof Run): string {
  const values = runs.map((r) => r[measure]);
  const [low, high] = [Math.min(...values), Math.max(...values)];
  const range = low === high ? '' : ` (${shown(measure, low)}–${shown(measure, high)})`;
  return shown(measure, median(values)) + range;
}

async function main(): Promise<void> {
  const site = await buildPeer();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blog-peer-'));
  const peer = await servePeer(site);
  const ours = await startOurs(site, dataDir).catch(async (error: unknown) => {
    await peer.stop();
    throw error;
  });
  const sites: Site[] = [
    { name: 'ours', home: `${ours.server.baseUrl}/home`, article: ours.server.baseUrl + ours.article },
    { name: 'Butterfly', home: `${peer.baseUrl}/`, article: peer.baseUrl + PEER_ARTICLE },
  ];
  const rows: Rows = new Map();
  let busy: ChildProcess | undefined;
  try {
    await measure(sites, dataDir, rows, 'quiet');
    busy = busyCore();
    await measure(sites, dataDir, rows, 'one core busy');
  } finally {
    busy?.kill();
    await ours.server.stop();
    await peer.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(`\n${LIGHTHOUSE}, mobile preset: median (range) of ${RUNS} runs, the sites taking turns`);
  console.log(`  ours: ${sites[0]!.article}; Butterfly: ${PEER_ARTICLE} — the same post`);
  const table = [];
  for (const machine of ['quiet', 'one core busy'])
    for (const kind of ['home', 'article'])
      for (const name of ['ours', 'Butterfly']) {
        const runs = rows.get(`${machine}|${kind}|${name}`) ?? [];
        table.push({
          page: kind,
          machine,
          site: name,
          performance: cell(runs, 'performance'),
          'TBT ms': cell(runs, 'TBT'),
          'LCP s': cell(runs, 'LCP'),
          'FCP s': cell(runs, 'FCP'),
          CLS: cell(runs, 'CLS'),
          a11y: cell(runs, 'accessibility'),
        });
      }
  console.table(table);
}

await main();
