import matter from 'gray-matter';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  realpathSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/executor';
import { UPLOADS_URL } from '../../../lib/media';
import { isSlug } from '../../article/front-matter';
import { nowIso } from '../../../lib/time';
import { listAllComments } from '../../comment/repository';
import { referencedFile, rewriteImageLinks } from '../markdown-images';
import { listPhotos } from '../../photo/repository';
import { copiesOf } from '../../remote-image/repository';
import { remoteAddresses } from '../../remote-image/service';
import { findSiteConfig, listPageHeaders } from '../../site/repository';
import { photosOf } from '../../talk/repository';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  FILES,
  MANIFEST_FILE,
  MEDIA_FOLDER,
  POSTS_FOLDER,
  SITE_PICTURES,
  exportedSite,
  type ExportedAlbum,
  type ExportedComment,
  type ExportedLink,
  type ExportedMessage,
  type ExportedPageHeader,
  type ExportedResourceCategory,
  type ExportedTaxonomy,
  type ExportedSite,
  type ExportedTalk,
  type Manifest,
  type Person,
} from '../export-format';
import * as repository from './repository';

/** What an export wrote, by kind. */
export interface ExportReport {
  target: string;
  articles: number;
  /** Pictures copied beside the articles (bodies and covers). */
  articlePictures: number;
  comments: number;
  talks: number;
  messages: number;
  links: number;
  albums: number;
  photos: number;
  /** Pictures copied into `media/` for the talks, messages, links, albums and site profile. */
  pictures: number;
  categories: number;
  tags: number;
  resourceSites: number;
  pageHeaders: number;
  /** Slugs our front matter would not take, and what the export calls those articles instead. */
  newSlugs: { from: string; to: string }[];
  /** Addresses in the uploads whose file is gone: they are written as they were. */
  missingMedia: { owner: string; media: string }[];
}

export class ExportError extends Error {}

const STATUS_NAMES = { 1: 'public', 2: 'private', 3: 'draft' } as const;
const TYPE_NAMES = { 1: 'original', 2: 'repost', 3: 'translation' } as const;

/**
 * Writes the whole blog into `target`, a new or empty folder: each article as Markdown in our own
 * front matter with its pictures beside it, the rest as JSON (`export-format.ts`), so that
 * `importBlog` makes the same site of it. Only reads the database; accounts go as names only.
 */
export async function exportBlog(ctx: AppContext, target: string): Promise<ExportReport> {
  if (existsSync(target)) {
    if (!statSync(target).isDirectory()) throw new ExportError(`目标不是文件夹：${target}`);
    if (readdirSync(target).length)
      throw new ExportError(`目标文件夹不是空的：${target}（导出只写入新的或空的文件夹）`);
  }
  mkdirSync(target, { recursive: true });
  const db = ctx.db.kysely;
  const report: ExportReport = {
    target,
    articles: 0,
    articlePictures: 0,
    comments: 0,
    talks: 0,
    messages: 0,
    links: 0,
    albums: 0,
    photos: 0,
    pictures: 0,
    categories: 0,
    tags: 0,
    resourceSites: 0,
    pageHeaders: 0,
    newSlugs: [],
    missingMedia: [],
  };
  const uploads = new Uploads(ctx.config.dataDir, report);
  /** A picture of the other content, copied to `media/` at its path below the uploads. */
  const picture = (url: string, owner: string): string => {
    const file = uploads.fileOf(url, owner);
    if (!file) return url;
    const relative = `${MEDIA_FOLDER}/${file.below}`;
    const destination = path.join(target, relative);
    if (!existsSync(destination)) {
      mkdirSync(path.dirname(destination), { recursive: true });
      copyFileSync(file.path, destination);
      report.pictures++;
    }
    return relative;
  };

  const slugs = await writeArticles(ctx, target, uploads, report);
  const talks = await talksOf(db, picture);
  const messages = await messagesOf(db, picture);
  const albums = await albumsOf(db, picture);
  const taxonomy: ExportedTaxonomy = {
    categories: await repository.listNames(db, 'categories'),
    tags: await repository.listNames(db, 'tags'),
  };
  const resources = await resourcesOf(db, picture);
  const config = await findSiteConfig(db);
  const files = {
    comments: await commentsOf(db, { 1: slugs, 2: keysOf(talks), 3: keysOf(messages) }, picture),
    talks,
    messages,
    links: await linksOf(db, picture),
    albums,
    taxonomy,
    resources,
    pageHeaders: (await listPageHeaders(db)).map((header): ExportedPageHeader => ({
      route_name: header.route_name,
      bg_url: picture(header.bg_url, `页面横幅 ${header.route_name}`),
    })),
  } satisfies Record<Exclude<keyof typeof FILES, 'site'>, unknown>;
  for (const [kind, value] of Object.entries(files))
    writeJson(target, FILES[kind as keyof typeof files], value);
  if (config) {
    // The format's fields only (export-format.ts says what stays behind, and why).
    const site: ExportedSite = exportedSite.parse(config);
    for (const field of SITE_PICTURES) site[field] = site[field] && picture(site[field], '站点信息');
    site.favicon = site.favicon && picture(site.favicon, '网站图标');
    writeJson(target, FILES.site, site);
  }
  Object.assign(report, {
    comments: files.comments.length,
    talks: talks.length,
    messages: messages.length,
    links: files.links.length,
    albums: albums.length,
    photos: albums.reduce((sum, album) => sum + album.photos.length, 0),
    categories: taxonomy.categories.length,
    tags: taxonomy.tags.length,
    resourceSites: resources.reduce((sum, category) => sum + category.sites.length, 0),
    pageHeaders: files.pageHeaders.length,
  });
  // Last: a folder with the manifest is a finished export.
  const manifest: Manifest = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exported_at: nowIso(),
    blog_name: config?.blog_name ?? null,
  };
  writeJson(target, MANIFEST_FILE, manifest);
  return report;
}

