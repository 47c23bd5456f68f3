import { sql } from 'kysely';
import { bigramQuery } from '../../db/bigrams';
import type { Db } from '../../db/connect';
import { likePattern } from '../../db/like-pattern';

export interface SearchRow {
  id: number;
  article_title: string;
  article_content: string;
  article_description: string | null;
  password_hash: string | null;
}

/*
 * A protected article (🔒 加密文章) is found by its title only: a word of its body must not reveal it,
 * so every body match below leaves protected articles out.
 */

/** Trigram indexes need three characters; shorter words use the bigram index or a scan. */
const INDEXED_LENGTH = 3;

type SearchIndex = 'articles_fts' | 'articles_bigram';

/** One- and two-character words go to the bigram index (migration 0004) when it can answer them. */
function bigramIndexQuery(keyword: string) {
  const query = bigramQuery(keyword);
  return query ? { table: 'articles_bigram' as const, query } : undefined;
}

/**
 * Newest visible articles matching an FTS5 expression, leaving out `exclude` (and, for a match in
 * the bodies, protected articles). Titles are searched first and bodies only when titles give too
 * few, so a common word never ranks every body it is in.
 */
async function indexedMatches(
  db: Db,
  table: SearchIndex,
  match: string,
  limit: number,
  exclude: number[],
  inBodies = false,
): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    SELECT a.id FROM ${sql.table(table)} f JOIN articles a ON a.id = f.rowid
    WHERE ${sql.table(table)} MATCH ${match} AND a.status = 1 AND a.deleted_at IS NULL
      ${inBodies ? sql`AND a.password_hash IS NULL` : sql``}
      ${exclude.length ? sql`AND a.id NOT IN (${sql.join(exclude)})` : sql``}
    ORDER BY a.created_at DESC, a.id DESC
    LIMIT ${limit}`.execute(db.kysely);
  return rows.map((row) => row.id);
}

/**
 * Ids of the newest visible articles with `pattern` in the title, at most `limit`. Read from the
 * titles' own index (migration 0006): the scan never reads an article's row.
 */
async function titleMatches(db: Db, pattern: string, limit: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM articles INDEXED BY articles_titles
    WHERE status = 1 AND deleted_at IS NULL AND article_title LIKE ${pattern} ESCAPE '\\'
    ORDER BY created_at DESC, id DESC LIMIT ${limit}`.execute(db.kysely);
  return rows.map((row) => row.id);
}

/** How many of the newest articles a one-character search reads before it asks the index. */
export const NEWEST_SCAN = 300;

/**
 * A one-character keyword is in most articles or in few. Its index lookup is a prefix query that
 * merges the lists of every pair starting with that character — slow for a common one — so titles
 * are scanned newest first (short, and a common character stops the scan at once), then the bodies
 * of the newest NEWEST_SCAN articles. When those hold enough matches they are the answer: read
 * newest first, they are the newest matches. Undefined when they do not (a rarer character, whose
 * index lists are short).
 */
async function newestMatches(db: Db, pattern: string, limit: number): Promise<number[] | undefined> {
  const inTitle = await titleMatches(db, pattern, limit);
  if (inTitle.length >= limit) return inTitle;
  const { rows: inBody } = await sql<{ id: number }>`
    SELECT id FROM (
      SELECT id, article_title, article_content, password_hash, created_at FROM articles
      WHERE status = 1 AND deleted_at IS NULL
      ORDER BY created_at DESC, id DESC LIMIT ${NEWEST_SCAN}
    )
    WHERE article_title NOT LIKE ${pattern} ESCAPE '\\' AND password_hash IS NULL
      AND article_content LIKE ${pattern} ESCAPE '\\'
    ORDER BY created_at DESC, id DESC LIMIT ${limit - inTitle.length}`.execute(db.kysely);
  if (inTitle.length + inBody.length < limit) return undefined;
  return [...inTitle, ...inBody.map((row) => row.id)];
}

/**
 * Ids of visible articles containing `keyword` in the title or body, title hits first, then newest;
 * at most `limit`. Only ids are ranked, so the sort never carries article bodies. SQLite uses its
 * FTS5 trigram index (three characters or more) or its bigram index; PostgreSQL its pg_trgm indexes.
 */
async function matchingIds(db: Db, keyword: string, limit: number): Promise<number[]> {
  const pattern = likePattern(keyword);
  if (db.dialect === 'postgres') {
    const { rows } = await sql<{ id: number }>`
      SELECT id FROM articles
      WHERE status = 1 AND deleted_at IS NULL
        AND (article_title ILIKE ${pattern} OR (password_hash IS NULL AND article_content ILIKE ${pattern}))
      ORDER BY (article_title ILIKE ${pattern}) DESC, created_at DESC, id DESC
      LIMIT ${limit}`.execute(db.kysely);
    return rows.map((row) => row.id);
  }

  const length = Array.from(keyword).length;
  if (length === 1) {
    const newest = await newestMatches(db, pattern, limit);
    if (newest) return newest;
  }
  const indexed =
    length >= INDEXED_LENGTH
      ? { table: 'articles_fts' as const, query: `"${keyword.replaceAll('"', '""')}"` }
      : bigramIndexQuery(keyword);
  if (indexed) {
    const inTitle = await indexedMatches(db, indexed.table, `{article_title} : ${indexed.query}`, limit, []);
    if (inTitle.length >= limit) return inTitle;
    const inBody = await indexedMatches(
      db,
      indexed.table,
      `{article_content} : ${indexed.query}`,
      limit - inTitle.length,
      inTitle,
      true,
    );
    return [...inTitle, ...inBody];
  }

  // A short keyword with spaces or punctuation: titles first (from their own index), then bodies,
  // stopping as soon as enough are found.
  const inTitle = await titleMatches(db, pattern, limit);
  if (inTitle.length >= limit) return inTitle;
  const { rows: inBody } = await sql<{ id: number }>`
    SELECT id FROM articles
    WHERE status = 1 AND deleted_at IS NULL AND article_title NOT LIKE ${pattern} ESCAPE '\\'
      AND password_hash IS NULL AND article_content LIKE ${pattern} ESCAPE '\\'
    LIMIT ${limit - inTitle.length}`.execute(db.kysely);
  return [...inTitle, ...inBody.map((row) => row.id)];
}

/** The articles `matchingIds` ranks, in its order, with the title and body the snippet needs. */
export async function searchArticles(db: Db, keyword: string, limit: number): Promise<SearchRow[]> {
  const ids = await matchingIds(db, keyword, limit);
  if (ids.length === 0) return [];
  const rows = await db.kysely
    .selectFrom('articles')
    .select(['id', 'article_title', 'article_content', 'article_description', 'password_hash'])
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
