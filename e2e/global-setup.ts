import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from '../scripts/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/**
 * Starts the real server exactly as `npm start` does (building the web app when stale) on a fresh
 * data folder with the demo content, and hands its address to the browser tests.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blog-e2e-'));
  const server = await startServer({
    dataDir,
    // Behind a proxy on loopback, as behind nginx: a test may speak for a visitor of another address
    // (X-Forwarded-For), so per-address limits such as registration's hold per test, not per run.
    env: { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'e2e-admin-password', TRUST_PROXY: 'loopback' },
  });

  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
