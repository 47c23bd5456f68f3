import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Executor } from '../../db/executor';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/time';
import { findSiteConfig } from '../site/repository';
import { findFirstAdmin } from '../user/repository';
import * as repository from './repository';
import { loadThings, ROW_KINDS, type RowKind, type Thing } from './things';

/*
 * The record of the demo (table demo_items): what the seed and the demo music library created, each
 * with its fingerprint as created. Clearing the demo removes what is recorded and unchanged.
 */

/** The site profile's fields the demo fills in (apps/server/demo/site.json and its pictures). */
export const PROFILE_FIELDS = [
  'blog_name',
  'author_name',
  'blog_avatar',
  'avatar_bg',
  'personal_say',
  'blog_notice',
  'github_link',
  'git_ee_link',
  'bilibili_link',
  'qq_link',
  'we_chat_link',
  'we_chat_group',
  'qq_group',
  'filing_number',
  'filing_url',
  'copyright_holder',
  'site_start',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The persona as seeded: the profile's values, and the admin's nickname and avatar set to match. */
export interface SeededProfile {
  site: Partial<Record<ProfileField, string | null>>;
  admin: { nick_name: string | null; avatar: string | null };
}

const TABLES: Record<RowKind, keyof Database> = {
  article: 'articles',
  talk: 'talks',
  album: 'photo_albums',
  photo: 'photos',
  comment: 'comments',
  message: 'messages',
  link: 'links',
  resourceCategory: 'resource_categories',
  resourceSite: 'resource_sites',
  pageHeader: 'page_headers',
  category: 'categories',
  tag: 'tags',
  user: 'users',
};

export interface DemoRecord {
  kind: string;
  ref: string;
  fingerprint: string;
}

export async function writeRecords(db: Executor, records: DemoRecord[]): Promise<void> {
  const created_at = nowIso();
  for (let i = 0; i < records.length; i += 200) {
    const chunk = records.slice(i, i + 200).map((record) => ({ ...record, created_at }));
    if (chunk.length) await repository.upsertRecords(db, chunk);
  }
}

export const thingRecords = (kind: RowKind, things: Thing[]): DemoRecord[] =>
  things.map((thing) => ({ kind, ref: String(thing.id), fingerprint: thing.fingerprint }));

/** The persona the profile and the admin hold now, to be recorded as seeded. */
export async function currentProfile(db: Executor): Promise<SeededProfile | undefined> {
  const site = await findSiteConfig(db);
  if (!site) return undefined;
  const admin = await findFirstAdmin(db);
  return {
    site: Object.fromEntries(PROFILE_FIELDS.map((field) => [field, site[field]])),
    admin: { nick_name: admin?.nick_name ?? null, avatar: admin?.avatar ?? null },
  };
}

export const profileRecord = (profile: SeededProfile): DemoRecord => ({
  kind: 'profile',
  ref: 'profile',
  fingerprint: JSON.stringify(profile),
});

/**
 * Called by the seed once it has filled an empty database: every content row there is the seed's
 * (the blog serves nobody before the seed is done), so all of them are recorded, with the persona.
 */
export async function recordSeed(db: Executor): Promise<void> {
  const records: DemoRecord[] = [];
  for (const kind of ROW_KINDS) {
    const ids = await repository.allIds(db, TABLES[kind]);
    records.push(...thingRecords(kind, await loadThings(db, kind, ids)));
  }
  const profile = await currentProfile(db);
  if (profile) records.push(profileRecord(profile));
  await writeRecords(db, records);
}

export const fileFingerprint = async (file: string): Promise<string> =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex')
    .slice(0, 32);

/** Called once the demo songs are written into the music folder: each file by its library path. */
export async function recordDemoSongs(db: Executor, musicDir: string, paths: string[]): Promise<void> {
  const records: DemoRecord[] = [];
  for (const songPath of paths)
    records.push({
      kind: 'song',
      ref: songPath,
      fingerprint: await fileFingerprint(path.join(musicDir, ...songPath.split('/'))),
    });
  await writeRecords(db, records);
}
