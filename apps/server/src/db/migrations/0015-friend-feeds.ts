import { PostgresAdapter, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code and is never edited after release.
// The friends' feed 朋友圈 (issue #19): for each approved friend link, its feed (found on the site or
// given by the owner), the state of its last checks (the link's health) and the posts read from it.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the past, not today's Database type
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('friend_feeds')
    .addColumn('link_id', 'integer', (c) => c.primaryKey().references('links.id').onDelete('cascade'))
    // The feed's address; null while none is known (none found on the site, or not checked yet).
    .addColumn('feed_url', 'text')
    // 1 when the owner gave feed_url by hand: then it is never replaced by one found on the site.
    .addColumn('feed_url_manual', 'integer', (c) => c.notNull().defaultTo(0))
    // The feed's validators from its last 200, sent back as If-None-Match / If-Modified-Since.
    .addColumn('etag', 'text')
    .addColumn('last_modified', 'text')
    // Null until the first check; then 1 when the site answered its last check, 0 when it did not.
    .addColumn('reachable', 'integer')
    .addColumn('last_checked_at', 'text')
    .addColumn('last_error', 'text')
    // What went wrong with the feed at the last check (the site itself may be fine), null when nothing.
    .addColumn('feed_error', 'text')
    // Consecutive failed checks of the site, and since when it fails (null while it answers).
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failing_since', 'text')
    // When the link is checked next; a process checking it moves this ahead first (its claim).
    .addColumn('next_check_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('friend_feeds_due').on('friend_feeds').column('next_check_at').execute();

  await db.schema
    .createTable('friend_posts')
    .addColumn('id', isPostgres ? 'serial' : 'integer', (c) =>
      isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('link_id', 'integer', (c) => c.notNull().references('links.id').onDelete('cascade'))
    // The post's guid / id in its feed, else its link: what makes it the same post on the next read.
    .addColumn('guid', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    // Plain text, short; never HTML.
    .addColumn('summary', 'text', (c) => c.notNull())
    // The date the feed gives, null when it gives none (or one in the future).
    .addColumn('published_at', 'text')
    // The order of the page: published_at, else when the post was first read.
    .addColumn('sort_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('friend_posts_guid')
    .on('friend_posts')
    .columns(['link_id', 'guid'])
    .unique()
    .execute();
  await db.schema.createIndex('friend_posts_sort').on('friend_posts').columns(['sort_at', 'id']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('friend_posts').ifExists().execute();
  await db.schema.dropTable('friend_feeds').ifExists().execute();
}
