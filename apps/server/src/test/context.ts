import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../app';
import type { Config, DatabaseConfig } from '../config';
import type { AppContext } from '../context';
import { connectDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';

/** PostgreSQL used by the `server-postgres` test project. */
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const testDialect = (): 'sqlite' | 'postgres' =>
  process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

export function testConfig(
  dataDir: string,
  database: DatabaseConfig,
  overrides: Partial<Config> = {},
): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    database,
    adminUsername: 'admin',
    adminPassword: 'admin-password-1',
    jwtSecret: randomBytes(32).toString('hex'),
    rateLimitPerMinute: 0,
    // Off: tests write fixtures straight into the database, past the API that would invalidate it.
    readCacheMs: 0,
    redisUrl: undefined,
    timeZone: 'Asia/Shanghai',
    demoContent: false,
    musicDir: path.join(dataDir, 'music'),
    musicUpstream: undefined,
    logLevel: 'silent',
    trustProxy: false,
    timeouts: { requestMs: 120_000, headersMs: 10_000, keepAliveMs: 5000, idleMs: 60_000 },
    maxConnectionsPerIp: 0,
    // Off: tests count reads from one address; the dedupe has tests of its own.
    viewDedupeMs: 0,
    webDist: path.join(dataDir, 'no-web'),
    demoDir: path.resolve(import.meta.dirname, '../../demo'),
    ...overrides,
  };
}

export interface TestContext extends AppContext {
  app: FastifyInstance;
  /** Drops the database (or its schema) and the temporary data folder. */
  dispose(): Promise<void>;
}

/** The advisory lock that keeps schema drops and migrations of parallel test files apart. */
const SCHEMA_LOCK = 4_242_001;

/**
 * Runs `work` while no other test file drops a schema or migrates one. Test files run in parallel,
 * each on a schema of its own; Kysely's migrator reads the whole catalog (every schema's tables), and
 * a schema dropped meanwhile fails that read with "schema … does not exist".
 */
async function whileSchemasHold<T>(work: () => Promise<T>): Promise<T> {
  const lock = new pg.Client({ connectionString: POSTGRES_URL });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK]);
    return await work();
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK]).catch(() => undefined);
    await lock.end();
  }
}

/** A freshly migrated, empty database on the dialect under test, and an app built on it. */
export async function createTestContext(overrides: Partial<Config> = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blog-test-'));
  let database: DatabaseConfig = { dialect: 'sqlite', file: path.join(dataDir, 'blog.db') };
  let schema: string | undefined;
  if (testDialect() === 'postgres') {
    schema = `test_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.end();
    database = { dialect: 'postgres', url: POSTGRES_URL };
  }
  const config = testConfig(dataDir, database, overrides);
  const db = connectDatabase(config.database, { schema });
  if (schema) await whileSchemasHold(() => migrateToLatest(db));
  else await migrateToLatest(db);
  const ctx: AppContext = { config, db };
  const app = await buildApp(ctx, { logger: false });

  return {
    ...ctx,
    app,
    async dispose() {
      await app.close();
      if (schema) {
        const dropped = schema;
        await whileSchemasHold(async () => {
          const client = new pg.Client({ connectionString: POSTGRES_URL });
          await client.connect();
          await client.query(`DROP SCHEMA ${dropped} CASCADE`);
          await client.end();
        });
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
