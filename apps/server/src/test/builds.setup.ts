import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { SERVER_ROOT } from '../config';

/**
 * The server's build, which the tests that run it as a process start (`npm start` and `npm run blog` run
 * the same files): made by this setup before any test file runs.
 */
export const serverBuild = {
  main: path.join(SERVER_ROOT, 'dist/main.js'),
  cli: path.join(SERVER_ROOT, 'dist/cli.js'),
};

/** The page tests render real pages, the CLI and start tests run the real server: build both first, when stale. */
export default function setup(): void {
  const root = path.resolve(import.meta.dirname, '../../../..');
  execFileSync(process.execPath, ['scripts/builds.mjs'], { cwd: root, stdio: 'inherit' });
}
