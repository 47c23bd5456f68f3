import type { Executor } from '../../db/executor';

/** The article an old path leads to, unless it is in the recycle bin. */
export const findTarget = (db: Executor, path: string) =>
  db
    .selectFrom('article_redirects as r')
    .innerJoin('articles as a', 'a.id', 'r.article_id')
    .select('a.id')
    .where('r.path', '=', path)
    .where('a.deleted_at', 'is', null)
    .executeTakeFirst();

export const findByPath = (db: Executor, path: string) =>
  db.selectFrom('article_redirects').select(['id', 'article_id']).where('path', '=', path).executeTakeFirst();

/** Points `path` at the article; a path another import gave to another article moves over. */
export async function setRedirect(db: Executor, path: string, articleId: number, now: string): Promise<void> {
  await db
    .insertInto('article_redirects')
    .values({ path, article_id: articleId, created_at: now })
    .onConflict((conflict) => conflict.column('path').doUpdateSet({ article_id: articleId }))
    .execute();
}

/** A page of old paths with their articles' titles, newest first. */
export async function listRedirects(db: Executor, offset: number, limit: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('article_redirects as r')
      .innerJoin('articles as a', 'a.id', 'r.article_id')
      .select(['r.id', 'r.path', 'r.article_id', 'a.article_title', 'r.created_at'])
      .orderBy('r.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('article_redirects')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.total) };
}

export async function deleteRedirect(db: Executor, id: number): Promise<number> {
  const result = await db.deleteFrom('article_redirects').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
