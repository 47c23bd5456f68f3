import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { SetupState } from '@blog/contract';

/**
 * The one description of the database. Timestamps are ISO-8601 UTC strings on both dialects,
 * so they sort as text and read the same from SQLite and PostgreSQL.
 */

type Timestamps = {
  created_at: ColumnType<string, string | undefined, never>;
  updated_at: ColumnType<string, string | undefined, string>;
};

export interface UserTable extends Timestamps {
  id: Generated<number>;
  username: string;
  password_hash: string;
  nick_name: string;
  avatar: string | null;
  /** 1 admin, 2 user */
  role: Generated<number>;
  /** Raised on password change so that older tokens stop verifying. */
  token_version: Generated<number>;
  /** 1 when an admin has disabled the account. */
  disabled: Generated<number>;
  ip: string | null;
  /** Two-step login (base32 secret of the authenticator app); null while it is off. */
  totp_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** A secret handed out by a setup not yet confirmed with a code. */
  totp_pending_secret: ColumnType<string | null, string | null | undefined, string | null>;
  totp_enabled_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The 30 s time step of the last code accepted (a code is good once). */
  totp_last_step: ColumnType<number | null, number | null | undefined, number | null>;
  /** An address for reply mails (issue #18); mail goes to it only once `email_verified_at` is set. */
  email: ColumnType<string | null, string | null | undefined, string | null>;
  email_verified_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CategoryTable extends Timestamps {
  id: Generated<number>;
  category_name: string;
}

export interface TagTable extends Timestamps {
  id: Generated<number>;
  tag_name: string;
}

export interface ArticleTable extends Timestamps {
  id: Generated<number>;
  article_title: string;
  author_id: number;
  category_id: number | null;
  article_description: string | null;
  article_content: string;
  article_cover: string | null;
  /** 1 pinned, 2 normal */
  is_top: Generated<number>;
  order: Generated<number>;
  /** 1 public, 2 private, 3 draft */
  status: Generated<number>;
  /** 1 original, 2 repost, 3 translation */
  type: Generated<number>;
  origin_url: string | null;
  view_times: Generated<number>;
  thumbs_up_times: Generated<number>;
  reading_duration: Generated<number>;
  slug: string | null;
  deleted_at: string | null;
  /** The reader's password as an argon2id hash; null for an open article (migration 0013). */
  password_hash: string | null;
  /** What the owner tells readers to help them remember the password. */
  password_hint: string | null;
  /**
   * The opening of the body's prose, for lists when `article_description` is empty; made when the
   * article is written, null until then (migration 0020). Never shown for a protected article.
   */
  article_summary: string | null;
}

/** An article's body as rendered from the Markdown whose `source_hash` it keeps (`article-body.ts`). */
export interface ArticleBodyTable {
  article_id: number;
  source_hash: string;
  html: string;
  /** JSON of the table of contents. */
  toc: string;
}

export interface ArticleTagTable {
  article_id: number;
  tag_id: number;
}

export interface TalkTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  content: string;
  /** 1 public, 2 private, 3 recycled */
  status: Generated<number>;
  is_top: Generated<number>;
  like_times: Generated<number>;
}

export interface TalkPhotoTable {
  id: Generated<number>;
  talk_id: number;
  url: string;
  created_at: ColumnType<string, string | undefined, never>;
}

export interface PhotoAlbumTable extends Timestamps {
  id: Generated<number>;
  album_name: string;
  album_cover: string | null;
  description: string | null;
}

export interface PhotoTable extends Timestamps {
  id: Generated<number>;
  album_id: number;
  url: string;
}

export interface LinkTable extends Timestamps {
  id: Generated<number>;
  site_name: string;
  site_desc: string | null;
  site_avatar: string | null;
  url: string;
  /** 1 pending, 2 approved */
  status: Generated<number>;
  user_id: number | null;
}

export interface MessageTable extends Timestamps {
  id: Generated<number>;
  message: string;
  color: string | null;
  font_size: number | null;
  font_weight: number | null;
  bg_color: string | null;
  bg_url: string | null;
  user_id: number | null;
  nick_name: string;
  tag: string | null;
  like_times: Generated<number>;
  /** 1 published, 2 held for the owner's approval (seen by its author and the owner only). */
  status: Generated<number>;
  /** Where a guest's message came from (to ban it); null for older messages. */
  ip: string | null;
  /** Why it is held, for the owner's queue. */
  held_reason: string | null;
}

