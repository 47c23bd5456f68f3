import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const postgresUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');

/** True when something accepts connections on the PostgreSQL port within a second. */
function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const postgresUp = await reachable(postgresUrl.hostname, Number(postgresUrl.port || 5432));
if (!postgresUp) {
  if (process.env.CI === 'true') {
    throw new Error(`PostgreSQL is required in CI but ${postgresUrl.host} does not answer`);
  }
  console.warn(`! PostgreSQL at ${postgresUrl.host} does not answer: API tests run on SQLite only`);
}

/**
 * The test files of `root`/src that replace modules (`vi.mock`): a replaced module must be imported
 * fresh, so these run isolated, each file in a module graph of its own.
 */
function filesReplacingModules(root: string): string[] {
  return readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `src/${file.split(path.sep).join('/')}`)
    .filter((file) => /\bvi\.mock\(/.test(readFileSync(path.join(root, file), 'utf8')));
}

/**
 * A project whose files share each worker's modules (`isolate: false`): the server's modules are
 * imported once per worker instead of once per file, the browser's jsdom made once per worker instead
 * of once per file (the web's units: 92 → 12 s). Files that replace modules get a second, isolated
 * project of their own (`<name>-isolated`).
 */
function sharingModules(project: TestProjectInlineConfiguration & { test: { name: string; root: string } }) {
  const replacing = filesReplacingModules(project.test.root);
  // A limit for hangs, not a budget (budgets live in bench): a file's first test pays for its imports
  // and, on the web, antd's first render: a second alone, five on a busy two-core machine.
  const test = { testTimeout: 15_000, ...project.test };
  const shared = { ...project, test: { ...test, isolate: false, exclude: replacing } };
  if (replacing.length === 0) return [shared];
  return [shared, { ...project, test: { ...test, name: `${test.name}-isolated`, include: replacing } }];
}

/**
 * One runner, seven projects:
 * - contract: the rules shared by server and web
 * - server: pure units and API tests on SQLite
 * - server-postgres: the same API tests on PostgreSQL (TEST_DATABASE_URL, default the local `test` database)
 * - web: units and components in jsdom
 * - e2e: the real server in Chromium (run by `npm run test:e2e`)
 * - cluster: two real servers on PostgreSQL and Redis behind nginx (run by `npm run test:cluster`)
 * - shots: screenshots of every page for people to look at (`npm run shots`; not part of `npm test`)
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a two-core CI machine, which then
    // waits on PostgreSQL and the file system with a core idle. Each API test file has a database (or
    // schema) of its own, so files run side by side.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      ...sharingModules({
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      }),
      ...sharingModules({
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DIALECT: 'sqlite' },
          globalSetup: ['./src/test/builds.setup.ts', './src/test/databases.setup.ts'],
        },
      }),
      ...(postgresUp
        ? sharingModules({
            test: {
              name: 'server-postgres',
              root: 'apps/server',
              include: ['src/**/*.api.test.ts'],
              environment: 'node',
              env: { TEST_DIALECT: 'postgres' },
              globalSetup: ['./src/test/builds.setup.ts', './src/test/databases.setup.ts'],
            },
          })
        : []),
      ...sharingModules({
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts'],
        },
      }),
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['./global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each worker runs on a blog of its own (global-setup.ts). One by default: on a two-core
          // machine two workers took each file twice as long (Chromium, the server and the runner
          // already keep both cores busy) and pushed tests past their time; more cores, more workers.
          maxWorkers: Number(process.env.E2E_WORKERS ?? 1),
        },
      },
      {
        test: {
          name: 'cluster',
          root: 'e2e',
          include: ['**/*.cluster.ts'],
          environment: 'node',
          globalSetup: ['../apps/server/src/test/builds.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'shots',
          root: 'e2e',
          include: ['**/*.shots.ts'],
          environment: 'node',
          globalSetup: ['./global-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ] satisfies TestProjectInlineConfiguration[],
  },
});
