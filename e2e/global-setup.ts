import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { TestSmtpServer } from '../apps/server/src/test/smtp-server';
import { serverEnvironment, startServer } from '../scripts/server-process';
import { seedFixtures, type Fixtures } from './fixtures';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    fixtures: Fixtures;
    /** Where the test SMTP server writes each mail it receives, as `<n>.json` (a ReceivedMail). */
    mailDir: string;
  }
}

/**
 * Starts the real server exactly as `npm start` does (building the web app when stale) on a fresh
 * data folder with the demo content and the tests' fixtures (written before the server opens the
 * database), and hands its address to the browser tests.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blog-e2e-'));
  // The blog's mail goes to a real SMTP server of the run; each mail lands in a file the tests read.
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
  const server = await startServer(options);

  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('fixtures', fixtures);
  project.provide('mailDir', mailDir);

  return async () => {
    await server.stop();
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
