import { z } from 'zod';
import { ok } from './envelope';
import { picture } from './picture';

const text = z.string().nullable();

export const siteConfig = z.object({
  id: z.number(),
  blog_name: z.string(),
  author_name: z.string(),
  blog_avatar: picture.nullable(),
  /** The owner's own icon (an upload under /media/uploads/favicons/), or null for the shipped one. */
  favicon: text,
  avatar_bg: picture.nullable(),
  personal_say: text,
  blog_notice: text,
  qq_link: text,
  we_chat_link: text,
  github_link: text,
  git_ee_link: text,
  bilibili_link: text,
  we_chat_group: picture.nullable(),
  qq_group: picture.nullable(),
  we_chat_pay: picture.nullable(),
  ali_pay: picture.nullable(),
  view_time: z.number(),
  filing_number: text,
  filing_url: text,
  copyright_holder: text,
  admin_url: text,
  site_start: z.string(),
  /** The footer shows 本站总访问量 / 访客数 (README "Visitor statistics"). */
  footer_visits: z.boolean(),
  /** All days' page views and unique visitors added up, when `footer_visits` is on; else null. */
  visit_totals: z.object({ views: z.number(), visitors: z.number() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SiteConfig = z.infer<typeof siteConfig>;
export const getConfigResponse = ok(siteConfig);

export const addViewResponse = ok(z.object({ view_time: z.number() }));

/** Route names that own a page header banner. */
export const pageHeaderRouteNames = [
  'Home',
  'Archives',
  'ArticleList',
  'Front',
  'Back',
  'SiteList',
  'LinkList',
  'Category',
  'Tag',
  'PhotoAlbum',
  'Photos',
  'Talk',
  'MessageList',
  'PublishMessage',
  'MessageDetail',
  'UserCenter',
] as const;
export type PageHeaderRouteName = (typeof pageHeaderRouteNames)[number];

export const pageHeader = z.object({ id: z.number(), route_name: z.string(), bg_url: picture });
export type PageHeader = z.infer<typeof pageHeader>;
export const getPageHeadersResponse = ok(z.array(pageHeader));

export const statistic = z.object({
  articleCount: z.number(),
  tagCount: z.number(),
  categoryCount: z.number(),
  userCount: z.number(),
});
export type Statistic = z.infer<typeof statistic>;
export const getStatisticResponse = ok(statistic);
