import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import type { AppContext } from '../context';
import type { NewArticle } from '../db/schema';
import { hashPassword } from '../lib/password';
import { nowIso } from '../lib/time';

/** Small builders for API tests: each inserts one row with sensible defaults and returns its id. */

let sequence = 0;
const next = () => ++sequence;

/** The file in the data folder that a `/media/…` URL serves. */
export const mediaFile = (ctx: AppContext, url: string) =>
  path.join(ctx.config.dataDir, url.replace(/^\/media\//, ''));

export async function createUser(
  ctx: AppContext,
  values: { username?: string; role?: number; nick_name?: string; password?: string; disabled?: number } = {},
) {
  const n = next();
  const now = nowIso();
  const row = await ctx.db.kysely
    .insertInto('users')
    .values({
      username: values.username ?? `user${n}`,
      password_hash: values.password ? await hashPassword(values.password) : 'not-a-real-hash',
      disabled: values.disabled ?? 0,
      nick_name: values.nick_name ?? `用户${n}`,
      avatar: null,
      role: values.role ?? 2,
      ip: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createSiteConfig(
  ctx: AppContext,
  values: { blog_name?: string; view_time?: number } = {},
) {
  const now = nowIso();
  await ctx.db.kysely
    .insertInto('site_config')
    .values({
      blog_name: values.blog_name ?? '测试博客',
      author_name: '测试作者',
      blog_avatar: null,
      avatar_bg: null,
      personal_say: '你好',
      blog_notice: null,
      qq_link: null,
      we_chat_link: null,
      github_link: null,
      git_ee_link: null,
      bilibili_link: null,
      we_chat_group: null,
      qq_group: null,
      we_chat_pay: null,
      ali_pay: null,
      view_time: values.view_time ?? 0,
      filing_number: null,
      filing_url: null,
      copyright_holder: null,
      admin_url: null,
      site_start: '2024-01-01',
      created_at: '2024-01-01T00:00:00.000Z',
      updated_at: now,
    })
    .execute();
}

export async function createCategory(ctx: AppContext, name = `分类${next()}`) {
  const now = nowIso();
  const row = await ctx.db.kysely
    .insertInto('categories')
    .values({ category_name: name, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createTag(ctx: AppContext, name = `标签${next()}`) {
  const now = nowIso();
  const row = await ctx.db.kysely
    .insertInto('tags')
    .values({ tag_name: name, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createArticle(
  ctx: AppContext,
  values: Partial<NewArticle> & { author_id: number; tagIds?: number[] },
) {
  const n = next();
  const now = nowIso();
  const { tagIds = [], ...article } = values;
  const row = await ctx.db.kysely
    .insertInto('articles')
    .values({
      article_title: `文章 ${n}`,
      article_content: `# 标题 ${n}\n\n正文`,
      category_id: null,
      article_description: null,
      article_cover: null,
      origin_url: null,
      slug: null,
      deleted_at: null,
      created_at: now,
      updated_at: now,
      ...article,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (tagIds.length) {
    await ctx.db.kysely
      .insertInto('article_tags')
      .values(tagIds.map((tag_id) => ({ article_id: row.id, tag_id })))
      .execute();
  }
  return row.id;
}

/** An Authorization header for a user, as the login endpoint would have issued it. */
export async function authHeader(ctx: AppContext & { app: FastifyInstance }, userId: number) {
  const user = await ctx.db.kysely
    .selectFrom('users')
    .select(['token_version', 'role'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    authorization: `Bearer ${ctx.app.tokens.sign({ sub: userId, ver: user.token_version, role: user.role })}`,
  };
}

export async function createNotification(
  ctx: AppContext,
  values: {
    user_id: number;
    message?: string;
    type?: number;
    to_id?: number | null;
    is_view?: number;
    created_at?: string;
  },
) {
  const now = values.created_at ?? nowIso();
  const row = await ctx.db.kysely
    .insertInto('notifications')
    .values({
      user_id: values.user_id,
      message: values.message ?? '有人回复了你',
      type: values.type ?? 1,
      to_id: values.to_id ?? null,
      is_view: values.is_view ?? 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
