import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen in time: this file never imports application code and is never edited after release.
// The music library: songs scanned from MUSIC_DIR (ids are stable hashes of their relative path,
// so they are assigned by the scanner, not by the database), their lyrics, one category playlist
// per top-level folder, and a play log for the charts.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the past, not today's Database type
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // Paths sort byte by byte on both databases, so listings come out in the same order everywhere.
  const bytewise = (c: ColumnDefinitionBuilder) => (isPostgres ? c.modifyEnd(sql`collate "C"`) : c);

  await db.schema
    .createTable('songs')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('path', 'text', (c) => bytewise(c.notNull().unique()))
    .addColumn('folder', 'text', (c) => bytewise(c.notNull()))
    .addColumn('dir', 'text', (c) => bytewise(c.notNull()))
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('mtime_ms', 'bigint', (c) => c.notNull())
    .addColumn('sidecar_sig', 'text', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('bitrate', 'integer', (c) => c.notNull())
    .addColumn('sample_rate', 'integer')
    .addColumn('lossless', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('file_type', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('year', 'integer')
    .addColumn('track_no', 'integer')
    .addColumn('disc_no', 'integer')
    .addColumn('play_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_played_at', 'text')
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('has_lyric', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cover_key', 'text')
    .addColumn('cover_path', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('artists', 'text', (c) => c.notNull())
    .addColumn('album', 'text', (c) => c.notNull())
    .addColumn('album_artist', 'text')
    .addColumn('aliases', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('songs_folder').on('songs').columns(['folder', 'dir']).execute();
  await db.schema.createIndex('songs_added').on('songs').columns(['added_at', 'path']).execute();
  await db.schema.createIndex('songs_played').on('songs').columns(['play_count', 'last_played_at']).execute();
  await db.schema.createIndex('songs_cover').on('songs').column('cover_key').execute();
  if (isPostgres) {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`.execute(db);
    await sql`CREATE INDEX songs_search_trgm ON songs USING gin (search_text public.gin_trgm_ops)`.execute(
      db,
    );
  }

  await db.schema
    .createTable('song_lyrics')
    .addColumn('song_id', 'integer', (c) => c.primaryKey().references('songs.id').onDelete('cascade'))
    .addColumn('lyric', 'text', (c) => c.notNull())
    .addColumn('tlyric', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('playlists')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('folder', 'text', (c) => bytewise(c.notNull().unique()))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('cover_key', 'text')
    .addColumn('cover_path', 'text')
    .addColumn('track_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('plays')
    .addColumn('id', isPostgres ? 'serial' : 'integer', (c) =>
      isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('song_id', 'integer', (c) => c.notNull().references('songs.id').onDelete('cascade'))
    .addColumn('played_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('plays_recent').on('plays').columns(['played_at', 'song_id']).execute();
  await db.schema.createIndex('plays_song').on('plays').column('song_id').execute();
}

export async function down(db: Db): Promise<void> {
  for (const name of ['plays', 'playlists', 'song_lyrics', 'songs']) {
    await db.schema.dropTable(name).ifExists().execute();
  }
}
