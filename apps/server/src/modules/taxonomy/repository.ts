import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

// Counts are grouped in a subquery over the articles' partial indexes, then joined to the names:
// the index alone answers them, without reading a single article row.

const visibleArticles = (db: Kysely<Database>) =>
  db.selectFrom('articles as a').where('a.status', '=', 1).where('a.deleted_at', 'is', null);

/** Categories with the number of public articles in each. */
export const listCategories = (db: Kysely<Database>) =>
  db
    .selectFrom('categories as c')
    .leftJoin(
      visibleArticles(db)
        .select(['a.category_id', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('a.category_id')
        .as('counts'),
      'counts.category_id',
      'c.id',
    )
    .select(['c.id', 'c.category_name', (eb) => eb.fn.coalesce('counts.n', eb.lit(0)).as('articleCount')])
    .orderBy('c.id')
    .execute();

/** Tags with the number of public articles carrying each. */
export const listTags = (db: Kysely<Database>) =>
  db
    .selectFrom('tags as t')
    .leftJoin(
      visibleArticles(db)
        .innerJoin('article_tags as at', 'at.article_id', 'a.id')
        .select(['at.tag_id', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('at.tag_id')
        .as('counts'),
      'counts.tag_id',
      't.id',
    )
    .select(['t.id', 't.tag_name', (eb) => eb.fn.coalesce('counts.n', eb.lit(0)).as('articleCount')])
    .orderBy('t.id')
    .execute();
