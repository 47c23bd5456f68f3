import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { serverEnvironment, startServer } from '../scripts/server-process';
import { seedFixtures, type Fixtures } from './fixtures';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    fixtures: Fixtures;
  }
}

/**
 * Starts the real server exactly as `npm start` does (building the web app when stale) on a fresh
 * data folder with the demo content and the tests' fixtures (written before the server opens the
 * database), and hands its address to the browser tests.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blog-e2e-'));
  const options = {
    dataDir,
    // Behind a proxy on loopback, as behind nginx: a test may speak for a visitor of another address
    // (X-Forwarded-For), so per-address limits such as registration's hold per test, not per run.
    env: { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'e2e-admin-password', TRUST_PROXY: 'loopback' },
  };
  const fixtures = await seedFixtures(serverEnvironment(options));
  const server = await startServer(options);

  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('fixtures', fixtures);

  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