export interface CommentTable extends Timestamps {
  id: Generated<number>;
  parent_id: number | null;
  /** 1 article, 2 talk, 3 message */
  type: number;
  for_id: number;
  /** The author's account; null for a guest (guest_name, guest_id). */
  from_id: number | null;
  /** For a reply to a user: that account (null when it is gone, or the reply answers a guest). */
  to_id: number | null;
  /** A guest author's nickname as written, and the 游客 identity its browser keeps (modules/guest). */
  guest_name: string | null;
  guest_id: string | null;
  /** For a reply to a guest: that guest's nickname and identity. */
  to_guest: string | null;
  to_guest_id: string | null;
  content: string;
  thumbs_up: Generated<number>;
  ip: string | null;
  /** 1 published, 2 held for the owner's approval (seen by its author and the owner only). */
  status: Generated<number>;
  /** Why it is held, for the owner's queue. */
  held_reason: string | null;
}

export interface BannedIpTable {
  id: Generated<number>;
  ip: string;
  reason: Generated<string>;
  created_at: string;
}

/** The owner's moderation rules: one row (id 1), or none for the defaults (modules/moderation). */
export interface ModerationSettingsTable {
  id: number;
  mode: number;
  captcha_after: number | null;
  reject_words: string;
  hold_words: string;
  max_links: number | null;
  duplicate_minutes: number;
  akismet_key: string | null;
  /** 1 guests may comment under articles and talks (the default), 0 only users. */
  guest_comments: Generated<number>;
  updated_at: string;
}

export interface LikeTable {
  id: Generated<number>;
  /** 1 article, 2 talk, 3 message, 4 comment */
  type: number;
  for_id: number;
  user_id: number | null;
  /** `u:<id>` for a user, `ip:<address>` for a guest: one like per liker. */
  liker: string;
  ip: string | null;
  created_at: ColumnType<string, string | undefined, never>;
}

export interface NotificationTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  message: string;
  /** 1 article, 2 talk, 3 message, 4 admin */
  type: number;
  to_id: number | null;
  /** 1 unread, 2 read */
  is_view: Generated<number>;
}

