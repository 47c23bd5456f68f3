import { sql, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code and is never edited after release.
// Titles of visible articles, newest first, in an index of their own: a one-character search scans
// titles without reading the articles' rows (their bodies), a few hundred kB for 10,000 articles.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the past, not today's Database type
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createIndex('articles_titles')
    .on('articles')
    .columns(['status', 'created_at', 'article_title'])
    .where(sql<boolean>`deleted_at IS NULL`)
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('articles_titles').ifExists().execute();
}
