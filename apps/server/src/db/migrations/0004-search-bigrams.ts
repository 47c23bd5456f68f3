import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time. SQLite only: a second FTS5 index over the articles for one- and two-character
// searches, which the trigram index cannot serve. Its text is made by `blog_bigrams()`, the SQL
// function every connection registers (src/db/bigrams.ts); the table stores no copy of it.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the past, not today's Database type
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await sql`CREATE VIRTUAL TABLE articles_bigram USING fts5(
    article_title, article_content, content='', contentless_delete=1, tokenize="unicode61 remove_diacritics 0"
  )`.execute(db);
  await sql`CREATE TRIGGER articles_bigram_insert AFTER INSERT ON articles BEGIN
    INSERT INTO articles_bigram(rowid, article_title, article_content)
      VALUES (new.id, blog_bigrams(new.article_title), blog_bigrams(new.article_content));
  END`.execute(db);
  await sql`CREATE TRIGGER articles_bigram_delete AFTER DELETE ON articles BEGIN
    DELETE FROM articles_bigram WHERE rowid = old.id;
  END`.execute(db);
  await sql`CREATE TRIGGER articles_bigram_update AFTER UPDATE OF article_title, article_content ON articles BEGIN
    DELETE FROM articles_bigram WHERE rowid = old.id;
    INSERT INTO articles_bigram(rowid, article_title, article_content)
      VALUES (new.id, blog_bigrams(new.article_title), blog_bigrams(new.article_content));
  END`.execute(db);
  await sql`INSERT INTO articles_bigram(rowid, article_title, article_content)
    SELECT id, blog_bigrams(article_title), blog_bigrams(article_content) FROM articles`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  for (const trigger of ['articles_bigram_insert', 'articles_bigram_delete', 'articles_bigram_update']) {
    await sql`DROP TRIGGER IF EXISTS ${sql.id(trigger)}`.execute(db);
  }
  await sql`DROP TABLE IF EXISTS articles_bigram`.execute(db);
}
