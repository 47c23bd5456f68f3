import { sql, type Kysely } from 'kysely';
import type { Executor } from '../../db/executor';
import type { Database } from '../../db/schema';
import type { VisitBatch } from './visit-counter';

/** Rows per insert: well below SQLite's and PostgreSQL's limits on parameters. */
const CHUNK = 300;

const chunks = <T>(rows: T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
};

/**
 * The salt of `day`: the one stored, or `fresh` stored now by the first process to ask. Salts of
 * days before `day` are deleted with it, so yesterday's hashes can no longer be tested against
 * guessed addresses.
 */
export async function saltOf(db: Kysely<Database>, day: string, fresh: string): Promise<string> {
  await db
    .insertInto('visit_salts')
    .values({ day, salt: fresh })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .execute();
  await db.deleteFrom('visit_salts').where('day', '<', day).execute();
  const row = await db
    .selectFrom('visit_salts')
    .select('salt')
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return row.salt;
}

type Kind = Database['visit_facets']['kind'];

const addToDay = (trx: Executor, day: string, views: number, visitors: number) =>
  trx
    .insertInto('visit_days')
    .values({ day, views, visitors })
    .onConflict((conflict) =>
      conflict.column('day').doUpdateSet({
        views: sql`visit_days.views + ${views}`,
        visitors: sql`visit_days.visitors + ${visitors}`,
      }),
    )
    .execute();

const addToPage = (trx: Executor, day: string, path: string, views: number, visitors: number) =>
  trx
    .insertInto('visit_pages')
    .values({ day, path, views, visitors })
    .onConflict((conflict) =>
      conflict.columns(['day', 'path']).doUpdateSet({
        views: sql`visit_pages.views + ${views}`,
        visitors: sql`visit_pages.visitors + ${visitors}`,
      }),
    )
    .execute();

const addToFacet = (trx: Executor, day: string, kind: Kind, name: string, count: number) =>
  trx
    .insertInto('visit_facets')
    .values({ day, kind, name, count })
    .onConflict((conflict) =>
      conflict.columns(['day', 'kind', 'name']).doUpdateSet({ count: sql`visit_facets.count + ${count}` }),
    )
    .execute();

/** Inserts visitor rows, and answers those that were not there yet. */
async function insertNew(trx: Executor, rows: { day: string; path: string; visitor: string }[]) {
  const inserted: { path: string; visitor: string }[] = [];
  for (const chunk of chunks(rows)) {
    inserted.push(
      ...(await trx
        .insertInto('visit_visitors')
        .values(chunk)
        .onConflict((conflict) => conflict.columns(['day', 'path', 'visitor']).doNothing())
        .returning(['path', 'visitor'])
        .execute()),
    );
  }
  return inserted;
}

const increment = (map: Map<string, number>, key: string, by = 1) => map.set(key, (map.get(key) ?? 0) + by);
const sorted = <V>(map: Map<string, V>) => [...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * Adds a batch to the stored counts in one transaction: views are added as they are; a visitor
 * counts on a day (and on a page) only when its row is new, which the unique key decides across
 * processes. Rows are written in key order, so that two processes writing at once take their locks
 * in the same order (PostgreSQL). Visitor rows older than yesterday are deleted (the day's counts
 * hold them; yesterday's stay for a batch that arrives just after midnight).
 */
export async function addVisits(db: Kysely<Database>, batch: VisitBatch, yesterday: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [day, counts] of sorted(batch)) {
      const visitors = [...counts.visitors.keys()].sort();
      const newOnSite = await insertNew(
        trx,
        visitors.map((visitor) => ({ day, path: '', visitor })),
      );
      const pageRows = visitors.flatMap((visitor) =>
        [...(counts.visitors.get(visitor)?.paths ?? [])].sort().map((path) => ({ day, path, visitor })),
      );
      const newOnPage = new Map<string, number>();
      for (const row of await insertNew(trx, pageRows)) increment(newOnPage, row.path);

      await addToDay(trx, day, counts.views, newOnSite.length);
      for (const [path, views] of sorted(counts.pages)) {
        await addToPage(trx, day, path, views, newOnPage.get(path) ?? 0);
      }
      const facets = new Map<string, number>();
      for (const { visitor } of newOnSite) {
        const seen = counts.visitors.get(visitor);
        if (!seen) continue;
        for (const kind of ['browser', 'os', 'device', 'region'] as const) {
          increment(facets, `${kind}\n${seen[kind]}`);
        }
      }
      for (const [host, views] of counts.referrers) increment(facets, `referrer\n${host}`, views);
      for (const [key, count] of sorted(facets)) {
        const [kind, name] = key.split('\n') as [Kind, string];
        await addToFacet(trx, day, kind, name, count);
      }
    }
    await trx.deleteFrom('visit_visitors').where('day', '<', yesterday).execute();
  });
}

// The console's reads.

export const days = (db: Executor, from: string, to: string) =>
  db
    .selectFrom('visit_days')
    .select(['day', 'views', 'visitors'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .execute();

export const topPages = (db: Executor, from: string, to: string, limit: number) =>
  db
    .selectFrom('visit_pages')
    .select((eb) => [
      'path',
      eb.fn.sum<number>('views').as('views'),
      eb.fn.sum<number>('visitors').as('visitors'),
    ])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('path')
    .orderBy('views', 'desc')
    .orderBy('path')
    .limit(limit)
    .execute();

/** Views of article pages (`/article?id=N`) by article, with the titles of those still there. */
export const topArticles = (db: Executor, from: string, to: string, limit: number) =>
  db
    .selectFrom('visit_pages as p')
    .innerJoin('articles as a', (join) =>
      join.on(sql<boolean>`p.path = ${sql.lit('/article?id=')} || ${sql.ref('a.id')}`),
    )
    .select((eb) => [
      'a.id',
      'a.article_title',
      eb.fn.sum<number>('p.views').as('views'),
      eb.fn.sum<number>('p.visitors').as('visitors'),
    ])
    .where('p.day', '>=', from)
    .where('p.day', '<=', to)
    .where('p.path', 'like', '/article?id=%')
    .where('a.deleted_at', 'is', null)
    .groupBy(['a.id', 'a.article_title'])
    .orderBy('views', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();

export const facets = (db: Executor, from: string, to: string) =>
  db
    .selectFrom('visit_facets')
    .select((eb) => ['kind', 'name', eb.fn.sum<number>('count').as('count')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['kind', 'name'])
    .orderBy('count', 'desc')
    .orderBy('name')
    .execute();

/** Every day's views and visitors added up: the footer's 本站总访问量 and 访客数. */
export async function totals(db: Executor): Promise<{ views: number; visitors: number }> {
  const row = await db
    .selectFrom('visit_days')
    .select((eb) => [eb.fn.sum<number>('views').as('views'), eb.fn.sum<number>('visitors').as('visitors')])
    .executeTakeFirst();
  return { views: Number(row?.views ?? 0), visitors: Number(row?.visitors ?? 0) };
}