/** A picture's address in the export: its copy's path there when it is in the uploads. */
type Picture = (url: string, owner: string) => string;

async function talksOf(db: Executor, picture: Picture): Promise<ExportedTalk[]> {
  const rows = await repository.listTalks(db);
  const photos = await photosOf(
    db,
    rows.map((talk) => talk.id),
  );
  return rows.map((talk) => ({
    key: `talk-${talk.id}`,
    author: personOf(talk, picture),
    content: talk.content,
    status: talk.status,
    is_top: talk.is_top,
    photos: (photos.get(talk.id) ?? []).map((url) => picture(url, `说说 ${talk.id}`)),
    created_at: talk.created_at,
    updated_at: talk.updated_at,
  }));
}

async function messagesOf(db: Executor, picture: Picture): Promise<ExportedMessage[]> {
  return (await repository.listMessages(db)).map((message) => ({
    key: `message-${message.id}`,
    author: personOrNone({ ...message, nick_name: message.user_nick_name }, picture),
    nick_name: message.nick_name,
    message: message.message,
    color: message.color,
    font_size: message.font_size,
    font_weight: message.font_weight,
    bg_color: message.bg_color,
    bg_url: message.bg_url && picture(message.bg_url, `留言 ${message.id}`),
    tag: message.tag,
    created_at: message.created_at,
    updated_at: message.updated_at,
  }));
}

async function linksOf(db: Executor, picture: Picture): Promise<ExportedLink[]> {
  const links = await repository.listLinks(db);
  const copies = await copiesOf(db, remoteAddresses(links.map((link) => link.site_avatar)));
  return links.map((link) => ({
    site_name: link.site_name,
    site_desc: link.site_desc,
    site_avatar: link.site_avatar && picture(link.site_avatar, `友链 ${link.site_name}`),
    url: link.url,
    status: link.status,
    applicant: personOrNone(link, picture),
    // The blog's copy of an avatar given by address (modules/remote-image), when it has one.
    avatar_copy:
      link.site_avatar && copies.has(link.site_avatar)
        ? picture(copies.get(link.site_avatar)!, `友链 ${link.site_name} 的头像副本`)
        : null,
    created_at: link.created_at,
    updated_at: link.updated_at,
  }));
}

async function albumsOf(db: Executor, picture: Picture): Promise<ExportedAlbum[]> {
  const albums: ExportedAlbum[] = [];
  for (const album of await repository.listAlbums(db)) {
    const owner = `相册 ${album.album_name}`;
    const photos = (await listPhotos(db, album.id)).map((photo) => ({
      url: picture(photo.url, owner),
      created_at: photo.created_at,
      updated_at: photo.updated_at,
    }));
    albums.push({
      album_name: album.album_name,
      album_cover: album.album_cover && picture(album.album_cover, owner),
      description: album.description,
      photos,
      created_at: album.created_at,
      updated_at: album.updated_at,
    });
  }
  return albums;
}

