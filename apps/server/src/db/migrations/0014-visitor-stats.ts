import { type Kysely } from 'kysely';

// Frozen in time: this file never imports application code and is never edited after release.
// Visitor statistics (issue #19): page views and unique visitors per day, per page and per referrer,
// browser, system, device and region, counted from the pages' beacon. No address is stored: a visitor
// is a hash of (the day's salt, address, browser), the salt is destroyed when its day is over, and
// the hashes themselves are deleted the day after.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the past, not today's Database type
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  // The salt of the day (YYYY-MM-DD in the site's time zone), shared by every process of the blog.
  await db.schema
    .createTable('visit_salts')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('salt', 'text', (c) => c.notNull())
    .execute();

  // Who was seen on a day: on the site (path '') and on each page. The unique key decides, across
  // processes, whether a visit is a new visitor's.
  await db.schema
    .createTable('visit_visitors')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('visit_visitors_pk', ['day', 'path', 'visitor'])
    .execute();

  await db.schema
    .createTable('visit_days')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('visitors', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('visit_pages')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('visitors', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('visit_pages_pk', ['day', 'path'])
    .execute();

  // referrer (views), browser, os, device and region (visitors) of a day.
  await db.schema
    .createTable('visit_facets')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('visit_facets_pk', ['day', 'kind', 'name'])
    .execute();

  // 本站总访问量 / 访客数 in the footer; off until the owner turns it on.
  await db.schema
    .alterTable('site_config')
    .addColumn('footer_visits', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('site_config').dropColumn('footer_visits').execute();
  for (const table of ['visit_facets', 'visit_pages', 'visit_days', 'visit_visitors', 'visit_salts']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
