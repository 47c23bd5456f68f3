import type { Kysely } from 'kysely';

// Frozen in time: this file never imports application code and is never edited after release.
// The blog's own address when SITE_URL is not set (issue #35): the origin the owner was on when they
// first used the console, so that links in mails, feeds and pages never come from a Host header a
// visitor chose.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the past, not today's Database type
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('site_config').addColumn('site_url', 'text').execute();
}
