import { isHttpUrl, messageAddBody } from '@blog/contract';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { storeLocalFile } from '../../../lib/media';
import { hashPassword } from '../../../lib/password';
import { findArticleBySlug } from '../../article/repository';
import { insertComment } from '../../comment/repository';
import { insertLink } from '../../link/repository';
import { insertMessage } from '../../message/repository';
import { sanitizeMessageHtml } from '../../message/sanitize';
import { insertAlbum } from '../../photo/repository';
import { insertCategory } from '../../resource/repository';
import { insertTalk } from '../../talk/repository';
import { insertUser } from '../../user/repository';
import * as repository from './repository';

/*
 * The community part of a fresh install: recommended resources (always — they are the resource
 * pages' content), and with DEMO_CONTENT the demo talks, albums, friend links, messages and
 * comments from `demo/community/`. Images are local files copied into the uploads.
 */

const httpUrl = z.string().refine(isHttpUrl, '必须是 http(s) 链接');

export const resourcesFile = z.array(
  z.object({
    type: z.enum(['front', 'back']),
    name: z.string().min(1),
    sites: z.array(z.object({ name: z.string().min(1), url: httpUrl, description: z.string() })).min(1),
  }),
);

const image = z.string().regex(/^[\w.-]+\.webp$/);
const when = { daysAgo: z.number().optional(), hoursAgo: z.number().optional() };
const commentTarget = z.union([z.object({ article: z.string() }), z.object({ talk: z.string() })]);

const communityFile = z.object({
  readers: z.array(z.object({ username: z.string(), nick_name: z.string() })),
  talks: z.array(
    z.object({
      key: z.string(),
      content: z.string().min(1),
      pinned: z.boolean().optional(),
      photos: z.array(image).max(9).optional(),
      ...when,
    }),
  ),
  albums: z.array(z.object({ name: z.string(), description: z.string(), photos: z.array(image), ...when })),
  links: z.array(
    z.object({
      site_name: z.string(),
      site_desc: z.string(),
      url: httpUrl,
      avatar: image.optional(),
      pending: z.boolean().optional(),
      applicant: z.string().optional(),
      ...when,
    }),
  ),
  messages: z.array(
    z.looseObject({ nick: z.string().optional(), user: z.string().optional(), message: z.string(), ...when }),
  ),
  comments: z.array(
    z.object({
      on: commentTarget,
      from: z.string(),
      content: z.string(),
      replies: z
        .array(z.object({ from: z.string(), to: z.string().optional(), content: z.string(), ...when }))
        .optional(),
      ...when,
    }),
  ),
});
export type CommunityFile = z.infer<typeof communityFile>;

/** The demo's `community.json`, checked; also read to recognise the demo of an older install (modules/demo). */
export const readCommunityFile = (file: string): CommunityFile =>
  communityFile.parse(JSON.parse(readFileSync(file, 'utf8')));

const ago = (item: { daysAgo?: number; hoursAgo?: number }, now: number) =>
  new Date(now - ((item.daysAgo ?? 0) * 24 + (item.hoursAgo ?? 0)) * 3_600_000).toISOString();

export interface CommunitySeedResult {
  resourceSites: number;
  talks: number;
  albums: number;
  links: number;
  messages: number;
  comments: number;
}

export async function seedCommunity(ctx: AppContext, adminId: number): Promise<CommunitySeedResult> {
  const result: CommunitySeedResult = {
    resourceSites: 0,
    talks: 0,
    albums: 0,
    links: 0,
    messages: 0,
    comments: 0,
  };
  const dir = path.join(ctx.config.demoDir, 'community');
  result.resourceSites = await seedResources(ctx, path.join(dir, 'resources.json'));

  const file = path.join(dir, 'community.json');
  if (!ctx.config.demoContent || !existsSync(file)) return result;
  // Each part is written only into an empty table, so an interrupted seed finishes on the next start.
  if (await repository.hasTalks(ctx.db.kysely)) return result;
  const data = readCommunityFile(file);
  return { ...result, ...(await seedDemo(ctx, adminId, data, path.join(dir, 'images'))) };
}

async function seedResources(ctx: AppContext, file: string): Promise<number> {
  const db = ctx.db.kysely;
  if (!existsSync(file) || (await repository.hasResourceCategories(db))) return 0;
  const categories = resourcesFile.parse(JSON.parse(readFileSync(file, 'utf8')));
  const created_at = new Date().toISOString();
  let sites = 0;
  await db.transaction().execute(async (trx) => {
    for (const [index, category] of categories.entries()) {
      await insertCategory(trx, {
        type: category.type,
        name: category.name,
        sort: index + 1,
        // No logos: the page draws a letter avatar, and nothing is fetched from other sites.
        sites: category.sites.map((site) => ({ ...site, logo: null })),
        created_at,
      });
      sites += category.sites.length;
    }
  });
  return sites;
}

