import type { AppContext } from '../../context';
import type { Executor } from '../../db/executor';
import type { SiteConfigUpdate } from '../../db/schema';
import { formatDateTime } from '../../lib/time';
import { findSiteConfig } from '../site/repository';
import { findFirstAdmin } from '../user/repository';
import { recordLegacyDemo } from './legacy';
import { PROFILE_FIELDS, type DemoRecord, type SeededProfile } from './record';
import * as repository from './repository';
import { songState } from './songs';
import { KIND_LABELS, loadThings, ROW_KINDS, type RowKind, type Thing } from './things';

/*
 * What clearing the demo would do, worked out from the record: each recorded row still there and
 * unchanged goes, unless something that stays needs it. What stays is kept whole — an edited demo
 * article keeps its demo comments, and a demo user who wrote a comment that stays is kept too:
 *  - a demo article, talk or message under which anyone else commented (a real visitor, the owner) stays,
 *    with every comment under it, so no conversation loses its start;
 *  - a demo album holding a photo the owner added, a resource category holding the owner's site, stays;
 *  - a demo category or tag that one of the owner's articles uses stays.
 */

export interface KeptItem {
  kind: string;
  label: string;
  title: string;
  reason: string;
}

export interface DemoSong {
  path: string;
  id: number | null;
  coverKey: string | null;
}

export interface DemoPlan {
  remove: Record<RowKind, Thing[]>;
  songs: DemoSong[];
  profile: {
    site: SiteConfigUpdate;
    admin: { nick_name?: string; avatar?: null };
    fields: number;
    media: string[];
  };
  kept: KeptItem[];
  /** Records of things already gone (the owner deleted them). */
  stale: DemoRecord[];
}

/** Kinds the owner is told about when kept; the rest stay with them silently (comments, photos …). */
const LISTED = new Set<string>([
  'article',
  'talk',
  'album',
  'message',
  'link',
  'resourceCategory',
  'resourceSite',
  'user',
  'song',
]);

const EDITED = '你修改过';
const TARGET_KIND: Record<number, RowKind> = { 1: 'article', 2: 'talk', 3: 'message' };

export async function planDemo(ctx: AppContext): Promise<DemoPlan> {
  const db = ctx.db.kysely;
  let records: DemoRecord[] = await repository.readRecords(db);
  if (!records.length) {
    await recordLegacyDemo(ctx);
    records = await repository.readRecords(db);
  }

  const candidates = Object.fromEntries(ROW_KINDS.map((kind) => [kind, new Map<number, Thing>()])) as Record<
    RowKind,
    Map<number, Thing>
  >;
  /** Recorded rows that are still there, removed or not. */
  const existing = Object.fromEntries(ROW_KINDS.map((kind) => [kind, new Set<number>()])) as Record<
    RowKind,
    Set<number>
  >;
  const kept: KeptItem[] = [];
  const stale: DemoRecord[] = [];
  const keep = (kind: RowKind, id: number, reason: string) => {
    const thing = candidates[kind].get(id);
    if (!thing) return false;
    candidates[kind].delete(id);
    if (LISTED.has(kind)) kept.push({ kind, label: KIND_LABELS[kind], title: thing.title, reason });
    return true;
  };

  for (const kind of ROW_KINDS) {
    const recorded = records.filter((record) => record.kind === kind);
    const things = new Map(
      (
        await loadThings(
          db,
          kind,
          recorded.map((record) => Number(record.ref)),
        )
      ).map((thing) => [thing.id, thing]),
    );
    for (const record of recorded) {
      const thing = things.get(Number(record.ref));
      if (!thing) {
        stale.push(record);
        continue;
      }
      existing[kind].add(thing.id);
      candidates[kind].set(thing.id, thing);
      if (thing.fingerprint !== record.fingerprint) keep(kind, thing.id, EDITED);
    }
  }

  await keepWhatOthersNeed(db, candidates, existing, keep);

  const songs: DemoSong[] = [];
  for (const record of records.filter((r) => r.kind === 'song')) {
    const state = await songState(ctx.config.musicDir, record);
    if (state === 'gone') stale.push(record);
    else if (state === 'changed')
      kept.push({ kind: 'song', label: KIND_LABELS.song, title: record.ref, reason: '文件已被替换' });
    else {
      const row = await repository.findSongByPath(db, record.ref);
      songs.push({ path: record.ref, id: row?.id ?? null, coverKey: row?.cover_key ?? null });
    }
  }

  const profileRecord = records.find((record) => record.kind === 'profile');
  const profile = profileRecord
    ? await profileReset(ctx, JSON.parse(profileRecord.fingerprint) as SeededProfile)
    : { site: {}, admin: {}, fields: 0, media: [] };

  const remove = Object.fromEntries(
    ROW_KINDS.map((kind) => [kind, [...candidates[kind].values()]]),
  ) as Record<RowKind, Thing[]>;
  return { remove, songs, profile, kept, stale };
}

