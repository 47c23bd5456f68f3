import type { Insertable } from 'kysely';
import type { Executor } from '../../../db/executor';
import type { NewSiteConfig, PageHeaderTable } from '../../../db/schema';

/*
 * The seed's own queries (seed.ts, community.ts): whether a part was seeded already, and the rows no
 * module writes the seed's way. Users, links, talks and the rest go through their modules' repositories.
 */

/** Whether the site profile exists (the seed ran to its end). */
export async function hasSiteConfig(db: Executor): Promise<boolean> {
  return (await db.selectFrom('site_config').select('id').executeTakeFirst()) !== undefined;
}

/** Whether any talk exists. */
export async function hasTalks(db: Executor): Promise<boolean> {
  return (await db.selectFrom('talks').select('id').executeTakeFirst()) !== undefined;
}

/** Whether any resource category exists. */
export async function hasResourceCategories(db: Executor): Promise<boolean> {
  return (await db.selectFrom('resource_categories').select('id').executeTakeFirst()) !== undefined;
}

/** The id of the account with exactly this login name, if there is one. */
export async function findUserIdByName(db: Executor, username: string): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
  return row?.id;
}

/** Writes the site profile. */
export async function insertSiteConfig(db: Executor, site: NewSiteConfig): Promise<void> {
  await db.insertInto('site_config').values(site).execute();
}

/** Gives the admin account the persona's avatar and nickname. */
export async function setAdminPersona(
  db: Executor,
  id: number,
  persona: { avatar: string | null; nick_name: string },
): Promise<void> {
  await db.updateTable('users').set(persona).where('id', '=', id).execute();
}

/** Writes page banners. */
export async function insertPageHeaders(db: Executor, headers: Insertable<PageHeaderTable>[]): Promise<void> {
  await db.insertInto('page_headers').values(headers).execute();
}
