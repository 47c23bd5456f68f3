import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, startServer, type RunningServer } from './server-process';

/**
 * Several blog processes on one PostgreSQL database, one Redis and one data folder, behind Debian's
 * nginx configured from deploy/nginx.conf: what README "Scaling out" sets up, for the cluster tests
 * (`npm run test:cluster`) and the benchmark's cluster row.
 */

const root = path.resolve(import.meta.dirname, '..');
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface Cluster {
  /** nginx's address: where visitors go. */
  baseUrl: string;
  servers: RunningServer[];
  dataDir: string;
  /** What every process has in Redis begins with this (REDIS_PREFIX). */
  redisPrefix: string;
  redisUrl: string;
  /** What nginx said about the upstreams so far (its error log). */
  nginxLog(): string;
  /** Starts process `index` again on its port (after it stopped or died). */
  restart(index: number): Promise<RunningServer>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  processes: number;
  /** More environment for every process. */
  env?: Record<string, string>;
}

/** deploy/nginx.conf for a test: the upstream's servers are `ports`, plain HTTP on `listenPort`. */
export function nginxConfig(ports: number[], listenPort: number, workDir: string): string {
  let site = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  site = site.replace(/^#.*\n/gm, '');
  // The port-80 server only redirects to HTTPS: gone. The other listens on the test's port.
  site = site.replace(/server \{\n {4}listen 80;[\s\S]*?\n\}\n/, '');
  site = site.replace(
    / {4}listen 443 ssl;\n {4}listen \[::\]:443 ssl;\n/,
    `    listen 127.0.0.1:${listenPort};\n`,
  );
  site = site.replace(/ {4}(http2 on;|ssl_certificate\S* [^\n]*)\n/g, '');
  const upstream = /(upstream blog \{\n)((?: {4}server [^\n]*\n)+)/;
  if (!upstream.test(site)) throw new Error('deploy/nginx.conf has no `upstream blog` with servers');
  site = site.replace(upstream, (_all, head: string, servers: string) => {
    const options = /^ {4}server \S+( [^;]*)?;/.exec(servers)?.[1] ?? '';
    return head + ports.map((port) => `    server 127.0.0.1:${port}${options};\n`).join('');
  });
  const temp = (name: string) => `${name}_temp_path ${path.join(workDir, name)};`;
  return [
    // Root starts nginx in CI: its workers stay root to reach the temp folder (nothing is served from disk).
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'daemon off;',
    'worker_processes 1;',
    `pid ${path.join(workDir, 'nginx.pid')};`,
    `error_log ${path.join(workDir, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    `  access_log off;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
    site,
    '}',
    '',
  ].join('\n');
}

export interface RunningNginx {
  baseUrl: string;
  /** nginx's error log so far (what it said about the upstreams). */
  log(): string;
  stop(): Promise<void>;
}

/** nginx in front of the processes on `ports`, configured from deploy/nginx.conf, until stopped. */
export async function startNginx(ports: number[]): Promise<RunningNginx> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'blog-nginx-'));
  const port = await freePort();
  const file = path.join(workDir, 'nginx.conf');
  writeFileSync(file, nginxConfig(ports, port, workDir));
  const nginx = spawn('nginx', ['-c', file, '-p', workDir], { stdio: ['ignore', 'ignore', 'pipe'] });
  let said = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (said += chunk.toString()));
  const running: RunningNginx = {
    baseUrl: `http://127.0.0.1:${port}`,
    log: () => {
      try {
        return readFileSync(path.join(workDir, 'error.log'), 'utf8');
      } catch {
        return '';
      }
    },
    stop: async () => {
      if (nginx.exitCode === null && nginx.signalCode === null) {
        const exited = new Promise((resolve) => nginx.once('exit', resolve));
        nginx.kill('SIGTERM');
        await exited;
      }
      rmSync(workDir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null) break;
    const up = await fetch(`${running.baseUrl}/api/config`).then(
      () => true,
      () => false,
    );
    if (up) return running;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await running.stop();
  throw new Error(`nginx did not answer within 10 s: ${said}`);
}

/** A fresh PostgreSQL database for the run; dropped by the returned function. */
async function freshDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Starts `processes` blog processes one after the other (the first creates the schema and the
 * demo content, building the web app when stale) and nginx in front of them.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const id = `${process.pid}_${Date.now().toString(36)}`;
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'blog-cluster-'));
  const dataDir = path.join(workDir, 'data');
  const database = await freshDatabase(`blog_cluster_${id}`);
  const redisPrefix = `blog-cluster-${id}:`;
  const servers: RunningServer[] = [];
  let nginx: RunningNginx | undefined;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      TRUST_PROXY: 'loopback',
      DEMO_CONTENT: 'false',
      ...options.env,
    };
    for (let i = 0; i < options.processes; i++) servers.push(await startServer({ dataDir, env }));
    nginx = await startNginx(servers.map((server) => Number(new URL(server.baseUrl).port)));
    return {
      baseUrl: nginx.baseUrl,
      servers,
      dataDir,
      redisPrefix,
      redisUrl,
      nginxLog: () => nginx?.log() ?? '',
      restart: async (index) => {
        const old = servers[index]!;
        await old.stop();
        const port = Number(new URL(old.baseUrl).port);
        servers[index] = await startServer({ dataDir, env, port });
        return servers[index];
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
