import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code and is never edited after release.
// E-mail (issue #18): a queue of outgoing mails retried with backoff, the addresses visitors gave and
// proved theirs, the kinds of mail an address turned off, which comment / message / link application
// a visitor wants to hear about, a verified address on an account and the owner's address in the
// site settings.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the past, not today's Database type
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (table: ReturnType<Db['schema']['createTable']>) =>
    table.addColumn('id', isPostgres ? 'serial' : 'integer', (c) =>
      isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    );

  await id(db.schema.createTable('mail_queue'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    // owner, reply, link, verify or test: what an unsubscribe turns off.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    // The unsubscribe address for the List-Unsubscribe header, null when the mail has none.
    .addColumn('unsubscribe_url', 'text')
    // pending, sent or failed (gave up after the last attempt).
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mail_queue_due')
    .on('mail_queue')
    .columns(['status', 'next_attempt_at'])
    .execute();

  // Lower-cased addresses left on a form; verified_at is set by the link of the verification mail.
  await db.schema
    .createTable('mail_addresses')
    .addColumn('address', 'text', (c) => c.primaryKey())
    .addColumn('verified_at', 'text')
    .addColumn('verify_sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('mail_optouts')
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('mail_optouts_pk', ['address', 'kind'])
    .execute();

  // Who to mail about a comment, message or link application: kept apart from those tables, so that
  // no public read of them can carry an address. No foreign key: a rejected application is deleted
  // before its applicant is mailed.
  await id(db.schema.createTable('mail_watchers'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mail_watchers_subject')
    .on('mail_watchers')
    .columns(['subject', 'subject_id'])
    .unique()
    .execute();

  // One statement per column: SQLite adds one column per ALTER TABLE.
  await db.schema.alterTable('users').addColumn('email', 'text').execute();
  await db.schema.alterTable('users').addColumn('email_verified_at', 'text').execute();
  await db.schema.alterTable('site_config').addColumn('admin_email', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('site_config').dropColumn('admin_email').execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
  await db.schema.alterTable('users').dropColumn('email').execute();
  for (const table of ['mail_watchers', 'mail_optouts', 'mail_addresses', 'mail_queue']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
