import type { AppContext } from '../context';
import { nowIso } from '../lib/time';
import { insertComment } from '../modules/comment/repository';
import { insertMessage } from '../modules/message/repository';
import { insertAlbum } from '../modules/photo/repository';
import { insertCategory } from '../modules/resource/repository';
import { insertTalk } from '../modules/talk/repository';

/** Builders for the community API tests (talks, albums, links, resources, messages, comments). */

let sequence = 0;
const next = () => ++sequence;

/** Distinct, increasing timestamps so "newest first" is decided by time, not by chance. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export const createTalk = (
  ctx: AppContext,
  values: {
    user_id: number;
    content?: string;
    status?: number;
    is_top?: number;
    photos?: string[];
    created_at?: string;
  },
) =>
  insertTalk(ctx.db.kysely, {
    content: `说说 ${next()}`,
    created_at: nowIso(),
    ...values,
  });

export const createAlbum = (
  ctx: AppContext,
  values: { album_name?: string; album_cover?: string | null; photos?: string[]; created_at?: string } = {},
) =>
  insertAlbum(ctx.db.kysely, {
    album_name: values.album_name ?? `相册 ${next()}`,
    album_cover: values.album_cover ?? null,
    description: null,
    photos: values.photos ?? [],
    created_at: values.created_at ?? nowIso(),
  });

export async function createLink(
  ctx: AppContext,
  values: {
    site_name?: string;
    url?: string;
    status?: number;
    user_id?: number | null;
    created_at?: string;
  } = {},
) {
  const n = next();
  const created_at = values.created_at ?? nowIso();
  const row = await ctx.db.kysely
    .insertInto('links')
    .values({
      site_name: values.site_name ?? `朋友 ${n}`,
      site_desc: '一个朋友的博客',
      site_avatar: null,
      url: values.url ?? `https://friend${n}.example.com`,
      status: values.status ?? 2,
      user_id: values.user_id ?? null,
      created_at,
      updated_at: created_at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const createMessage = async (
  ctx: AppContext,
  values: {
    message?: string;
    user_id?: number | null;
    nick_name?: string;
    tag?: string | null;
    /** 2: held for the owner's approval. */
    status?: 1 | 2;
    ip?: string | null;
    created_at?: string;
  } = {},
) =>
  (
    await insertMessage(ctx.db.kysely, {
      message: values.message ?? `留言 ${next()}`,
      user_id: values.user_id ?? null,
      nick_name: values.nick_name ?? '游客abcde',
      tag: values.tag ?? null,
      status: values.status ?? 1,
      held_reason: values.status === 2 ? '游客留言需审核' : null,
      ip: values.ip ?? null,
      created_at: values.created_at ?? nowIso(),
    })
  ).id;

export const createComment = async (
  ctx: AppContext,
  values: {
    type: number;
    for_id: number;
    /** The author's account; null for a guest's comment (`guest_name`, `guest_id`). */
    from_id: number | null;
    guest_name?: string | null;
    guest_id?: string | null;
    parent_id?: number | null;
    to_id?: number | null;
    /** For a reply to a guest: its name and identity. */
    to_guest?: string | null;
    to_guest_id?: string | null;
    content?: string;
    ip?: string | null;
    created_at?: string;
  },
) => {
  const created_at = values.created_at ?? nowIso();
  return (
    await insertComment(ctx.db.kysely, {
      parent_id: values.parent_id ?? null,
      to_id: values.to_id ?? null,
      content: values.content ?? `评论 ${next()}`,
      ip: values.ip ?? '127.0.0.1',
      type: values.type,
      for_id: values.for_id,
      from_id: values.from_id,
      guest_name: values.guest_name ?? null,
      guest_id: values.guest_id ?? null,
      to_guest: values.to_guest ?? null,
      to_guest_id: values.to_guest_id ?? null,
      created_at,
      updated_at: created_at,
    })
  ).id;
};

export const createResourceCategory = (
  ctx: AppContext,
  values: { type: 'front' | 'back'; name?: string; sort?: number; sites?: { name: string; url: string }[] },
) =>
  insertCategory(ctx.db.kysely, {
    type: values.type,
    name: values.name ?? `分类 ${next()}`,
    sort: values.sort ?? 0,
    sites: (values.sites ?? []).map((site) => ({ ...site, description: null, logo: null })),
    created_at: nowIso(),
  });
