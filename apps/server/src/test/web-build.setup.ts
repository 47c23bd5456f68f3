import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The page tests render real pages: build the web app and its server renderer first, when stale. */
export default function setup(): void {
  const root = path.resolve(import.meta.dirname, '../../../..');
  execFileSync(process.execPath, ['scripts/web-build.mjs'], { cwd: root, stdio: 'inherit' });
}
