import type { Kysely } from 'kysely';

// Frozen in time: this file never imports application code and is never edited after release.
// 清除示例内容 (issue #32): what the seed (and the demo music library) created, so that clearing the
// demo removes exactly that. A row names one thing by kind and reference (a row id, or a song's path)
// with a fingerprint of it as seeded: a thing whose fingerprint changed was edited by the owner.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the past, not today's Database type
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('demo_items')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('demo_items_pkey', ['kind', 'ref'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('demo_items').execute();
}
