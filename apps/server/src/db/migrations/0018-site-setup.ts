import type { Kysely } from 'kysely';

// Frozen in time: this file never imports application code and is never edited after release.
// The owner's first hour (issue #32): where the console's setup step stands, and the owner's own icon.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the past, not today's Database type
type Db = Kysely<any>;

/** The demo profile's blog name (apps/server/demo/site.json when this was written). */
const DEMO_BLOG_NAME = '拾光小站';

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('site_config')
    // 'pending' until the owner completes the setup step ('done') or puts it off ('skipped').
    .addColumn('setup_state', 'text', (c) => c.notNull().defaultTo('pending'))
    .execute();
  // The owner's icon, an upload under /media/uploads/favicons/; null: the shipped one.
  await db.schema.alterTable('site_config').addColumn('favicon', 'text').execute();
  // A blog already renamed by its owner has been made theirs: the step does not open there.
  await db
    .updateTable('site_config')
    .set({ setup_state: 'done' })
    .where('blog_name', '<>', DEMO_BLOG_NAME)
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('site_config').dropColumn('favicon').execute();
  await db.schema.alterTable('site_config').dropColumn('setup_state').execute();
}
