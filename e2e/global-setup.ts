import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { TestSmtpServer } from '../apps/server/src/test/smtp-server';
import { serverEnvironment, startServer, type RunningServer } from '../scripts/server-process';
import { seedFixtures, type Fixtures } from './fixtures';

/** One blog of the run: the browser test files of one worker use it, one file after another. */
export interface E2eServer {
  baseUrl: string;
  dataDir: string;
  fixtures: Fixtures;
  /** Where the test SMTP server writes each mail it receives, as `<n>.json` (a ReceivedMail). */
  mailDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A blog for each worker of the run (VITEST_POOL_ID 1 … n uses the n-th). */
    servers: E2eServer[];
  }
}

/**
 * Starts a blog for each worker the browser tests run on. Each is the real server exactly as `npm
 * start` runs it, on a fresh data folder with the demo content and the tests' fixtures (written before
 * the server opens the database), with a test SMTP server of its own. Files run side by side, each
 * worker's one after another on its own blog: two files never share a blog at the same time, as in a
 * run of one worker.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const workers = project.config.maxWorkers;
  const started: { server: RunningServer; smtp: TestSmtpServer; dataDir: string }[] = [];
  const teardown = async () => {
    for (const { server, smtp, dataDir } of started) {
      await server.stop();
      await smtp.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  const startOne = async (): Promise<E2eServer> => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blog-e2e-'));
    // The blog's mail goes to a real SMTP server; each mail lands in a file the tests read.
    const mailDir = path.join(dataDir, 'received-mail');
    mkdirSync(mailDir);
    let mails = 0;
    const smtp = await TestSmtpServer.start(0, (mail) => {
      writeFileSync(path.join(mailDir, `${++mails}.json`), JSON.stringify(mail));
    });
    const options = {
      dataDir,
      // Behind a proxy on loopback, as behind nginx: a test may speak for a visitor of another address
      // (X-Forwarded-For), so per-address limits such as registration's hold per test, not per run.
      env: {
        ADMIN_USERNAME: 'admin',
        ADMIN_PASSWORD: 'e2e-admin-password',
        TRUST_PROXY: 'loopback',
        SMTP_URL: smtp.url,
        MAIL_FROM: '博客 <blog@e2e.test>',
        ADMIN_EMAIL: 'owner@e2e.test',
      },
    };
    const fixtures = await seedFixtures(serverEnvironment(options));
    try {
      const server = await startServer(options);
      started.push({ server, smtp, dataDir });
      return { baseUrl: server.baseUrl, dataDir, fixtures, mailDir };
    } catch (error) {
      await smtp.stop();
      throw error;
    }
  };

  try {
    // The first builds the web app when it is stale; the others start from that build.
    const first = await startOne();
    const others = await Promise.all(Array.from({ length: workers - 1 }, startOne));
    project.provide('servers', [first, ...others]);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
