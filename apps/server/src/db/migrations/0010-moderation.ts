import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code and is never edited after release.
// Moderation (issue #18): comments and messages may be held for the owner's approval, guest messages
// remember the address they came from (to ban it), banned addresses are kept, and the owner's rules
// (hold whom, when to ask for a captcha, words to reject or hold, links, duplicates, Akismet) are one row.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the past, not today's Database type
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = isPostgres ? 'serial' : 'integer';
  // 1 published, 2 held (待审核): seen only by its author and the owner.
  await db.schema
    .alterTable('messages')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('messages').addColumn('ip', 'text').execute();
  await db.schema
    .alterTable('comments')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // Why a held one is held (the owner's queue shows it): a word, Akismet, the moderation mode.
  await db.schema.alterTable('messages').addColumn('held_reason', 'text').execute();
  await db.schema.alterTable('comments').addColumn('held_reason', 'text').execute();
  await db.schema
    .createIndex('messages_held')
    .on('messages')
    .column('status')
    .where(sql.ref('status'), '=', 2)
    .execute();
  await db.schema
    .createIndex('comments_held')
    .on('comments')
    .column('status')
    .where(sql.ref('status'), '=', 2)
    .execute();

  await db.schema
    .createTable('banned_ips')
    .addColumn('id', id, (c) => (isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('ip', 'text', (c) => c.notNull().unique())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // One row (id 1); none means the defaults.
  await db.schema
    .createTable('moderation_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    // 0 publish at once, 1 hold guests' messages, 2 hold every comment and message but the owner's.
    .addColumn('mode', 'integer', (c) => c.notNull())
    // Ask for a captcha after this many actions per address per minute (0 always); null never.
    .addColumn('captcha_after', 'integer')
    // One word or phrase a line, matched without regard to case.
    .addColumn('reject_words', 'text', (c) => c.notNull())
    .addColumn('hold_words', 'text', (c) => c.notNull())
    // The most links one comment or message may hold; null no limit.
    .addColumn('max_links', 'integer')
    // The same text from the same person within this many minutes is refused; 0 never.
    .addColumn('duplicate_minutes', 'integer', (c) => c.notNull())
    .addColumn('akismet_key', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('moderation_settings').ifExists().execute();
  await db.schema.dropTable('banned_ips').ifExists().execute();
  await db.schema.dropIndex('comments_held').ifExists().execute();
  await db.schema.dropIndex('messages_held').ifExists().execute();
  await db.schema.alterTable('comments').dropColumn('held_reason').execute();
  await db.schema.alterTable('messages').dropColumn('held_reason').execute();
  await db.schema.alterTable('comments').dropColumn('status').execute();
  await db.schema.alterTable('messages').dropColumn('ip').execute();
  await db.schema.alterTable('messages').dropColumn('status').execute();
}
