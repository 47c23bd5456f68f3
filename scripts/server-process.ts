import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/**
 * The real server as `npm start` runs it (building what is stale), for the browser tests and the
 * benchmarks: on a free local port, with a data folder of the caller's, rate limits off.
 */

const root = path.resolve(import.meta.dirname, '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerOptions {
  dataDir: string;
  /** More environment for the server (MUSIC_DIR, DEMO_CONTENT …). */
  env?: Record<string, string>;
  /** True once the server is ready to be measured or tested; by default when /api/config answers. */
  ready?: (baseUrl: string) => Promise<boolean>;
  timeoutMs?: number;
  /** The port to listen on (a process started again where another was); a free one by default. */
  port?: number;
}

export interface RunningServer {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the server printed so far. */
  output(): string;
  stop(): Promise<void>;
}

const configAnswers = async (baseUrl: string) => (await fetch(`${baseUrl}/api/config`)).ok;

/** The environment the server runs with (and a caller preparing its database beforehand reads). */
export function serverEnvironment(
  options: Pick<ServerOptions, 'dataDir' | 'env'>,
  port = 0,
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    // The server as deployed, not in the test runner's mode.
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    DATABASE_URL: '',
    RATE_LIMIT_PER_MINUTE: '0',
    // Tests write many times a minute from one address; the captcha's browser test switches it on.
    CAPTCHA_AFTER: 'off',
    // Friends' sites in tests are served from 127.0.0.1; links are checked when a test asks (立即检查),
    // never on a schedule behind the tests' backs.
    FRIEND_FEED_ALLOW_PRIVATE: '1',
    FRIEND_FEED_INTERVAL_MINUTES: '0',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: serverEnvironment(options, port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const server: RunningServer = {
    baseUrl,
    child,
    output: () => log,
    stop: async () => {
      // Gone already: exited, or killed by a signal (then exitCode stays null).
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };

  const ready = options.ready ?? configAnswers;
  const timeoutMs = options.timeoutMs ?? 180_000;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${log}`);
    try {
      if (await ready(baseUrl)) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.stop();
  throw new Error(`the server was not ready within ${timeoutMs / 1000} s:\n${log}`);
}
