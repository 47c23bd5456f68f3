import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code and is never edited after release.
// Old addresses of imported articles (issue #17): a blog moved in from Hexo, Hugo or WordPress keeps
// its old links working, each path answered with a permanent redirect to the article it became.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the past, not today's Database type
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('article_redirects')
    .addColumn('id', isPostgres ? 'serial' : 'integer', (c) =>
      isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    // The old path as a key: decoded, without a trailing slash (`/2023/12/21/hello`), or `/?p=123`.
    .addColumn('path', 'text', (c) => c.notNull().unique())
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('article_redirects_article')
    .on('article_redirects')
    .column('article_id')
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('article_redirects').ifExists().execute();
}
