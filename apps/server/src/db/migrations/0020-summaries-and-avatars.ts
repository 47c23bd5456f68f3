import type { Kysely } from 'kysely';

// Frozen in time: this file never imports application code and is never edited after release.
// Lists that look finished (issue #32). An article's summary made from its body when the owner left
// the description empty, kept when the article is written (null: not made yet; the first list that
// needs it makes it). A friend link's avatar given as an address on another site, fetched once into
// the blog's uploads so that pages show it from the blog itself: which address was fetched, the copy
// (null while there is none), when, and why it failed.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the past, not today's Database type
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('articles').addColumn('article_summary', 'text').execute();
  await db.schema.alterTable('links').addColumn('avatar_source', 'text').execute();
  await db.schema.alterTable('links').addColumn('avatar_media', 'text').execute();
  await db.schema.alterTable('links').addColumn('avatar_fetched_at', 'text').execute();
  await db.schema.alterTable('links').addColumn('avatar_error', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('links').dropColumn('avatar_error').execute();
  await db.schema.alterTable('links').dropColumn('avatar_fetched_at').execute();
  await db.schema.alterTable('links').dropColumn('avatar_media').execute();
  await db.schema.alterTable('links').dropColumn('avatar_source').execute();
  await db.schema.alterTable('articles').dropColumn('article_summary').execute();
}
