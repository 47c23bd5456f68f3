import { z } from 'zod';

/**
 * What `npm run blog -- export` writes beside the articles' Markdown, and the import reads back:
 * one JSON file per kind of content. Things refer to each other by keys made for the export (an
 * article by its slug, a talk as `talk-3`), never by the database's ids, which a new blog numbers
 * afresh. A picture is a path below the export folder (`media/images/2026/05/a.webp`) when it was in
 * the uploads, else the address it had.
 */

/** The file that makes a folder an export of this blog; `version` changes when the files do. */
export const MANIFEST_FILE = 'blog-export.json';
export const EXPORT_FORMAT = 'blog-export';
/**
 * 2: guests' comments (a comment's `author` null and its `guest`, a reply's `reply_to_guest`), a
 * friend link's `avatar_copy`, the site's `favicon` and `footer_visits`. Version 1 is version 2
 * without them: the import reads both.
 */
export const EXPORT_VERSION = 2;
export const READABLE_VERSIONS: readonly number[] = [1, 2];
/** Below the export: the articles' Markdown (each one's pictures in a folder named as its slug). */
export const POSTS_FOLDER = 'posts';
/** Below the export: the other pictures, at their path below the uploads. */
export const MEDIA_FOLDER = 'media';

export const FILES = {
  comments: 'comments.json',
  talks: 'talks.json',
  messages: 'messages.json',
  links: 'links.json',
  albums: 'albums.json',
  site: 'site.json',
  taxonomy: 'taxonomy.json',
  resources: 'resources.json',
  pageHeaders: 'page-headers.json',
} as const;

const instant = z.iso.datetime({ offset: true });
const timestamps = { created_at: instant, updated_at: instant };

/** An account as text: passwords and tokens stay behind; the blog's admins are its owner. */
export const person = z.object({
  username: z.string(),
  nick_name: z.string(),
  /** Shown beside a comment: a guest account made for the person on import gets it. */
  avatar: z.string().nullable(),
  owner: z.boolean(),
});
export type Person = z.infer<typeof person>;

/**
 * A guest who commented without an account: the name its words are shown under (the nickname it
 * chose, or its 游客 name), and its 游客 name, the identity its browser keeps (modules/guest), which
 * keeps a guest's comments its own across visits. Its e-mail for reply mails is not exported.
 */
export const guest = z.object({ name: z.string(), identity: z.string().nullable() });
export type Guest = z.infer<typeof guest>;

export const manifest = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exported_at: instant,
  blog_name: z.string().nullable(),
});
export type Manifest = z.infer<typeof manifest>;

export const exportedComment = z
  .object({
    key: z.string(),
    /** The top-level comment of the reply's thread; null for a top-level comment. */
    parent: z.string().nullable(),
    on: z.union([
      z.object({ article: z.string() }),
      z.object({ talk: z.string() }),
      z.object({ message: z.string() }),
    ]),
    /** The account that wrote it; null for a guest's comment, whose author is `guest`. */
    author: person.nullable(),
    guest: guest.nullable().default(null),
    /** Who a reply answers (shown as 回复 @…): an account, or a guest (`reply_to_guest`). */
    reply_to: person.nullable(),
    reply_to_guest: guest.nullable().default(null),
    content: z.string(),
    ip: z.string().nullable(),
    ...timestamps,
  })
  .refine((comment) => (comment.author === null) !== (comment.guest === null), {
    message: '评论者应是一个账号（author）或一位游客（guest）',
    path: ['author'],
  });
export type ExportedComment = z.infer<typeof exportedComment>;

export const exportedTalk = z.object({
  key: z.string(),
  author: person,
  content: z.string(),
  /** 1 public, 2 private, 3 recycled */
  status: z.number().int(),
  /** 1 pinned */
  is_top: z.number().int(),
  photos: z.array(z.string()),
  ...timestamps,
});
export type ExportedTalk = z.infer<typeof exportedTalk>;

