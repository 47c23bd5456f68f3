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
import type { AppContext } from '../../context';
import { UPLOADS_URL } from '../../lib/media';
import { nowIso } from '../../lib/time';
import { listAllComments } from '../comment/repository';
import { referencedFile, rewriteImageLinks } from '../import/markdown-images';
import { listPhotos } from '../photo/repository';
import { findSiteConfig, listPageHeaders } from '../site/repository';
import { photosOf } from '../talk/repository';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  FILES,
  MANIFEST_FILE,
  MEDIA_FOLDER,
  POSTS_FOLDER,
  SITE_PICTURES,
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
} from './export-format';
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

  const talkRows = await repository.listTalks(db);
  const talkPhotos = await photosOf(
    db,
    talkRows.map((talk) => talk.id),
  );
  const talks: ExportedTalk[] = talkRows.map((talk) => ({
    key: `talk-${talk.id}`,
    author: personOf(talk),
    content: talk.content,
    status: talk.status,
    is_top: talk.is_top,
    photos: (talkPhotos.get(talk.id) ?? []).map((url) => picture(url, `说说 ${talk.id}`)),
    created_at: talk.created_at,
    updated_at: talk.updated_at,
  }));

  const messageRows = await repository.listMessages(db);
  const messages: ExportedMessage[] = messageRows.map((message) => ({
    key: `message-${message.id}`,
    author: personOrNone({
      username: message.username,
      nick_name: message.user_nick_name,
      role: message.role,
    }),
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

  const links: ExportedLink[] = (await repository.listLinks(db)).map((link) => ({
    site_name: link.site_name,
    site_desc: link.site_desc,
    site_avatar: link.site_avatar && picture(link.site_avatar, `友链 ${link.site_name}`),
    url: link.url,
    status: link.status,
    applicant: personOrNone(link),
    created_at: link.created_at,
    updated_at: link.updated_at,
  }));

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

  const taxonomy: ExportedTaxonomy = {
    categories: await repository.listNames(db, 'categories'),
    tags: await repository.listNames(db, 'tags'),
  };
  const sites = await repository.listResourceSites(db);
  const resources: ExportedResourceCategory[] = (await repository.listResourceCategories(db)).map(
    (category) => ({
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
    }),
  );
  const pageHeaders: ExportedPageHeader[] = (await listPageHeaders(db)).map((header) => ({
    route_name: header.route_name,
    bg_url: picture(header.bg_url, `页面横幅 ${header.route_name}`),
  }));

  const targets = { 1: slugs, 2: keysOf(talkRows, 'talk'), 3: keysOf(messageRows, 'message') };
  const comments: ExportedComment[] = [];
  const exported = new Set<number>();
  for (const comment of await listAllComments(db)) {
    const on = targetOf(comment.type, targets[comment.type as 1 | 2 | 3]?.get(comment.for_id));
    // A comment on an article in the recycle bin goes with it, and so do its replies.
    if (!on || (comment.parent_id !== null && !exported.has(comment.parent_id))) continue;
    exported.add(comment.id);
    comments.push({
      key: `comment-${comment.id}`,
      parent: comment.parent_id === null ? null : `comment-${comment.parent_id}`,
      on,
      author: personOf({
        username: comment.from_username,
        nick_name: comment.from_name,
        role: comment.from_role,
      }),
      reply_to: personOrNone({
        username: comment.to_username,
        nick_name: comment.to_name,
        role: comment.to_role,
      }),
      content: comment.content,
      ip: comment.ip,
      created_at: comment.created_at,
      updated_at: comment.updated_at,
    });
  }

  const config = await findSiteConfig(db);
  if (config) {
    const { id: _id, view_time: _views, ...profile } = config;
    const site: ExportedSite = { ...profile };
    for (const field of SITE_PICTURES) site[field] = site[field] && picture(site[field], '站点信息');
    writeJson(target, FILES.site, site);
  }
  writeJson(target, FILES.comments, comments);
  writeJson(target, FILES.talks, talks);
  writeJson(target, FILES.messages, messages);
  writeJson(target, FILES.links, links);
  writeJson(target, FILES.albums, albums);
  writeJson(target, FILES.taxonomy, taxonomy);
  writeJson(target, FILES.resources, resources);
  writeJson(target, FILES.pageHeaders, pageHeaders);
  Object.assign(report, {
    categories: taxonomy.categories.length,
    tags: taxonomy.tags.length,
    resourceSites: sites.length,
    pageHeaders: pageHeaders.length,
    comments: comments.length,
    talks: talks.length,
    messages: messages.length,
    links: links.length,
    albums: albums.length,
    photos: albums.reduce((sum, album) => sum + album.photos.length, 0),
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
  for (const article of articles) {
    // The console writes articles without a slug: the export gives each one, its key from now on.
    const slug = article.slug ?? `article-${article.id}`;
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
    const body = rewriteImageLinks(article.article_content, resolve);
    writeFileSync(path.join(postsDir, `${slug}.md`), matter.stringify(body, data));
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
  role: number | null;
}

const personOf = (user: Account): Person => ({
  username: user.username,
  nick_name: user.nick_name ?? user.username,
  owner: user.role === 1,
});

/** The person of a left-joined account: none when there was no account. */
const personOrNone = (user: Omit<Account, 'username'> & { username: string | null }): Person | null =>
  user.username === null ? null : personOf({ ...user, username: user.username });

const keysOf = (rows: { id: number }[], kind: string) =>
  new Map(rows.map((row) => [row.id, `${kind}-${row.id}`]));

function targetOf(type: number, key: string | undefined): ExportedComment['on'] | null {
  if (key === undefined) return null;
  if (type === 1) return { article: key };
  if (type === 2) return { talk: key };
  return { message: key };
}

const writeJson = (target: string, file: string, value: unknown) =>
  writeFileSync(path.join(target, file), `${JSON.stringify(value, null, 2)}\n`);
