import type { Kysely } from 'kysely';

// Frozen in time: this file never imports application code and is never edited after release.
// Pictures given by address (issue #32): every picture the owner or a visitor gives as an http(s)
// address (a cover, a logo, a banner, a background, a talk's or an album's photo, an avatar) is
// fetched once into the blog's uploads, so pages show it from the blog itself. One row per address:
// its copy (null while there is none), when it was last tried, and why that failed. The friend links'
// own avatar columns of 0020 did this for their avatars alone: their fetches move here and go.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the past, not today's Database type
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('remote_images')
    .addColumn('source', 'text', (c) => c.primaryKey())
    .addColumn('media', 'text')
    .addColumn('error', 'text')
    .addColumn('fetched_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  const fetched = await db
    .selectFrom('links')
    .select(['avatar_source', 'avatar_media', 'avatar_error', 'avatar_fetched_at'])
    .where('avatar_source', 'is not', null)
    .where('avatar_fetched_at', 'is not', null)
    .execute();
  // One row per address: a copy fetched for any link with that avatar wins over a failure.
  const rows = new Map<string, Record<string, string | null>>();
  for (const row of fetched as Record<string, string | null>[]) {
    const source = row.avatar_source!;
    if (rows.get(source)?.media) continue;
    rows.set(source, {
      source,
      media: row.avatar_media ?? null,
      error: row.avatar_media ? null : (row.avatar_error ?? null),
      fetched_at: row.avatar_fetched_at!,
      created_at: row.avatar_fetched_at!,
    });
  }
  for (const row of rows.values()) await db.insertInto('remote_images').values(row).execute();
  for (const column of ['avatar_source', 'avatar_media', 'avatar_fetched_at', 'avatar_error']) {
    await db.schema.alterTable('links').dropColumn(column).execute();
  }
}
