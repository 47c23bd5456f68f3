import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../app';
import type { Config, DatabaseConfig } from '../config';
import type { AppContext } from '../context';
import { connectDatabase, type Db } from '../db/connect';
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
    // One for every test: tests that play two processes of one blog give both the same.
    redisPrefix: 'blog-test:',
    timeZone: 'Asia/Shanghai',
    demoContent: false,
    musicDir: path.join(dataDir, 'music'),
    musicUpstream: undefined,
    logLevel: 'silent',
    trustProxy: false,
    timeouts: { requestMs: 120_000, headersMs: 10_000, keepAliveMs: 5000, idleMs: 60_000 },
    maxConnectionsPerIp: 0,
    chat: { messagesPerMinute: 20, redisChannel: `test:chat:${randomBytes(6).toString('hex')}` },
    // Off: tests count reads from one address; the dedupe has tests of its own.
    viewDedupeMs: 0,
    articleUnlockMs: 24 * 3_600_000,
    // Off: tests post many times from one address; the captcha has tests of its own.
    captchaAfter: null,
    akismetUrl: 'http://127.0.0.1:9/akismet-not-configured',
    // No checks on a schedule (apps are built by the dozen); tests check links when they ask.
    friendFeed: { intervalMinutes: 0, allowPrivate: true },
    webDist: path.join(dataDir, 'no-web'),
    demoDir: path.resolve(import.meta.dirname, '../../demo'),
    mail: { smtpUrl: undefined, from: 'blog@example.test', adminEmail: undefined, siteUrl: undefined },
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

interface TestDatabase {
  db: Db;
  config: DatabaseConfig;
  /** Drops the database (its PostgreSQL schema, or its SQLite file's folder). */
  drop(): Promise<void>;
}

/** A freshly migrated, empty database on the dialect under test. */
async function createTestDatabase(): Promise<TestDatabase> {
  if (testDialect() === 'sqlite') {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'blog-test-db-'));
    const config: DatabaseConfig = { dialect: 'sqlite', file: path.join(folder, 'blog.db') };
    const db = connectDatabase(config);
    await migrateToLatest(db);
    return {
      db,
      config,
      async drop() {
        await db.close();
        rmSync(folder, { recursive: true, force: true });
      },
    };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await withPostgres((client) => client.query(`CREATE SCHEMA ${schema}`));
  const config: DatabaseConfig = { dialect: 'postgres', url: POSTGRES_URL };
  const db = connectDatabase(config, { schema });
  await whileSchemasHold(() => migrateToLatest(db));
  return {
    db,
    config,
    async drop() {
      await db.close();
      await whileSchemasHold(() => withPostgres((client) => client.query(`DROP SCHEMA ${schema} CASCADE`)));
    },
  };
}

async function withPostgres<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The migrations' own tables, which an emptied database keeps. */
const MIGRATION_TABLES = /^kysely_migration/;

/**
 * Deletes every row and restarts every id, leaving the schema as the migrations made it: the state
 * of a database just created, in a fraction of the time.
 */
export async function emptyDatabase(db: Db): Promise<void> {
  if (db.dialect === 'postgres') {
    const { rows } = await sql<{ name: string }>`
      SELECT tablename AS name FROM pg_tables WHERE schemaname = ${db.schema ?? 'public'}`.execute(db.kysely);
    const tables = rows.map((row) => row.name).filter((name) => !MIGRATION_TABLES.test(name));
    if (tables.length) {
      await sql`TRUNCATE ${sql.join(tables.map((name) => sql.id(name)))} RESTART IDENTITY CASCADE`.execute(
        db.kysely,
      );
    }
    return;
  }
  const sqlite = db.sqlite!;
  const objects = sqlite
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all() as { name: string; sql: string }[];
  // Full-text indexes follow their table through its triggers; their own tables are not to be touched.
  const indexes = objects
    .filter((table) => /^CREATE VIRTUAL TABLE/i.test(table.sql))
    .map((table) => table.name);
  const tables = objects
    .map((table) => table.name)
    .filter(
      (name) =>
        !MIGRATION_TABLES.test(name) &&
        !indexes.some((index) => name === index || name.startsWith(`${index}_`)),
    );
  sqlite.pragma('foreign_keys = OFF');
  try {
    sqlite.transaction(() => {
      for (const name of tables) sqlite.prepare(`DELETE FROM "${name}"`).run();
      for (const index of indexes)
        sqlite.prepare(`INSERT INTO "${index}"("${index}") VALUES ('delete-all')`).run();
      if (objects.some((table) => table.name === 'sqlite_sequence'))
        sqlite.prepare('DELETE FROM sqlite_sequence').run();
    })();
  } finally {
    sqlite.pragma('foreign_keys = ON');
  }
}

/** The context an app is built with: the test's own, but the app's closing leaves the database open. */
const appContextOver = (ctx: AppContext): AppContext => ({
  ...ctx,
  db: { ...ctx.db, close: async () => undefined },
});

/** A freshly migrated, empty database on the dialect under test, and an app built on it. */
export async function createTestContext(overrides: Partial<Config> = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blog-test-'));
  const ctx: AppContext = {
    config: testConfig(dataDir, database.config, overrides),
    db: database.db,
  };
  const app = await buildApp(appContextOver(ctx), { logger: false });
  return {
    ...ctx,
    app,
    async dispose() {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The API tests' context, the same as `createTestContext()`'s for every test at a fraction of the
 * cost: the file's tests share one database, migrated once and emptied before each test, and each
 * test gets a new app on it with a new data folder (so rate limits, failed logins and caches start
 * empty, as in a fresh process). Call it at the top of a test file; the returned context always
 * points at the running test's.
 */
export function useTestContext(overrides: Partial<Config> = {}): TestContext {
  let database: TestDatabase | undefined;
  let current: TestContext | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  beforeEach(async () => {
    await emptyDatabase(database!.db);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blog-test-'));
    const ctx: AppContext = { config: testConfig(dataDir, database!.config, overrides), db: database!.db };
    const app = await buildApp(appContextOver(ctx), { logger: false });
    current = {
      ...ctx,
      app,
      async dispose() {
        await app.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  });
  afterEach(async () => {
    await current?.dispose();
    current = undefined;
  });
  afterAll(async () => {
    await database?.drop();
  });
  const running = (): TestContext => {
    if (!current) throw new Error('useTestContext: used outside a test');
    return current;
  };
  return {
    get app() {
      return running().app;
    },
    get config() {
      return running().config;
    },
    get db() {
      return running().db;
    },
    dispose: () => running().dispose(),
  };
}
