import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import { createRequire } from 'node:module';
import type Pg from 'pg';
import type { DatabaseConfig } from '../config';
import { BIGRAMS_SQL_FUNCTION, bigramTokens } from './bigrams';
import type { Database } from './schema';

export type Dialect = DatabaseConfig['dialect'];

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** The SQLite handle, for online backups; absent on PostgreSQL. */
  sqlite?: SQLite.Database;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

/** The PostgreSQL driver, loaded only by installs that use it. */
function loadPg(): typeof Pg {
  const pg = require('pg') as typeof Pg;
  // int8 (counts, sums, bigint columns) as numbers: every value we keep fits in 2^53.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
  return pg;
}

export interface ConnectOptions {
  /**
   * Reads only (`--dry-run` of the CLI): the connection refuses every write, and SQLite's file is
   * neither created nor tuned. (Opened read-write all the same: a read-only SQLite connection leaves
   * its -wal and -shm files behind, a read-write one removes them when it closes.)
   */
  readOnly?: boolean;
}

/** How many prepared statements a SQLite connection keeps (the app issues a few hundred distinct ones). */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * The connection as Kysely sees it, preparing each distinct SQL text once: Kysely prepares every
 * query it runs, and compiling a statement costs more than running most of ours. Safe because
 * better-sqlite3 runs each statement to completion before another starts (the app streams no
 * query), and SQLite re-prepares a statement by itself when the schema changes under it.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        // Used again: to the back of the line.
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        const oldest = statements.size >= STATEMENT_CACHE_SIZE ? statements.keys().next().value : undefined;
        if (oldest !== undefined) statements.delete(oldest);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

export function connectDatabase(config: DatabaseConfig, options: ConnectOptions = {}): Db {
  if (config.dialect === 'postgres') {
    const pg = loadPg();
    const settings = [...(options.readOnly ? ['-c default_transaction_read_only=on'] : [])];
    const pool = new pg.Pool({
      connectionString: config.url,
      max: 10,
      ...(settings.length ? { options: settings.join(' ') } : {}),
    });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
  }

  const readOnly = options.readOnly === true;
  const sqlite = new SQLite(config.file, { fileMustExist: readOnly });
  if (readOnly) sqlite.pragma('query_only = ON');
  else sqlite.pragma('journal_mode = WAL');
  // NORMAL is durable in WAL mode against process crashes; only a power cut can lose the last commits.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Keep the planner's statistics fresh (SQLite's advice for long-lived connections).
  if (!readOnly) sqlite.pragma('optimize = 0x10002');
  // The text of the one- and two-character search index, made in JS by its triggers (migration 0004).
  sqlite.function(BIGRAMS_SQL_FUNCTION, { deterministic: true }, (text: unknown) =>
    bigramTokens(typeof text === 'string' ? text : ''),
  );
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  const close = async () => {
    if (!readOnly) sqlite.pragma('optimize');
    await kysely.destroy();
  };
  return { kysely, dialect: 'sqlite', sqlite, close };
}