export interface SiteConfigTable extends Timestamps {
  id: Generated<number>;
  blog_name: string;
  author_name: string;
  blog_avatar: string | null;
  avatar_bg: string | null;
  personal_say: string | null;
  blog_notice: string | null;
  qq_link: string | null;
  we_chat_link: string | null;
  github_link: string | null;
  git_ee_link: string | null;
  bilibili_link: string | null;
  we_chat_group: string | null;
  qq_group: string | null;
  we_chat_pay: string | null;
  ali_pay: string | null;
  view_time: Generated<number>;
  filing_number: string | null;
  filing_url: string | null;
  copyright_holder: string | null;
  admin_url: string | null;
  /** The day the blog began (YYYY-MM-DD), for the running-days counter. */
  site_start: string;
  /** Where the owner's mails go; null: ADMIN_EMAIL. */
  admin_email: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1: the footer shows 本站总访问量 / 访客数 from the visitor statistics. */
  footer_visits: Generated<number>;
  /** The blog's address learned from the owner's first use of the console (SITE_URL wins). */
  site_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** The console's setup step: 'pending' (opens by itself), 'done' or 'skipped' (稍后再说). */
  setup_state: ColumnType<SetupState, SetupState | undefined, SetupState>;
  /** The owner's icon (an upload under /media/uploads/favicons/); null: the shipped favicon. */
  favicon: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PageHeaderTable extends Timestamps {
  id: Generated<number>;
  route_name: string;
  bg_url: string;
}

export interface ResourceCategoryTable extends Timestamps {
  id: Generated<number>;
  /** 'front' or 'back' */
  type: string;
  name: string;
  sort: Generated<number>;
}

export interface ResourceSiteTable extends Timestamps {
  id: Generated<number>;
  category_id: number;
  name: string;
  url: string;
  description: string | null;
  logo: string | null;
  sort: Generated<number>;
}

/** A file of the music library. `id` is a stable hash of `path` (see modules/music/library/ids.ts). */
export interface SongTable {
  id: number;
  /** Relative to MUSIC_DIR, with `/` separators. */
  path: string;
  /** The top-level folder (its category playlist), '' for files at the top. */
  folder: string;
  /** The containing folder, relative to MUSIC_DIR ('' at the top). */
  dir: string;
  size: number;
  mtime_ms: number;
  /** Sizes and times of the sidecar lyrics and the folder cover: a change there rescans the song. */
  sidecar_sig: string;
  duration_ms: number;
  /** Bits per second. */
  bitrate: number;
  sample_rate: number | null;
  lossless: Generated<number>;
  /** mp3, flac, m4a, ogg, opus, wav, aac */
  file_type: string;
  mime: string;
  year: number | null;
  track_no: number | null;
  disc_no: number | null;
  play_count: Generated<number>;
  last_played_at: string | null;
  added_at: string;
  updated_at: string;
  has_lyric: Generated<number>;
  /** Name of the cached cover (modules/music/library/covers.ts); null when the song has none. */
  cover_key: string | null;
  /** Where the cover comes from: an image file, or the audio file itself for an embedded picture. */
  cover_path: string | null;
  title: string;
  /** JSON array of artist names. */
  artists: string;
  album: string;
  album_artist: string | null;
  /** JSON array of alternative titles. */
  aliases: string;
  /** Lower-cased title, artists, album and aliases: what search matches. */
  search_text: string;
}

export interface SongLyricTable {
  song_id: number;
  /** Normalised LRC: `[mm:ss.xx]text` lines in time order, or plain lines when unsynchronised. */
  lyric: string;
  /** The translation in the same form, '' when none. */
  tlyric: string;
}

/** A category playlist: one per top-level folder of the library. */
export interface PlaylistTable {
  id: number;
  folder: string;
  name: string;
  cover_key: string | null;
  cover_path: string | null;
  track_count: number;
  created_at: string;
  updated_at: string;
}

export interface PlayTable {
  id: Generated<number>;
  song_id: number;
  played_at: string;
}

/** Page views per day (`YYYY-MM-DD` in the site's time zone), counted by `PUT config/addView`. */
export interface DailyViewTable {
  day: string;
  views: number;
}

/** Today's and yesterday's salt of the visitor hashes (modules/stats); older ones are deleted. */
export interface VisitSaltTable {
  day: string;
  salt: string;
}

/** A visitor seen on a day, on the site (path '') or on a page; deleted the day after. */
export interface VisitVisitorTable {
  day: string;
  path: string;
  /** Hash of the day's salt, the address and the browser: never the address. */
  visitor: string;
}

/** Page views and unique visitors of a day (`YYYY-MM-DD` in the site's time zone). */
export interface VisitDayTable {
  day: string;
  views: Generated<number>;
  visitors: Generated<number>;
}

/** The same per page: a path with only its `id` and `type` parameters. */
export interface VisitPageTable {
  day: string;
  path: string;
  views: Generated<number>;
  visitors: Generated<number>;
}

/** Referrers (views) and browsers, systems, devices and regions (visitors) of a day. */
export interface VisitFacetTable {
  day: string;
  kind: 'referrer' | 'browser' | 'os' | 'device' | 'region';
  name: string;
  count: Generated<number>;
}

/** One-time recovery codes for two-step login, kept as SHA-256 hashes. */
export interface TotpRecoveryCodeTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

/** An old address of an imported article (a Hexo, Hugo or WordPress path), answered with a 301. */
export interface ArticleRedirectTable {
  id: Generated<number>;
  /** The key `old-path.ts` makes of the address: decoded, no trailing slash, or `/?p=123`. */
  path: string;
  article_id: number;
  created_at: string;
}

/** A line of the chat room (/message/chat): plain text, by a user or a guest. */
export interface ChatMessageTable {
  id: Generated<number>;
  text: string;
  user_id: number | null;
  nick_name: string;
  created_at: string;
  /** When its author recalled it; null while it stands. */
  recalled_at: string | null;
}

/** What a mail can be about; an unsubscribe turns one kind off for one address. */
export type MailKind = 'owner' | 'reply' | 'link' | 'verify' | 'test' | 'reset';

/** An outgoing mail, sent by the queue's worker and retried with backoff (modules/mail/queue.ts). */
export interface MailQueueTable {
  id: Generated<number>;
  to_address: string;
  kind: MailKind;
  subject: string;
  text: string;
  html: string;
  unsubscribe_url: string | null;
  status: ColumnType<'pending' | 'sent' | 'failed', 'pending' | 'sent' | 'failed' | undefined>;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}

/** An address a visitor left on a form (lower-cased), verified by the link mailed to it. */
export interface MailAddressTable {
  address: string;
  verified_at: string | null;
  verify_sent_at: string | null;
  created_at: string;
}

/** A kind of mail an address turned off. */
export interface MailOptoutTable {
  address: string;
  kind: MailKind;
  created_at: string;
}

/** The address to mail about a comment, a message or a link application (never read by public APIs). */
export interface MailWatcherTable {
  id: Generated<number>;
  subject: 'comment' | 'message' | 'link';
  subject_id: number;
  address: string;
  created_at: string;
}

/** A friend link's feed and health (the friends' feed 朋友圈, modules/friend-feed). */
export interface FriendFeedTable {
  link_id: number;
  feed_url: string | null;
  /** 1 when the owner gave feed_url by hand (never replaced by one found on the site). */
  feed_url_manual: Generated<number>;
  etag: string | null;
  last_modified: string | null;
  /** Null before the first check, then 1 (the site answered) or 0. */
  reachable: number | null;
  last_checked_at: string | null;
  last_error: string | null;
  feed_error: string | null;
  failures: Generated<number>;
  failing_since: string | null;
  next_check_at: string;
  created_at: string;
  updated_at: string;
}

/** A post read from a friend's feed: plain text only. */
export interface FriendPostTable {
  id: Generated<number>;
  link_id: number;
  guid: string;
  title: string;
  url: string;
  summary: string;
  published_at: string | null;
  sort_at: string;
  created_at: string;
  updated_at: string;
}

/**
 * A thing the seed or the demo music library created (modules/demo): `kind` and `ref` (a row id, a
 * song's library path, `profile` for the site profile) with its fingerprint as seeded (for the profile,
 * the seeded values themselves as JSON).
 */
export interface DemoItemTable {
  kind: string;
  ref: string;
  fingerprint: string;
  created_at: string;
}

/**
 * A picture given as an http(s) address, fetched into the blog's uploads (modules/remote-image,
 * migration 0022): API answers show `media` in its place, or nothing while there is none.
 */
export interface RemoteImageTable {
  /** The address as given. */
  source: string;
  /** Its copy (`/media/uploads/images/...`); null while it could not be fetched. */
  media: string | null;
  /** Why the last try failed, in the console's words (连接超时, 返回 404, 文件不是有效的图片 …). */
  error: string | null;
  /** The last try: a failed one is tried again a day later. */
  fetched_at: string;
  created_at: string;
}

export interface Database {
  users: UserTable;
  categories: CategoryTable;
  tags: TagTable;
  articles: ArticleTable;
  article_tags: ArticleTagTable;
  article_bodies: ArticleBodyTable;
  article_redirects: ArticleRedirectTable;
  talks: TalkTable;
  talk_photos: TalkPhotoTable;
  photo_albums: PhotoAlbumTable;
  photos: PhotoTable;
  links: LinkTable;
  messages: MessageTable;
  chat_messages: ChatMessageTable;
  comments: CommentTable;
  likes: LikeTable;
  notifications: NotificationTable;
  site_config: SiteConfigTable;
  page_headers: PageHeaderTable;
  resource_categories: ResourceCategoryTable;
  resource_sites: ResourceSiteTable;
  songs: SongTable;
  song_lyrics: SongLyricTable;
  playlists: PlaylistTable;
  plays: PlayTable;
  daily_views: DailyViewTable;
  totp_recovery_codes: TotpRecoveryCodeTable;
  banned_ips: BannedIpTable;
  moderation_settings: ModerationSettingsTable;
  mail_queue: MailQueueTable;
  mail_addresses: MailAddressTable;
  mail_optouts: MailOptoutTable;
  mail_watchers: MailWatcherTable;
  friend_feeds: FriendFeedTable;
  friend_posts: FriendPostTable;
  remote_images: RemoteImageTable;
  visit_salts: VisitSaltTable;
  visit_visitors: VisitVisitorTable;
  visit_days: VisitDayTable;
  visit_pages: VisitPageTable;
  visit_facets: VisitFacetTable;
  demo_items: DemoItemTable;
}

export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type Article = Selectable<ArticleTable>;
export type NewArticle = Insertable<ArticleTable>;
export type SiteConfig = Selectable<SiteConfigTable>;
export type NewSiteConfig = Insertable<SiteConfigTable>;
export type SiteConfigUpdate = Updateable<SiteConfigTable>;
export type PageHeader = Selectable<PageHeaderTable>;
export type SongRow = Selectable<SongTable>;
export type NewSong = Insertable<SongTable>;
export type PlaylistRow = Selectable<PlaylistTable>;