async function resourcesOf(db: Executor, picture: Picture): Promise<ExportedResourceCategory[]> {
  const sites = await repository.listResourceSites(db);
  return (await repository.listResourceCategories(db)).map((category) => ({
    type: category.type,
    name: category.name,
    sort: category.sort,
    sites: sites
      .filter((site) => site.category_id === category.id)
      .map((site) => ({
        name: site.name,
        url: site.url,
        description: site.description,
        logo: site.logo && picture(site.logo, `资源 ${site.name}`),
        sort: site.sort,
        created_at: site.created_at,
      })),
    created_at: category.created_at,
  }));
}

/** The comments on what the export holds (by type: each article's slug, each talk's and message's key by id). */
async function commentsOf(
  db: Executor,
  targets: Record<1 | 2 | 3, Map<number, string>>,
  picture: Picture,
): Promise<ExportedComment[]> {
  const comments: ExportedComment[] = [];
  const exported = new Set<number>();
  for (const comment of await listAllComments(db)) {
    const on = targetOf(comment.type, targets[comment.type as 1 | 2 | 3]?.get(comment.for_id));
    // A comment on an article in the recycle bin goes with it, and so do its replies; so does one
    // whose account is gone (a user's comments go with the user).
    if (!on || (comment.parent_id !== null && !exported.has(comment.parent_id))) continue;
    if (comment.from_id !== null && comment.from_username === null) continue;
    exported.add(comment.id);
    // A guest has no account (from_id null): its name as shown, and its 游客 identity.
    const byGuest = comment.from_id === null;
    const toGuest = comment.to_id === null && comment.to_name !== null;
    comments.push({
      key: `comment-${comment.id}`,
      parent: comment.parent_id === null ? null : `comment-${comment.parent_id}`,
      on,
      author: byGuest
        ? null
        : personOrNone(
            {
              username: comment.from_username,
              nick_name: comment.from_name,
              avatar: comment.from_avatar,
              role: comment.from_role,
            },
            picture,
          ),
      guest: byGuest ? { name: comment.from_name, identity: comment.guest_id } : null,
      reply_to: personOrNone(
        {
          username: comment.to_username,
          nick_name: comment.to_name,
          avatar: comment.to_avatar,
          role: comment.to_role,
        },
        picture,
      ),
      reply_to_guest: toGuest ? { name: comment.to_name!, identity: comment.to_guest_id } : null,
      content: comment.content,
      ip: comment.ip,
      created_at: comment.created_at,
      updated_at: comment.updated_at,
    });
  }
  return comments;
}