/** Runs the rules of the header until nothing more changes. */
async function keepWhatOthersNeed(
  db: Executor,
  candidates: Record<RowKind, Map<number, Thing>>,
  existing: Record<RowKind, Set<number>>,
  keep: (kind: RowKind, id: number, reason: string) => boolean,
): Promise<void> {
  const targets: [number, number[]][] = [
    [1, [...existing.article]],
    [2, [...existing.talk]],
    [3, [...existing.message]],
  ];
  const comments = [];
  for (const [type, ids] of targets)
    if (ids.length) comments.push(...(await repository.commentsUnder(db, type, ids)));
  const albumIds = [...existing.album];
  const photos = albumIds.length ? await repository.photosInAlbums(db, albumIds) : [];
  const categoryIds = [...existing.resourceCategory];
  const sites = categoryIds.length ? await repository.sitesInCategories(db, categoryIds) : [];

  let changed = true;
  while (changed) {
    changed = false;
    for (const comment of comments) {
      const target = TARGET_KIND[comment.type]!;
      if (candidates.comment.has(comment.id)) {
        if (!candidates[target].has(comment.for_id)) changed = keep('comment', comment.id, '') || changed;
        continue;
      }
      changed = keep(target, comment.for_id, '下面有别人的评论') || changed;
      if (comment.parent_id) changed = keep('comment', comment.parent_id, '') || changed;
    }
    for (const photo of photos) {
      if (candidates.photo.has(photo.id)) {
        if (!candidates.album.has(photo.album_id)) changed = keep('photo', photo.id, '') || changed;
      } else changed = keep('album', photo.album_id, '里面有你添加的照片') || changed;
    }
    for (const site of sites) {
      if (candidates.resourceSite.has(site.id)) {
        if (!candidates.resourceCategory.has(site.category_id))
          changed = keep('resourceSite', site.id, '所在的分类保留') || changed;
      } else changed = keep('resourceCategory', site.category_id, '里面有你添加或修改的网站') || changed;
    }
  }

  // Categories and tags an article that stays still uses.
  const goingArticles = new Set(candidates.article.keys());
  const categoryUse = candidates.category.size
    ? await repository.articlesInCategories(db, [...candidates.category.keys()])
    : [];
  for (const row of categoryUse)
    if (!goingArticles.has(row.id) && row.category_id) keep('category', row.category_id, '');
  const tagUse = candidates.tag.size ? await repository.articlesWithTags(db, [...candidates.tag.keys()]) : [];
  for (const row of tagUse) if (!goingArticles.has(row.article_id)) keep('tag', row.tag_id, '');

  // Demo users whose words stay.
  const users = [...candidates.user.keys()];
  if (!users.length) return;
  const going = (kind: RowKind, id: number) => candidates[kind].has(id);
  const authored = [
    ...(await repository.commentsByOrTo(db, users)).flatMap((row) =>
      going('comment', row.id) ? [] : [row.user, row.other],
    ),
    ...(await repository.messagesBy(db, users))
      .filter((row) => !going('message', row.id))
      .map((row) => row.user),
    ...(await repository.linksBy(db, users)).filter((row) => !going('link', row.id)).map((row) => row.user),
    ...(await repository.articleAuthorsAmong(db, users)).map((row) => row.user),
    ...(await repository.talkAuthorsAmong(db, users)).map((row) => row.user),
  ];
  for (const user of new Set(authored))
    if (user !== null) keep('user', user, '保留的内容里有 TA 的评论或留言');
}

/** The profile's fields that still hold the demo's values, and the neutral values they get. */
async function profileReset(ctx: AppContext, seeded: SeededProfile): Promise<DemoPlan['profile']> {
  const db = ctx.db.kysely;
  const site = await findSiteConfig(db);
  const admin = await findFirstAdmin(db);
  const result: DemoPlan['profile'] = { site: {}, admin: {}, fields: 0, media: [] };
  if (!site || !admin) return result;
  const neutral: Partial<Record<(typeof PROFILE_FIELDS)[number], string | null>> = {
    blog_name: '我的博客',
    author_name: admin.username,
    copyright_holder: admin.username,
    site_start: formatDateTime(site.created_at, ctx.config.timeZone).slice(0, 10),
  };
  const changes: Record<string, string | null> = {};
  for (const field of PROFILE_FIELDS) {
    const was = seeded.site[field];
    const value = neutral[field] ?? null;
    if (was === undefined || was === null || site[field] !== was || was === value) continue;
    changes[field] = value;
    if (was.startsWith('/media/uploads/')) result.media.push(was);
  }
  result.site = changes;
  result.fields = Object.keys(changes).length;
  if (
    seeded.admin.nick_name &&
    admin.nick_name === seeded.admin.nick_name &&
    admin.nick_name !== admin.username
  ) {
    result.admin.nick_name = admin.username;
    result.fields++;
  }
  if (seeded.admin.avatar && admin.avatar === seeded.admin.avatar) {
    result.admin.avatar = null;
    result.fields++;
    result.media.push(seeded.admin.avatar);
  }
  return result;
}
