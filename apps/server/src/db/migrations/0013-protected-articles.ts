import type { Kysely } from 'kysely';

// Frozen in time: this file never imports application code and is never edited after release.
// Password-protected articles (issue #19): an article may ask its reader for a password. Only the
// password's hash (argon2id) is kept, and the hint the owner gives; an article without a hash is open.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the past, not today's Database type
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('articles').addColumn('password_hash', 'text').execute();
  await db.schema.alterTable('articles').addColumn('password_hint', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('articles').dropColumn('password_hint').execute();
  await db.schema.alterTable('articles').dropColumn('password_hash').execute();
}
