import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen in time. Full-text search that finds Chinese words of any length:
// SQLite: an FTS5 index with the trigram tokenizer, kept in step with `articles` by triggers.
// PostgreSQL: pg_trgm GIN indexes that serve ILIKE '%word%'.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the past, not today's Database type
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`.execute(db);
    await sql`CREATE INDEX articles_title_trgm ON articles USING gin (article_title public.gin_trgm_ops)`.execute(
      db,
    );
    await sql`CREATE INDEX articles_content_trgm ON articles USING gin (article_content public.gin_trgm_ops)`.execute(
      db,
    );
    return;
  }
  await sql`CREATE VIRTUAL TABLE articles_fts USING fts5(
    article_title, article_content, content='articles', content_rowid='id', tokenize='trigram'
  )`.execute(db);
  await sql`CREATE TRIGGER articles_fts_insert AFTER INSERT ON articles BEGIN
    INSERT INTO articles_fts(rowid, article_title, article_content) VALUES (new.id, new.article_title, new.article_content);
  END`.execute(db);
  await sql`CREATE TRIGGER articles_fts_delete AFTER DELETE ON articles BEGIN
    INSERT INTO articles_fts(articles_fts, rowid, article_title, article_content)
      VALUES ('delete', old.id, old.article_title, old.article_content);
  END`.execute(db);
  await sql`CREATE TRIGGER articles_fts_update AFTER UPDATE OF article_title, article_content ON articles BEGIN
    INSERT INTO articles_fts(articles_fts, rowid, article_title, article_content)
      VALUES ('delete', old.id, old.article_title, old.article_content);
    INSERT INTO articles_fts(rowid, article_title, article_content) VALUES (new.id, new.article_title, new.article_content);
  END`.execute(db);
  await sql`INSERT INTO articles_fts(articles_fts) VALUES ('rebuild')`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`DROP INDEX IF EXISTS articles_title_trgm`.execute(db);
    await sql`DROP INDEX IF EXISTS articles_content_trgm`.execute(db);
    return;
  }
  for (const trigger of ['articles_fts_insert', 'articles_fts_delete', 'articles_fts_update']) {
    await sql`DROP TRIGGER IF EXISTS ${sql.id(trigger)}`.execute(db);
  }
  await sql`DROP TABLE IF EXISTS articles_fts`.execute(db);
}