async function seedDemo(ctx: AppContext, adminId: number, data: CommunityFile, imageDir: string) {
  const db = ctx.db.kysely;
  const now = Date.now();
  const photo = (name: string) => storeLocalFile(path.join(imageDir, name), ctx.config.dataDir, 'community');

  // Demo readers who comment and leave messages; their passwords are random and never shown.
  const users = new Map<string, number>([['admin', adminId]]);
  for (const reader of data.readers) {
    const existing = await repository.findUserIdByName(db, reader.username);
    const created_at = new Date(now - 90 * 86_400_000).toISOString();
    const id =
      existing ??
      (
        await insertUser(db, {
          username: reader.username,
          nick_name: reader.nick_name,
          password_hash: await hashPassword(randomBytes(18).toString('base64url')),
          avatar: null,
          role: 2,
          ip: null,
          created_at,
          updated_at: created_at,
        })
      ).id;
    users.set(reader.username, id);
  }
  const userId = (name: string) => {
    const id = users.get(name);
    if (id === undefined) throw new Error(`community.json: unknown user ${name}`);
    return id;
  };

  return db.transaction().execute(async (trx) => {
    const talks = new Map<string, number>();
    for (const talk of data.talks) {
      const id = await insertTalk(trx, {
        user_id: adminId,
        content: talk.content,
        is_top: talk.pinned ? 1 : 2,
        photos: (talk.photos ?? []).map(photo),
        created_at: ago(talk, now),
      });
      talks.set(talk.key, id);
    }

    for (const album of data.albums) {
      const photos = album.photos.map(photo);
      await insertAlbum(trx, {
        album_name: album.name,
        description: album.description,
        album_cover: photos[0] ?? null,
        photos,
        created_at: ago(album, now),
      });
    }

    for (const link of data.links) {
      const created_at = ago(link, now);
      await insertLink(trx, {
        site_name: link.site_name,
        site_desc: link.site_desc,
        site_avatar: link.avatar ? photo(link.avatar) : null,
        url: link.url,
        status: link.pending ? 1 : 2,
        user_id: link.applicant ? userId(link.applicant) : null,
        created_at,
      });
    }

    // Messages pass the same rules and sanitizer as the API.
    for (const entry of data.messages) {
      const { message, color, font_size, font_weight, bg_color, bg_url, tag } = messageAddBody.parse(entry);
      const author = entry.user ? userId(entry.user) : null;
      const reader = entry.user ? data.readers.find((r) => r.username === entry.user) : undefined;
      await insertMessage(trx, {
        message: await sanitizeMessageHtml(message),
        color: color || null,
        font_size: font_size ?? null,
        font_weight: font_weight ?? null,
        bg_color: bg_color || null,
        bg_url: bg_url || null,
        tag: tag || null,
        user_id: author,
        nick_name: reader?.nick_name ?? entry.nick ?? '游客',
        created_at: ago(entry, now),
      });
    }

    let comments = 0;
    for (const thread of data.comments) {
      let type: 1 | 2;
      let forId: number | undefined;
      if ('article' in thread.on) {
        type = 1;
        const slug = thread.on.article;
        forId = (await findArticleBySlug(trx, slug))?.id;
      } else {
        type = 2;
        forId = talks.get(thread.on.talk);
      }
      if (forId === undefined) continue; // an article the demo set no longer has
      const created_at = ago(thread, now);
      const parentAuthor = userId(thread.from);
      const parent = await insertComment(trx, {
        parent_id: null,
        type,
        for_id: forId,
        from_id: parentAuthor,
        to_id: null,
        content: thread.content,
        ip: '127.0.0.1',
        created_at,
        updated_at: created_at,
      });
      comments++;
      for (const reply of thread.replies ?? []) {
        const replyAt = ago(reply, now);
        await insertComment(trx, {
          parent_id: parent.id,
          type,
          for_id: forId,
          from_id: userId(reply.from),
          to_id: reply.to ? userId(reply.to) : parentAuthor,
          content: reply.content,
          ip: '127.0.0.1',
          created_at: replyAt,
          updated_at: replyAt,
        });
        comments++;
      }
    }

    return {
      talks: data.talks.length,
      albums: data.albums.length,
      links: data.links.length,
      messages: data.messages.length,
      comments,
    };
  });
}
