import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Categories with the number of public articles in each. */
export const listCategories = (db: Kysely<Database>) =>
  db
    .selectFrom('categories as c')
    .leftJoin('articles as a', (join) =>
      join.onRef('a.category_id', '=', 'c.id').on('a.status', '=', 1).on('a.deleted_at', 'is', null),
    )
    .select(['c.id', 'c.category_name', (eb) => eb.fn.count<number>('a.id').as('articleCount')])
    .groupBy(['c.id', 'c.category_name'])
    .orderBy('c.id')
    .execute();

/** Tags with the number of public articles carrying each. */
export const listTags = (db: Kysely<Database>) =>
  db
    .selectFrom('tags as t')
    .leftJoin('article_tags as at', 'at.tag_id', 't.id')
    .leftJoin('articles as a', (join) =>
      join.onRef('a.id', '=', 'at.article_id').on('a.status', '=', 1).on('a.deleted_at', 'is', null),
    )
    .select(['t.id', 't.tag_name', (eb) => eb.fn.count<number>('a.id').as('articleCount')])
    .groupBy(['t.id', 't.tag_name'])
    .orderBy('t.id')
    .execute();
