import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code and is never edited after release.
// The chat room at /message/chat (issue #18): its lines, plain text, by users or by guests (游客xxxxx).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the past, not today's Database type
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('chat_messages')
    .addColumn('id', isPostgres ? 'serial' : 'integer', (c) =>
      isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // A user's name when the line was sent (the room shows the current one), or the guest's.
    .addColumn('nick_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Set when its author recalled it: the text is gone, the room keeps a "撤回了一条消息" line.
    .addColumn('recalled_at', 'text')
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('chat_messages').ifExists().execute();
}
