import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { serverBuild } from './test/builds.setup';

let dataDir: string | undefined;
afterEach(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Runs the server's build (main.ts, as `npm start` runs it) in a child process on a data folder (a fresh one unless `reuse`). */
function start(env: Record<string, string>, reuse = false) {
  if (!reuse || !dataDir) dataDir = mkdtempSync(path.join(os.tmpdir(), 'blog-main-'));
  const child = spawn(process.execPath, [serverBuild.main], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const printed = async (pattern: RegExp) => {
    const deadline = Date.now() + 30_000;
    while (!pattern.test(output)) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`not printed: ${pattern}\n${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return { child, exited, printed, output: () => output };
}

describe('main', () => {
  it(
    'prints a generated admin password once, serves, and exits 0 on SIGTERM',
    { timeout: 60_000 },
    async () => {
      const server = start({ PORT: '0', DEMO_CONTENT: '0', ADMIN_USERNAME: 'owner' });
      await server.printed(/博客已启动/);
      expect(server.output()).toMatch(/│ 用户名：\s+owner\s+│\n│ 密码：\s+\S{8,}\s+│/);
      expect(server.output()).toMatch(/│ 管理后台：\s+http:\/\/127\.0\.0\.1:[1-9]\d*\/admin\s+│/);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      // The second start finds the account and does not print a password again.
      const again = start({ PORT: '0', DEMO_CONTENT: '0', ADMIN_USERNAME: 'owner' }, true);
      await again.printed(/博客已启动/);
      expect(again.output()).not.toContain('密码');
      again.child.kill('SIGINT');
      expect(await again.exited).toBe(0);
    },
  );

  it('refuses to start with a bad environment and names the variable', { timeout: 30_000 }, async () => {
    const server = start({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid environment:\n\s+PORT:/);
  });
});
