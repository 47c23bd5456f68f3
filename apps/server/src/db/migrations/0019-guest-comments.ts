import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code and is never edited after release.
// Guest comments (issue #32): a comment may be written by a guest, who has no account (from_id null),
// under the nickname it chose (guest_name) and the 游客 identity its browser keeps (guest_id); a reply
// to a guest names that guest (to_guest, to_guest_id) where a reply to a user names the account
// (to_id). The owner turns guest comments off in 审核设置 (guest_comments 0).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the past, not today's Database type
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`ALTER TABLE comments ALTER COLUMN from_id DROP NOT NULL`.execute(db);
  } else {
    await allowNullAuthorsOnSqlite(db);
  }
  await db.schema.alterTable('comments').addColumn('guest_name', 'text').execute();
  await db.schema.alterTable('comments').addColumn('guest_id', 'text').execute();
  await db.schema.alterTable('comments').addColumn('to_guest', 'text').execute();
  await db.schema.alterTable('comments').addColumn('to_guest_id', 'text').execute();
  await db.schema
    .alterTable('moderation_settings')
    .addColumn('guest_comments', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

/**
 * SQLite cannot drop a NOT NULL: the table is made again from its own definition (whatever columns
 * earlier migrations gave it) without that one constraint, filled, and put in place of the old one
 * with its indexes. The new table's replies point at itself under its temporary name, which the
 * rename carries along, so dropping the old table (an implicit DELETE) cascades into nothing.
 */
async function allowNullAuthorsOnSqlite(db: Db): Promise<void> {
  const objects = await sql<{ type: string; name: string; sql: string | null }>`
    SELECT type, name, sql FROM sqlite_master WHERE tbl_name = 'comments'`.execute(db);
  const table = objects.rows.find((row) => row.type === 'table');
  if (!table?.sql) throw new Error('0019: the comments table is missing');
  const created = table.sql
    .replace(/^CREATE TABLE\s+"?comments"?/i, 'CREATE TABLE "comments_rebuilt"')
    .replace(/(references\s+)"?comments"?\s*\(/gi, '$1"comments_rebuilt" (')
    .replace(/("from_id"\s+integer)\s+not null/i, '$1');
  if (created === table.sql || /"from_id"\s+integer\s+not null/i.test(created)) {
    throw new Error('0019: could not read the comments table definition');
  }
  const indexes = objects.rows.filter((row) => row.type === 'index' && row.sql !== null);
  await sql.raw(created).execute(db);
  await sql`INSERT INTO comments_rebuilt SELECT * FROM comments ORDER BY id`.execute(db);
  await sql`DROP TABLE comments`.execute(db);
  await sql`ALTER TABLE comments_rebuilt RENAME TO comments`.execute(db);
  for (const index of indexes) await sql.raw(index.sql!).execute(db);
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('moderation_settings').dropColumn('guest_comments').execute();
  await db.deleteFrom('comments').where('from_id', 'is', null).execute();
  for (const column of ['to_guest_id', 'to_guest', 'guest_id', 'guest_name']) {
    await db.schema.alterTable('comments').dropColumn(column).execute();
  }
}
