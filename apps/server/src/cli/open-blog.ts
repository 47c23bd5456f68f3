import { sql } from 'kysely';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { describeSeed } from '../bootstrap';
import type { Config, DatabaseConfig } from '../config';
import type { AppContext } from '../context';
import { connectDatabase, type Db } from '../db/connect';
import { migrateToLatest, pendingMigrations } from '../db/migrate';
import { seed } from '../modules/demo/seed/seed';

/** A refusal the CLI prints as it is (Chinese, for the owner) and exits 1 with. */
export class CliError extends Error {}

/** How a command opens the blog. */
export interface OpenOptions {
  /** `--create`: a database that does not exist yet is made (migrated and seeded) instead of refused. */
  create?: boolean;
  /** `--dry-run`: nothing is created, migrated, seeded or written; every write is refused. */
  readOnly?: boolean;
  /** Whether an empty database gets the owner's account and the site (the `seed` command). */
  seed?: boolean;
}

/** A PostgreSQL URL as it may be printed: without its password. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (!parsed.password) return url;
    parsed.password = '';
    return parsed.toString().replace(/^(postgres(?:ql)?:\/\/[^:@/]*):?@/, '$1@');
  } catch {
    return url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1@');
  }
}

/** The first line of every command: which database and which data folder it works on. */
export function describeBlog(config: Pick<Config, 'database' | 'dataDir'>): string {
  const database =
    config.database.dialect === 'sqlite'
      ? `SQLite ${config.database.file}`
      : `PostgreSQL ${withoutPassword(config.database.url)}`;
  return `数据库：${database}，数据文件夹：${config.dataDir}`;
}

function missingMessage(database: DatabaseConfig): string {
  const where =
    database.dialect === 'sqlite'
      ? `数据库文件 ${database.file} 不存在`
      : `PostgreSQL 数据库 ${withoutPassword(database.url)} 里没有博客的表`;
  return [
    `没有找到博客的数据库：${where}。`,
    '请在博客所用的环境里运行，或把 DATA_DIR（用 PostgreSQL 时是 DATABASE_URL）设成博客所用的值，例如：',
    '  DATA_DIR=/srv/blog/data npm run blog -- <命令>',
    '确实要在这里新建一个博客，请加上 --create。',
  ].join('\n');
}

async function postgresHasBlog(db: Db): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`select to_regclass('users') is not null as found`.execute(
    db.kysely,
  );
  return rows[0]?.found === true;
}

/**
 * Opens the blog for a CLI command: says which database and data folder (on `out`, first), refuses a
 * database that is not there unless `create`, then migrates it — or, `readOnly`, only reads it,
 * refusing one that would need migrating. A database made here is seeded and its owner's generated
 * password printed (never a blog whose owner cannot get in).
 */
export async function openBlog(
  config: Config,
  options: OpenOptions,
  out: (line: string) => void = console.log,
): Promise<AppContext> {
  out(describeBlog(config));
  const { database } = config;
  const sqliteMissing = database.dialect === 'sqlite' && !existsSync(database.file);
  if (sqliteMissing && (options.readOnly || !options.create)) throw new CliError(missingMessage(database));
  if (sqliteMissing) mkdirSync(path.dirname(database.file), { recursive: true });
  const db = connectDatabase(database, { readOnly: options.readOnly });
  try {
    const fresh = sqliteMissing || (database.dialect === 'postgres' && !(await postgresHasBlog(db)));
    if (fresh && (options.readOnly || !options.create)) throw new CliError(missingMessage(database));
    const ctx: AppContext = { config, db };
    if (options.readOnly) {
      const pending = await pendingMigrations(db);
      if (pending.length)
        throw new CliError(
          `数据库需要先升级（${pending.length} 个迁移未运行），试运行不会升级它：请先启动一次博客，或不带 --dry-run 运行。`,
        );
      return ctx;
    }
    mkdirSync(config.dataDir, { recursive: true });
    await migrateToLatest(db);
    if (fresh || options.seed) {
      for (const line of describeSeed(await seed(ctx), config.adminUsername)) out(line);
    }
    return ctx;
  } catch (error) {
    await db.close();
    throw error;
  }
}
