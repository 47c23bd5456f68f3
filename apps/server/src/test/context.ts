import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { buildApp } from '../app';
import type { Config, DatabaseConfig } from '../config';
import type { AppContext } from '../context';
import { connectDatabase, type Db } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { postgresDatabaseUrl, templateDatabase, withPostgres } from './postgres';

export const testDialect = (): 'sqlite' | 'postgres' =>
  process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Names this run's test databases (`testDatabasePrefix`), given by databases.setup.ts. */
    testDatabaseRun: string;
  }
}

/**
 * How this run's test databases are named (PostgreSQL databases, SQLite folders): `databases.setup.ts`
 * drops what carries its run's name when the run ends, whatever a file left behind.
 */
export const testDatabasePrefix = (): string => `blog_test_${inject('testDatabaseRun')}`;

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
  /** Drops the database and the temporary data folder. */
  dispose(): Promise<void>;
}

interface TestDatabase {
  db: Db;
  config: DatabaseConfig;
  /** Drops the database (on PostgreSQL, or its SQLite file's folder). */
  drop(): Promise<void>;
}

/** A freshly migrated, empty database on the dialect under test. */
async function createTestDatabase(): Promise<TestDatabase> {
  if (testDialect() === 'sqlite') {
    const folder = mkdtempSync(path.join(os.tmpdir(), `${testDatabasePrefix()}-`));
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
  // A copy of the run's migrated template (databases.setup.ts): 0.07 s, where migrating took 0.4.
  const name = `${testDatabasePrefix()}_${randomBytes(6).toString('hex')}`;
  await withPostgres((client) =>
    client.query(`CREATE DATABASE "${name}" TEMPLATE "${templateDatabase(testDatabasePrefix())}"`),
  );
  const config: DatabaseConfig = { dialect: 'postgres', url: postgresDatabaseUrl(name) };
  const db = connectDatabase(config);
  return {
    db,
    config,
    async drop() {
      await db.close();
      await withPostgres(async (client) => {
        // A connection still saying goodbye (the pool's, or one the app closed without waiting) would
        // be killed by FORCE, and its client then raises the kill as an error nobody handles: wait
        // until the database has no one connected, briefly, before dropping it.
        for (let waited = 0; waited < 5_000; waited += 50) {
          const { rows } = await client.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if (rows[0]!.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await client.query(`DROP DATABASE "${name}" WITH (FORCE)`);
      });
    },
  };
}

/** The migrations' own tables, which an emptied database keeps. */
const MIGRATION_TABLES = /^kysely_migration/;

/** The statements that empty a PostgreSQL test database (`postgresEmptyingOf`), made once per database. */
const postgresEmptying = new WeakMap<Db['kysely'], string>();

/**
 * The statements that empty a PostgreSQL database: DELETE of every table, the referencing ones
 * before those they reference, then every sequence restarted. Not TRUNCATE: on tables this small it
 * costs 90 ms a test against 6, and each one gives every table a new file, rows in the system
 * catalogs that a day of test runs grew to hundreds of megabytes, slowing every later run.
 */
async function postgresEmptyingOf(db: Db): Promise<string> {
  const schema = 'public';
  const { rows: tables } = await sql<{ name: string }>`
    SELECT tablename AS name FROM pg_tables WHERE schemaname = ${schema}`.execute(db.kysely);
  const { rows: references } = await sql<{ child: string; parent: string }>`
    SELECT child.relname AS child, parent.relname AS parent
    FROM pg_constraint c
    JOIN pg_class child ON child.oid = c.conrelid
    JOIN pg_class parent ON parent.oid = c.confrelid
    JOIN pg_namespace n ON n.oid = child.relnamespace
    WHERE c.contype = 'f' AND n.nspname = ${schema} AND child.oid <> parent.oid`.execute(db.kysely);
  const { rows: sequences } = await sql<{ name: string }>`
    SELECT sequencename AS name FROM pg_sequences WHERE schemaname = ${schema}`.execute(db.kysely);
  // Children first: a table is deleted once every table that references it has been.
  const left = new Set(tables.map((table) => table.name).filter((name) => !MIGRATION_TABLES.test(name)));
  const order: string[] = [];
  while (left.size) {
    const ready = [...left].filter((name) =>
      references.every((reference) => reference.parent !== name || !left.has(reference.child)),
    );
    if (!ready.length)
      throw new Error(`emptyDatabase: tables that reference each other: ${[...left].join(', ')}`);
    for (const name of ready) {
      order.push(name);
      left.delete(name);
    }
  }
  const quoted = (name: string) => `"${schema}"."${name}"`;
  return [
    ...order.map((name) => `DELETE FROM ${quoted(name)};`),
    // setval, not ALTER SEQUENCE … RESTART, which gives the sequence a new file as TRUNCATE does.
    ...sequences.map((sequence) => `SELECT setval('${quoted(sequence.name)}', 1, false);`),
  ].join('\n');
}

/**
 * Deletes every row and restarts every id, leaving the schema as the migrations made it: the state
 * of a database just created, in a fraction of the time.
 */
export async function emptyDatabase(db: Db): Promise<void> {
  if (db.dialect === 'postgres') {
    let emptying = postgresEmptying.get(db.kysely);
    if (!emptying) {
      emptying = await postgresEmptyingOf(db);
      postgresEmptying.set(db.kysely, emptying);
    }
    await db.kysely.transaction().execute((trx) => sql.raw(emptying).execute(trx));
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

/**
 * The database `useTestContext` files share in this worker process: the files of a worker run one
 * after another (and the server's test files share the worker's modules, vitest.config.ts), each test
 * starting from `emptyDatabase`. Made once instead of once per file; `databases.setup.ts` drops it
 * when the run ends (the worker ends without a word).
 */
let workerDatabase: Promise<TestDatabase> | undefined;

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
 * cost: the tests of a worker process share one database (`workerDatabase`), migrated once and
 * emptied before each test, and each test gets a new app on it with a new data folder (so rate
 * limits, failed logins and caches start empty, as in a fresh process). Call it at the top of a test
 * file; the returned context always points at the running test's.
 */
export function useTestContext(overrides: Partial<Config> = {}): TestContext {
  let database: TestDatabase | undefined;
  let current: TestContext | undefined;
  beforeAll(async () => {
    database = await (workerDatabase ??= createTestDatabase());
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
