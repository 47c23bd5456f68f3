import type { AppContext } from '../../context';
import { summarizeMarkdown } from '../../lib/markdown/summary';
import { articleContents, keepSummary } from './repository';

/** What an article says of itself in a list, from its row. */
interface Described {
  id: number;
  article_description: string | null;
  article_summary: string | null;
  password_hash: string | null;
}

/**
 * The description lists, feeds and page tags show: the owner's own, else for an open article the
 * opening of its body (made when it was written); null when there is neither. A protected article
 * never gets one from its body: the body is for who knows the password.
 */
export function describedAs(row: Omit<Described, 'id'>): string | null {
  const own = row.article_description?.trim();
  if (own) return own;
  if (row.password_hash !== null) return null;
  return row.article_summary || null;
}

const needsSummary = (row: Described) =>
  row.article_summary === null && row.password_hash === null && !row.article_description?.trim();

/**
 * Rows with the summaries they lack made and kept: articles written before summaries were kept (or by
 * a path that does not make them) get theirs from the first list that shows them, once. Keeping them is
 * best-effort: the list is answered whatever the database says.
 */
export async function withSummaries<Row extends Described>(ctx: AppContext, rows: Row[]): Promise<Row[]> {
  const missing = rows.filter(needsSummary).map((row) => row.id);
  if (!missing.length) return rows;
  const db = ctx.db.kysely;
  const bodies = await articleContents(db, missing);
  const made = new Map(bodies.map((body) => [body.id, summarizeMarkdown(body.article_content)]));
  try {
    for (const [id, summary] of made) {
      await keepSummary(db, id, summary);
    }
  } catch {
    // The next list makes them again.
  }
  return rows.map((row) => (made.has(row.id) ? { ...row, article_summary: made.get(row.id)! } : row));
}
