import { DEFAULT_FILING_URL, type AdminSetup, type AdminSetupBody, type SetupState } from '@blog/contract';
import type { AppContext } from '../../context';
import { NotFoundError } from '../../lib/errors';
import { formatDateTime, nowIso } from '../../lib/time';
import * as siteRepository from '../site/repository';
import { updateSiteConfig } from '../site/service';
import * as userRepository from '../user/repository';
import { updateOwnUserInfo } from '../user/service';
import { isDemoValue } from './demo-persona';

/*
 * The console's setup step (issue #32). It keeps nothing of its own but where it stands: its fields
 * are read from and written to the site profile (网站设置) and the owner's account (个人中心), through
 * the same use-cases those pages call.
 */

const SOCIAL_LINKS = ['github_link', 'git_ee_link', 'bilibili_link', 'qq_link', 'we_chat_link'] as const;

async function siteRow(ctx: AppContext) {
  const row = await siteRepository.findSiteConfig(ctx.db.kysely);
  if (!row) throw new NotFoundError('站点尚未配置');
  return row;
}

/**
 * Where the step stands and what it starts from: the blog's and the owner's current values, the
 * demo persona's left out (empty, so the owner types their own instead of keeping 林间), the
 * founding day today unless the owner set one, and the filing link the MIIT's site.
 */
export async function readSetup(ctx: AppContext, ownerId: number): Promise<AdminSetup> {
  const [site, owner] = await Promise.all([siteRow(ctx), userRepository.findById(ctx.db.kysely, ownerId)]);
  const own = (value: string | null | undefined) => (value && !isDemoValue(ctx.config, value) ? value : null);
  return {
    state: site.setup_state,
    values: {
      blog_name: own(site.blog_name) ?? '',
      author_name: own(site.author_name) ?? '',
      nick_name: own(owner?.nick_name) ?? '',
      avatar: own(owner?.avatar) ?? own(site.blog_avatar),
      favicon: site.favicon,
      filing_number: own(site.filing_number),
      filing_url: site.filing_url || DEFAULT_FILING_URL,
      ...Object.fromEntries(SOCIAL_LINKS.map((field) => [field, own(site[field])])),
      site_start: own(site.site_start) ?? formatDateTime(nowIso(), ctx.config.timeZone).slice(0, 10),
    } as AdminSetup['values'],
  };
}

/**
 * Completes the step: the owner's nickname and avatar as 个人中心 saves them (checked first, so a
 * refused nickname changes nothing), then the site profile as 网站设置 saves it — the avatar is the
 * blog's too. What the demo left in fields the step does not ask for goes with it: the copyright
 * holder follows the author (unless the owner named someone else), the demo's notice and group QR
 * codes are cleared. A filing number without a link links the MIIT's site.
 */
export async function saveSetup(ctx: AppContext, ownerId: number, body: AdminSetupBody): Promise<AdminSetup> {
  const site = await siteRow(ctx);
  const avatar = body.avatar || null;
  await updateOwnUserInfo(ctx, ownerId, { nick_name: body.nick_name, avatar });
  const demo = (value: string | null) => Boolean(value) && isDemoValue(ctx.config, value);
  const holder = site.copyright_holder;
  await updateSiteConfig(ctx, {
    blog_name: body.blog_name,
    author_name: body.author_name,
    blog_avatar: avatar,
    favicon: body.favicon ?? null,
    filing_number: body.filing_number ?? null,
    filing_url: body.filing_url || (body.filing_number ? DEFAULT_FILING_URL : null),
    ...Object.fromEntries(SOCIAL_LINKS.map((field) => [field, body[field] ?? null])),
    site_start: body.site_start,
    ...(!holder || demo(holder) || holder === site.author_name ? { copyright_holder: body.author_name } : {}),
    ...(demo(site.blog_notice) ? { blog_notice: null } : {}),
    ...(demo(site.we_chat_group) ? { we_chat_group: null } : {}),
    ...(demo(site.qq_group) ? { qq_group: null } : {}),
  });
  await setState(ctx, site.id, 'done');
  return readSetup(ctx, ownerId);
}

/** 稍后再说: the step stops opening by itself (a completed step stays completed). */
export async function skipSetup(ctx: AppContext, ownerId: number): Promise<AdminSetup> {
  const site = await siteRow(ctx);
  if (site.setup_state === 'pending') await setState(ctx, site.id, 'skipped');
  return readSetup(ctx, ownerId);
}

const setState = (ctx: AppContext, id: number, state: SetupState) =>
  siteRepository.updateSiteConfig(ctx.db.kysely, id, { setup_state: state, updated_at: nowIso() });
