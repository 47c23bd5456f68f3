import { pageHeaderRouteNames } from '@blog/contract';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { storeLocalFile } from '../../../lib/media';
import { hashPassword } from '../../../lib/password';
import { nowIso } from '../../../lib/time';
import type { MarkdownImportReport } from '../../article/import-markdown';
import { findFirstAdmin, insertUser } from '../../user/repository';
import { recordSeed } from '../record';
import { seedCommunity, type CommunitySeedResult } from './community';
import * as repository from './repository';

export const siteProfile = z.object({
  blog_name: z.string(),
  author_name: z.string(),
  personal_say: z.string().optional(),
  blog_notice: z.string().optional(),
  github_link: z.string().optional(),
  git_ee_link: z.string().optional(),
  bilibili_link: z.string().optional(),
  qq_link: z.string().optional(),
  we_chat_link: z.string().optional(),
  filing_number: z.string().optional(),
  filing_url: z.string().optional(),
  copyright_holder: z.string().optional(),
  site_start: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
type SiteProfile = z.infer<typeof siteProfile>;

export interface SeedResult {
  /** Set when the admin account was created with a generated password (printed once). */
  generatedAdminPassword?: string;
  adminCreated: boolean;
  siteCreated: boolean;
  articles?: MarkdownImportReport;
  community?: CommunitySeedResult;
}

/**
 * Brings an empty database to life: the admin account, the site profile, page banners and (unless
 * DEMO_CONTENT=0) the demo articles. Never touches a database that already has a site profile.
 */
export async function seed(ctx: AppContext): Promise<SeedResult> {
  const { db, config } = ctx;
  const result: SeedResult = { adminCreated: false, siteCreated: false };
  const now = nowIso();

  let admin: { id: number } | undefined = await findFirstAdmin(db.kysely);
  if (!admin) {
    const password = config.adminPassword ?? randomBytes(9).toString('base64url');
    if (!config.adminPassword) result.generatedAdminPassword = password;
    admin = await insertUser(db.kysely, {
      username: config.adminUsername,
      password_hash: await hashPassword(password),
      nick_name: config.adminUsername,
      avatar: null,
      role: 1,
      ip: null,
      created_at: now,
      updated_at: now,
    });
    result.adminCreated = true;
  }

  if (await repository.hasSiteConfig(db.kysely)) return result;

  // Articles first: the site profile is written last, so an interrupted seed runs again on next start
  // (the import is idempotent).
  if (config.demoContent) {
    const { importMarkdownDirectory } = await import('../../article/import-markdown');
    result.articles = await importMarkdownDirectory(
      ctx,
      path.join(config.demoDir, 'articles'),
      admin.id,
      config.demoDir,
    );
  }
  result.community = await seedCommunity(ctx, admin.id);

  const image = (relative: string): string | null => {
    const file = path.join(config.demoDir, 'images', relative);
    return existsSync(file) ? storeLocalFile(file, config.dataDir, 'site') : null;
  };
  const profileFile = path.join(config.demoDir, 'site.json');
  const profile: SiteProfile =
    config.demoContent && existsSync(profileFile)
      ? siteProfile.parse(JSON.parse(readFileSync(profileFile, 'utf8')))
      : { blog_name: '我的博客', author_name: config.adminUsername, site_start: now.slice(0, 10) };

  const avatar = image('avatar.webp');
  await repository.insertSiteConfig(db.kysely, {
    blog_name: profile.blog_name,
    author_name: profile.author_name,
    blog_avatar: avatar,
    avatar_bg: image('avatar-bg.webp'),
    personal_say: profile.personal_say ?? null,
    blog_notice: profile.blog_notice ?? null,
    github_link: profile.github_link ?? null,
    git_ee_link: profile.git_ee_link ?? null,
    bilibili_link: profile.bilibili_link ?? null,
    qq_link: profile.qq_link ?? null,
    we_chat_link: profile.we_chat_link ?? null,
    we_chat_group: config.demoContent ? image('qr-wechat.webp') : null,
    qq_group: config.demoContent ? image('qr-qq.webp') : null,
    we_chat_pay: null,
    ali_pay: null,
    filing_number: profile.filing_number ?? null,
    filing_url: profile.filing_url ?? null,
    copyright_holder: profile.copyright_holder ?? profile.author_name,
    admin_url: '/admin',
    site_start: profile.site_start,
    created_at: now,
    updated_at: now,
  });
  result.siteCreated = true;

  await repository.setAdminPersona(db.kysely, admin.id, { avatar, nick_name: profile.author_name });

  const headers = pageHeaderRouteNames
    .map((route_name) => ({ route_name, bg_url: image(`headers/${route_name}.webp`) }))
    .filter(
      (h): h is { route_name: (typeof pageHeaderRouteNames)[number]; bg_url: string } => h.bg_url !== null,
    )
    .map((h) => ({ ...h, created_at: now, updated_at: now }));
  if (headers.length) await repository.insertPageHeaders(db.kysely, headers);

  // What 清除示例内容 removes: exactly what was written here (modules/demo).
  await recordSeed(db.kysely);
  return result;
}
