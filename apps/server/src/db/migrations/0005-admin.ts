import type { Kysely } from 'kysely';

// Frozen in time: this file never imports application code and is never edited after release.
// The owner's console: page views counted per day (in the site's time zone) for the statistics
// chart, and an index so that new comments per day are counted without reading them all.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the past, not today's Database type
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('daily_views')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('comments_created').on('comments').column('created_at').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('comments_created').ifExists().execute();
  await db.schema.dropTable('daily_views').ifExists().execute();
}