export const exportedMessage = z.object({
  key: z.string(),
  /** The account that wrote it; null for a guest, whose name is `nick_name`. */
  author: person.nullable(),
  nick_name: z.string(),
  message: z.string(),
  color: z.string().nullable(),
  font_size: z.number().nullable(),
  font_weight: z.number().nullable(),
  bg_color: z.string().nullable(),
  bg_url: z.string().nullable(),
  tag: z.string().nullable(),
  ...timestamps,
});
export type ExportedMessage = z.infer<typeof exportedMessage>;

export const exportedLink = z.object({
  site_name: z.string(),
  site_desc: z.string().nullable(),
  site_avatar: z.string().nullable(),
  url: z.string(),
  /** 1 pending, 2 approved */
  status: z.number().int(),
  applicant: person.nullable(),
  /**
   * The blog's copy of `site_avatar` when that is an address on another site (the server fetched it:
   * pages show the copy, never the other site's picture); a picture of the export, or null for none.
   */
  avatar_copy: z.string().nullable().optional(),
  ...timestamps,
});
export type ExportedLink = z.infer<typeof exportedLink>;

export const exportedAlbum = z.object({
  album_name: z.string(),
  album_cover: z.string().nullable(),
  description: z.string().nullable(),
  photos: z.array(z.object({ url: z.string(), ...timestamps })),
  ...timestamps,
});
export type ExportedAlbum = z.infer<typeof exportedAlbum>;

const named = z.object({ name: z.string(), created_at: instant });

/** Every category and tag, those no article is filed under too, oldest first. */
export const exportedTaxonomy = z.object({ categories: z.array(named), tags: z.array(named) });
export type ExportedTaxonomy = z.infer<typeof exportedTaxonomy>;

/** A category of the resource pages with its site cards, in their order. */
export const exportedResourceCategory = z.object({
  /** 'front' or 'back' */
  type: z.string(),
  name: z.string(),
  sort: z.number().int(),
  sites: z.array(
    z.object({
      name: z.string(),
      url: z.string(),
      description: z.string().nullable(),
      logo: z.string().nullable(),
      sort: z.number().int(),
      created_at: instant,
    }),
  ),
  created_at: instant,
});
export type ExportedResourceCategory = z.infer<typeof exportedResourceCategory>;

/** A page's banner. */
export const exportedPageHeader = z.object({ route_name: z.string(), bg_url: z.string() });
export type ExportedPageHeader = z.infer<typeof exportedPageHeader>;

/**
 * The site profile's text and pictures, and the owner's icon. Not exported: the visit counter (it stays
 * with the old blog), the owner's mail address (an address, as no account's is exported), the blog's
 * own address (`site_url`: the new blog learns its own) and where its setup step stands (the new
 * blog's own step, which opens with the imported profile filled in).
 */
export const exportedSite = z.object({
  blog_name: z.string(),
  author_name: z.string(),
  blog_avatar: z.string().nullable(),
  avatar_bg: z.string().nullable(),
  personal_say: z.string().nullable(),
  blog_notice: z.string().nullable(),
  qq_link: z.string().nullable(),
  we_chat_link: z.string().nullable(),
  github_link: z.string().nullable(),
  git_ee_link: z.string().nullable(),
  bilibili_link: z.string().nullable(),
  we_chat_group: z.string().nullable(),
  qq_group: z.string().nullable(),
  we_chat_pay: z.string().nullable(),
  ali_pay: z.string().nullable(),
  filing_number: z.string().nullable(),
  filing_url: z.string().nullable(),
  copyright_holder: z.string().nullable(),
  admin_url: z.string().nullable(),
  site_start: z.string(),
  /** The owner's icon, a picture of the export (absent in version 1: the blog's icon stays as it is). */
  favicon: z.string().nullable().optional(),
  /** 1: the footer shows the visitor statistics (absent in version 1). */
  footer_visits: z.number().int().optional(),
  ...timestamps,
});
export type ExportedSite = z.infer<typeof exportedSite>;

/** The site profile's fields that hold a picture. */
export const SITE_PICTURES = [
  'blog_avatar',
  'avatar_bg',
  'we_chat_group',
  'qq_group',
  'we_chat_pay',
  'ali_pay',
] as const;
