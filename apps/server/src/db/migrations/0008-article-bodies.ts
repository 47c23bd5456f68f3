import type { Kysely } from 'kysely';

// Frozen in time: this file never imports application code and is never edited after release.
// Article bodies rendered once and kept (issue #13): an article read after a restart, or one of
// thousands read once each, costs a row read instead of a Markdown render (parse, highlight, sanitize).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the past, not today's Database type
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('article_bodies')
    .addColumn('article_id', 'integer', (c) => c.primaryKey().references('articles.id').onDelete('cascade'))
    // What it was rendered from: a hash of the renderer's output version and the Markdown.
    .addColumn('source_hash', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    // The table of contents, as JSON.
    .addColumn('toc', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('article_bodies').ifExists().execute();
}