/** Writes every article as `posts/<slug>.md`, its pictures in `posts/<slug>/`; returns each one's slug by id. */
async function writeArticles(
  ctx: AppContext,
  target: string,
  uploads: Uploads,
  report: ExportReport,
): Promise<Map<number, string>> {
  const db = ctx.db.kysely;
  const [articles, tags, oldPaths] = await Promise.all([
    repository.listArticles(db),
    repository.tagNamesByArticle(db),
    repository.oldPathsByArticle(db),
  ]);
  const slugs = new Map<number, string>();
  const postsDir = path.join(target, POSTS_FOLDER);
  mkdirSync(postsDir, { recursive: true });
  const taken = new Set(articles.map((article) => article.slug));
  for (const article of articles) {
    // The console writes articles without a slug: the export gives each one, its key from now on (as
    // it does to one the front matter would not take, which is no safe file name either).
    let slug = article.slug;
    if (slug === null || !isSlug(slug)) {
      slug = `article-${article.id}`;
      while (taken.has(slug)) slug = `${slug}-${article.id}`;
      if (article.slug !== null) report.newSlugs.push({ from: article.slug, to: slug });
      taken.add(slug);
    }
    slugs.set(article.id, slug);
    const copied = new Map<string, string>();
    const resolve = (url: string): string => {
      const file = uploads.fileOf(url, `${POSTS_FOLDER}/${slug}.md`);
      if (!file) return url;
      let name = copied.get(file.path);
      if (!name) {
        const base = path.basename(file.path);
        const taken = new Set(copied.values());
        name = base;
        for (let n = 2; taken.has(name); n++) name = `${n}-${base}`;
        copied.set(file.path, name);
        mkdirSync(path.join(postsDir, slug), { recursive: true });
        copyFileSync(file.path, path.join(postsDir, slug, name));
        report.articlePictures++;
      }
      return `${slug}/${name}`.replace(/[\s()<>]/g, encodeURIComponent);
    };
    const data: Record<string, unknown> = {
      title: article.article_title,
      slug,
      date: article.created_at,
      updated: article.updated_at,
    };
    if (article.category_name) data.category = article.category_name;
    const articleTags = tags.get(article.id);
    if (articleTags) data.tags = articleTags;
    if (article.article_cover) data.cover = resolve(article.article_cover);
    if (article.article_description !== null) data.description = article.article_description;
    const top = article.is_top === 1;
    if (top) data.top = true;
    if (article.order !== (top ? 1 : 0)) data.order = article.order;
    data.status = STATUS_NAMES[article.status as 1 | 2 | 3] ?? 'draft';
    data.type = TYPE_NAMES[article.type as 1 | 2 | 3] ?? 'original';
    if (article.origin_url) data.origin_url = article.origin_url;
    const redirects = oldPaths.get(article.id);
    if (redirects) data.redirects = redirects;
    // Protection goes with the article: its hash (never a password) and hint.
    if (article.password_hash !== null) {
      data.password_hash = article.password_hash;
      if (article.password_hint) data.password_hint = article.password_hint;
    }
    const body = rewriteImageLinks(article.article_content, resolve);
    // The body exactly as it is, and a newline to end the file (`stringify` would read a body that
    // begins with `---` as front matter of its own).
    const frontMatter = matter.stringify('', data).replace(/\n+$/, '\n');
    writeFileSync(path.join(postsDir, `${slug}.md`), `${frontMatter}${body}\n`);
    report.articles++;
  }
  return slugs;
}

/** Finds the files behind the uploads' addresses (`/media/uploads/…`). */
class Uploads {
  private readonly root: string;

  constructor(
    dataDir: string,
    private readonly report: ExportReport,
  ) {
    this.root = path.join(dataDir, 'uploads');
  }

  private realRoot = () => realpathSync(this.root) + path.sep;

  /** The file an address names and its path below the uploads; null when it is no upload or gone. */
  fileOf(url: string, owner: string): { path: string; below: string } | null {
    const address = url.split(/[?#]/)[0] ?? url;
    if (!address.startsWith(`${UPLOADS_URL}/`)) return null;
    const below = referencedFile(address.slice(UPLOADS_URL.length + 1));
    const file = path.resolve(this.root, below);
    if (!file.startsWith(this.root + path.sep)) return null;
    // As the server serves them: only files really inside the uploads, never through a link leading out.
    if (!existsSync(file) || !statSync(file).isFile() || !realpathSync(file).startsWith(this.realRoot())) {
      this.report.missingMedia.push({ owner, media: url });
      return null;
    }
    return { path: file, below: path.relative(this.root, file).split(path.sep).join('/') };
  }
}

interface Account {
  username: string;
  nick_name: string | null;
  avatar: string | null;
  role: number | null;
}

const personOf = (user: Account, picture: Picture): Person => ({
  username: user.username,
  nick_name: user.nick_name ?? user.username,
  avatar: user.avatar && picture(user.avatar, `用户 ${user.username} 的头像`),
  owner: user.role === 1,
});

/** The person of a left-joined account: none when there was no account. */
const personOrNone = (
  user: Omit<Account, 'username'> & { username: string | null },
  picture: Picture,
): Person | null => (user.username === null ? null : personOf({ ...user, username: user.username }, picture));

/** Each talk's or message's key by its id (`talk-3` is talk 3). */
const keysOf = (items: { key: string }[]) =>
  new Map(items.map((item) => [Number(item.key.slice(item.key.lastIndexOf('-') + 1)), item.key]));

function targetOf(type: number, key: string | undefined): ExportedComment['on'] | null {
  if (key === undefined) return null;
  if (type === 1) return { article: key };
  if (type === 2) return { talk: key };
  return { message: key };
}

const writeJson = (target: string, file: string, value: unknown) =>
  writeFileSync(path.join(target, file), `${JSON.stringify(value, null, 2)}\n`);
