import { z } from 'zod';
import { siteConfigFields } from './admin';
import { ok } from './envelope';
import { picture } from './picture';
import { ownAvatar, ownNickname } from './user';

/*
 * The console's setup step (issue #32): on the owner's first login it asks, in one place, for what
 * makes the blog theirs. It keeps nothing of its own: each field is a field of 网站设置 (the site
 * profile) or of the owner's account, written by the same server code.
 */

/** Not yet (the console opens the step by itself), done, or put off with 稍后再说. */
export const setupState = z.enum(['pending', 'done', 'skipped']);
export type SetupState = z.infer<typeof setupState>;

/** Where the filing link goes when the owner gives a number but no link: the MIIT's filing site. */
export const DEFAULT_FILING_URL = 'https://beian.miit.gov.cn/';

/** The step's fields: the site profile's rules for its own, the account's for nickname and avatar. */
export const adminSetupBody = siteConfigFields
  .pick({
    blog_name: true,
    author_name: true,
    favicon: true,
    filing_number: true,
    filing_url: true,
    github_link: true,
    git_ee_link: true,
    bilibili_link: true,
    qq_link: true,
    we_chat_link: true,
    site_start: true,
  })
  .extend({
    /** The owner's nickname: what the console greets and the owner's comments are signed with. */
    nick_name: ownNickname,
    /** The owner's avatar, also the blog's (侧栏名片); null or "" for none. */
    avatar: ownAvatar.optional(),
  })
  .strict();
export type AdminSetupBody = z.input<typeof adminSetupBody>;

/**
 * What the step starts from: the current values, except the demo persona's (its blog name, author,
 * filing number, example links, founding day), which come back empty — or today for the founding day.
 */
export const setupValues = z.object({
  blog_name: z.string(),
  author_name: z.string(),
  nick_name: z.string(),
  avatar: picture.nullable(),
  favicon: z.string().nullable(),
  filing_number: z.string().nullable(),
  filing_url: z.string(),
  github_link: z.string().nullable(),
  git_ee_link: z.string().nullable(),
  bilibili_link: z.string().nullable(),
  qq_link: z.string().nullable(),
  we_chat_link: z.string().nullable(),
  site_start: z.string(),
});
export type SetupValues = z.infer<typeof setupValues>;

export const adminSetup = z.object({ state: setupState, values: setupValues });
export type AdminSetup = z.infer<typeof adminSetup>;
export const adminSetupResponse = ok(adminSetup);

/** The uploaded icon's address, for the `favicon` field of 网站设置 or the setup step. */
export const adminFaviconUploadResponse = ok(z.object({ url: z.string() }));

/** The icon files an upload may be, for the file picker (the server decides by the content). */
export const FAVICON_UPLOAD_TYPES = [
  'image/png',
  'image/svg+xml',
  'image/x-icon',
  'image/vnd.microsoft.icon',
  'image/webp',
] as const;

/** The largest icon file the server takes. */
export const MAX_FAVICON_BYTES = 1024 * 1024;
