import { sql } from 'kysely';
import type { Db } from '../../db/connect';

export interface SearchRow {
  id: number;
  article_title: string;
  article_content: string;
}

/** Trigram indexes need three characters; shorter words are found by scanning. */
const INDEXED_LENGTH = 3;

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => '\\' + c)}%`;

/**
 * Visible articles containing `keyword` in the title or body, title hits first, then newest;
 * at most `limit`. SQLite uses its FTS5 trigram index, PostgreSQL its pg_trgm indexes.
 */
export async function searchArticles(db: Db, keyword: string, limit: number): Promise<SearchRow[]> {
  const pattern = likePattern(keyword);
  if (db.dialect === 'postgres') {
    const { rows } = await sql<SearchRow>`
      SELECT id, article_title, article_content FROM articles
      WHERE status = 1 AND deleted_at IS NULL
        AND (article_title ILIKE ${pattern} OR article_content ILIKE ${pattern})
      ORDER BY (article_title ILIKE ${pattern}) DESC, created_at DESC, id DESC
      LIMIT ${limit}`.execute(db.kysely);
    return rows;
  }

  if (Array.from(keyword).length >= INDEXED_LENGTH) {
    const phrase = `"${keyword.replaceAll('"', '""')}"`;
    const { rows } = await sql<SearchRow>`
      SELECT a.id, a.article_title, a.article_content
      FROM articles_fts f JOIN articles a ON a.id = f.rowid
      WHERE articles_fts MATCH ${phrase} AND a.status = 1 AND a.deleted_at IS NULL
      ORDER BY (a.article_title LIKE ${pattern} ESCAPE '\\') DESC, a.created_at DESC, a.id DESC
      LIMIT ${limit}`.execute(db.kysely);
    return rows;
  }

  // One or two characters: titles first (small), then bodies, stopping as soon as enough are found.
  const { rows: inTitle } = await sql<SearchRow>`
    SELECT id, article_title, article_content FROM articles
    WHERE status = 1 AND deleted_at IS NULL AND article_title LIKE ${pattern} ESCAPE '\\'
    ORDER BY created_at DESC, id DESC LIMIT ${limit}`.execute(db.kysely);
  if (inTitle.length >= limit) return inTitle;
  const { rows: inBody } = await sql<SearchRow>`
    SELECT id, article_title, article_content FROM articles
    WHERE status = 1 AND deleted_at IS NULL AND article_title NOT LIKE ${pattern} ESCAPE '\\'
      AND article_content LIKE ${pattern} ESCAPE '\\'
    LIMIT ${limit - inTitle.length}`.execute(db.kysely);
  return [...inTitle, ...inBody];
}
