import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code and is never edited after release.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the past, not today's Database type
type Db = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type Table = CreateTableBuilder<string, any>;

function table(db: Db, name: string): Table {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return db.schema
    .createTable(name)
    .addColumn('id', isPostgres ? 'serial' : 'integer', (c) =>
      isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    );
}

const timestamps = (t: Table): Table =>
  t.addColumn('created_at', 'text', (c) => c.notNull()).addColumn('updated_at', 'text', (c) => c.notNull());

export async function up(db: Db): Promise<void> {
  await timestamps(
    table(db, 'users')
      .addColumn('username', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('nick_name', 'text', (c) => c.notNull())
      .addColumn('avatar', 'text')
      .addColumn('role', 'integer', (c) => c.notNull().defaultTo(2))
      .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('ip', 'text'),
  ).execute();

  await timestamps(
    table(db, 'categories').addColumn('category_name', 'text', (c) => c.notNull().unique()),
  ).execute();
  await timestamps(table(db, 'tags').addColumn('tag_name', 'text', (c) => c.notNull().unique())).execute();

  // Small columns first, the long Markdown body last: SQLite keeps a row's head on its page and
  // spills the rest to overflow pages, so filters and counts never read the bodies.
  await timestamps(
    table(db, 'articles')
      .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
      .addColumn('is_top', 'integer', (c) => c.notNull().defaultTo(2))
      .addColumn('order', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('type', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('view_times', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('thumbs_up_times', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('reading_duration', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('deleted_at', 'text')
      .addColumn('slug', 'text', (c) => c.unique())
      .addColumn('article_title', 'text', (c) => c.notNull())
      .addColumn('article_cover', 'text')
      .addColumn('origin_url', 'text')
      .addColumn('article_description', 'text'),
  )
    .addColumn('article_content', 'text', (c) => c.notNull())
    .execute();
  // Partial indexes over what visitors can see (not in the recycle bin), shaped so that each listing
  // reads its rows in order and each count is answered from an index alone.
  const live = sql<boolean>`deleted_at IS NULL`;
  await db.schema
    .createIndex('articles_home')
    .on('articles')
    .columns(['status', 'is_top', 'order', 'created_at desc'])
    .where(live)
    .execute();
  await db.schema
    .createIndex('articles_timeline')
    .on('articles')
    .columns(['status', 'created_at'])
    .where(live)
    .execute();
  await db.schema
    .createIndex('articles_hot')
    .on('articles')
    .columns(['status', 'view_times'])
    .where(live)
    .execute();
  await db.schema
    .createIndex('articles_category')
    .on('articles')
    .columns(['category_id', 'status', 'created_at'])
    .where(live)
    .execute();
  await db.schema
    .createIndex('articles_visible')
    .on('articles')
    .columns(['status', 'deleted_at', 'category_id'])
    .execute();

  await db.schema
    .createTable('article_tags')
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('article_tags_pk', ['article_id', 'tag_id'])
    .execute();
  await db.schema
    .createIndex('article_tags_tag')
    .on('article_tags')
    .columns(['tag_id', 'article_id'])
    .execute();

  await timestamps(
    table(db, 'talks')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('is_top', 'integer', (c) => c.notNull().defaultTo(2))
      .addColumn('like_times', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema
    .createIndex('talks_listing')
    .on('talks')
    .columns(['status', 'is_top', 'created_at'])
    .execute();

  await table(db, 'talk_photos')
    .addColumn('talk_id', 'integer', (c) => c.notNull().references('talks.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('talk_photos_talk').on('talk_photos').column('talk_id').execute();

  await timestamps(
    table(db, 'photo_albums')
      .addColumn('album_name', 'text', (c) => c.notNull())
      .addColumn('album_cover', 'text')
      .addColumn('description', 'text'),
  ).execute();
  await timestamps(
    table(db, 'photos')
      .addColumn('album_id', 'integer', (c) => c.notNull().references('photo_albums.id').onDelete('cascade'))
      .addColumn('url', 'text', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('photos_album').on('photos').column('album_id').execute();

  await timestamps(
    table(db, 'links')
      .addColumn('site_name', 'text', (c) => c.notNull())
      .addColumn('site_desc', 'text')
      .addColumn('site_avatar', 'text')
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null')),
  ).execute();
  await db.schema.createIndex('links_status').on('links').columns(['status', 'created_at']).execute();

  await timestamps(
    table(db, 'messages')
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('color', 'text')
      .addColumn('font_size', 'integer')
      .addColumn('font_weight', 'integer')
      .addColumn('bg_color', 'text')
      .addColumn('bg_url', 'text')
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('nick_name', 'text', (c) => c.notNull())
      .addColumn('tag', 'text')
      .addColumn('like_times', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('messages_created').on('messages').column('created_at').execute();
  await db.schema.createIndex('messages_tag').on('messages').columns(['tag', 'created_at']).execute();

  await timestamps(
    table(db, 'comments')
      .addColumn('parent_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('for_id', 'integer', (c) => c.notNull())
      .addColumn('from_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('to_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('thumbs_up', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('ip', 'text'),
  ).execute();
  await db.schema
    .createIndex('comments_target')
    .on('comments')
    .columns(['type', 'for_id', 'parent_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('comments_parent')
    .on('comments')
    .columns(['parent_id', 'created_at'])
    .execute();

  await table(db, 'likes')
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('for_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('liker', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('likes_one_per_liker', ['type', 'for_id', 'liker'])
    .execute();

  await timestamps(
    table(db, 'notifications')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('to_id', 'integer')
      .addColumn('is_view', 'integer', (c) => c.notNull().defaultTo(1)),
  ).execute();
  await db.schema
    .createIndex('notifications_inbox')
    .on('notifications')
    .columns(['user_id', 'is_view', 'created_at'])
    .execute();

  await timestamps(
    table(db, 'site_config')
      .addColumn('blog_name', 'text', (c) => c.notNull())
      .addColumn('author_name', 'text', (c) => c.notNull())
      .addColumn('blog_avatar', 'text')
      .addColumn('avatar_bg', 'text')
      .addColumn('personal_say', 'text')
      .addColumn('blog_notice', 'text')
      .addColumn('qq_link', 'text')
      .addColumn('we_chat_link', 'text')
      .addColumn('github_link', 'text')
      .addColumn('git_ee_link', 'text')
      .addColumn('bilibili_link', 'text')
      .addColumn('we_chat_group', 'text')
      .addColumn('qq_group', 'text')
      .addColumn('we_chat_pay', 'text')
      .addColumn('ali_pay', 'text')
      .addColumn('view_time', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('filing_number', 'text')
      .addColumn('filing_url', 'text')
      .addColumn('copyright_holder', 'text')
      .addColumn('admin_url', 'text')
      .addColumn('site_start', 'text', (c) => c.notNull()),
  ).execute();

  await timestamps(
    table(db, 'page_headers')
      .addColumn('route_name', 'text', (c) => c.notNull().unique())
      .addColumn('bg_url', 'text', (c) => c.notNull()),
  ).execute();

  await timestamps(
    table(db, 'resource_categories')
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await timestamps(
    table(db, 'resource_sites')
      .addColumn('category_id', 'integer', (c) =>
        c.notNull().references('resource_categories.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('logo', 'text')
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema
    .createIndex('resource_sites_category')
    .on('resource_sites')
    .columns(['category_id', 'sort'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  for (const name of [
    'resource_sites',
    'resource_categories',
    'page_headers',
    'site_config',
    'notifications',
    'likes',
    'comments',
    'messages',
    'links',
    'photos',
    'photo_albums',
    'talk_photos',
    'talks',
    'article_tags',
    'articles',
    'tags',
    'categories',
    'users',
  ]) {
    await db.schema.dropTable(name).ifExists().execute();
  }
}
