import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code and is never edited after release.
// Two-step login for the owner (issue #14): an authenticator app's secret on the account, and
// one-time recovery codes kept only as hashes.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the past, not today's Database type
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  // One statement per column: SQLite adds one column per ALTER TABLE.
  // The base32 secret while two-step login is on (null: off).
  await db.schema.alterTable('users').addColumn('totp_secret', 'text').execute();
  // A secret handed out by a setup that no code has confirmed yet.
  await db.schema.alterTable('users').addColumn('totp_pending_secret', 'text').execute();
  await db.schema.alterTable('users').addColumn('totp_enabled_at', 'text').execute();
  // The 30 s time step of the last code accepted: a code of that step or an earlier one is refused.
  await db.schema.alterTable('users').addColumn('totp_last_step', 'integer').execute();

  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('totp_recovery_codes')
    .addColumn('id', isPostgres ? 'serial' : 'integer', (c) =>
      isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // SHA-256 (hex) of the code as typed without its dash, lowercased.
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('totp_recovery_codes_user')
    .on('totp_recovery_codes')
    .columns(['user_id', 'code_hash'])
    .unique()
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('totp_recovery_codes').ifExists().execute();
  for (const column of ['totp_last_step', 'totp_enabled_at', 'totp_pending_secret', 'totp_secret']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
