import { isHttpUrl, isLocalUpload } from '@blog/contract';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/executor';
import { storeLocalFile, UPLOADS_URL } from '../../../lib/media';
import { nowIso } from '../../../lib/time';
import { importOwnFiles, markdownFilesOf } from '../../article/import-markdown';
import { findArticleBySlug } from '../../article/repository';
import { insertComment } from '../../comment/repository';
import {
  EXPORT_FORMAT,
  exportedAlbum,
  exportedComment,
  exportedLink,
  exportedMessage,
  exportedPageHeader,
  exportedResourceCategory,
  exportedTaxonomy,
  exportedSite,
  exportedTalk,
  FILES,
  MANIFEST_FILE,
  MEDIA_FOLDER,
  POSTS_FOLDER,
  READABLE_VERSIONS,
  SITE_PICTURES,
  type ExportedComment,
  type ExportedSite,
  type Person,
} from '../export-format';
import { AppError } from '../../../lib/errors';
import { storeFavicon } from '../../favicon/service';
import { insertLink } from '../../link/repository';
import { insertMessage } from '../../message/repository';
import { record as recordRemoteImage } from '../../remote-image/repository';
import { addPhotos, insertAlbum } from '../../photo/repository';
import { insertCategory, insertSite } from '../../resource/repository';
import { findSiteConfig, listPageHeaders, updateSiteConfig, upsertPageHeader } from '../../site/repository';
import { insertTalk } from '../../talk/repository';
import * as taxonomyRepository from '../../taxonomy/repository';
import type { ImportFolder } from './import-folder';
import type { ContentKind, ImportReport } from './imported-post';
import { isLocalReference, referencedFile } from '../markdown-images';
import { readPostFile } from './post-file';
import * as repository from './repository';
import { guestId, NOT_YET, type WriteOptions } from './write-post';

/** A folder `npm run blog -- export` wrote: it has the export's manifest at its root. */
export const isBlogExport = (dir: string) => existsSync(path.join(dir, MANIFEST_FILE));

/**
 * Imports an export of this blog: its categories and tags, the articles as our own Markdown, then the
 * talks, messages, links, albums, comments, resource pages, banners and site profile. Idempotent: what
 * is already there (an article by its slug, a talk or comment by its words and moment, a link by its
 * address, an album or category by its name, a photo by its file) is not added again. Accounts come by name: the old blog's admins are the importing
 * account, others an account of the same user name when there is one, else (commenters, and those who
 * left a message signed in) a disabled guest account with their nickname and avatar, or (a link's
 * applicant) none. A guest's message keeps its name as text, and a guest's comment stays a guest's
 * (no account: its name and 游客 identity), as they were.
 */
export async function importBlogExport(
  ctx: AppContext,
  within: ImportFolder,
  options: WriteOptions,
  report: ImportReport,
): Promise<void> {
  const dir = within.root;
  readManifest(within);
  const write = !options.dryRun;
  /**
   * A picture of the export, stored in the uploads under `folder`; an address is kept as it is. One
   * this blog has where the export's came from (an export imported back) stays there.
   */
  const media = (value: string, folder: string, file: string): string => {
    if (!isLocalReference(value)) return value;
    const source = within.locate(path.resolve(dir, referencedFile(value)));
    // One outside the export's folder is refused: the report names it with the others.
    if (source === 'outside') return value;
    if (source === 'missing') {
      report.missingMedia.push({ file, media: value });
      return value;
    }
    return (
      sameUpload(ctx.config.dataDir, dir, source) ??
      storeLocalFile(source, ctx.config.dataDir, folder, { copy: write })
    );
  };
  const on = (trx: Executor): Writing => ({
    trx,
    within,
    write,
    report,
    people: accounts(trx, options, report, (picture) => media(picture, 'avatars', FILES.comments)),
    media,
    count: (kind, existing) => {
      const counts = (report.content[kind] ??= { added: 0, existing: 0 });
      if (existing) counts.existing++;
      else counts.added++;
    },
  });

  // Categories and tags first, so that they keep their order (and the empty ones come too).
  await ctx.db.kysely.transaction().execute((trx) => writeTaxonomy(on(trx)));
  const postsDir = path.join(dir, POSTS_FOLDER);
  if (within.isFolder(postsDir)) {
    const names = markdownFilesOf(postsDir);
    if (write)
      await ctx.db.kysely.transaction().execute((trx) => adoptSluglessArticles(trx, within, postsDir, names));
    await importOwnFiles(ctx, within, postsDir, names, options, report, 'as-written');
  }
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const writing = on(trx);
    const targets = { talk: await writeTalks(writing), message: await writeMessages(writing) };
    await writeLinks(writing);
    await writeAlbums(writing);
    await writeComments(writing, targets);
    await writeResources(writing);
    await writePageHeaders(writing);
    if (within.locate(path.join(dir, FILES.site)) !== 'missing') {
      const site = exportedSite.parse(readJson(within, FILES.site));
      for (const field of SITE_PICTURES)
        site[field] = site[field] && writing.media(site[field], 'site', FILES.site);
      const favicon = await importIcon(ctx, writing, site.favicon);
      if (favicon === undefined) delete site.favicon;
      else site.favicon = favicon;
      report.site = await writeSite(trx, site, write);
    }
  });
}

/**
 * The owner's icon of an export (`favicon`), checked and kept as an uploaded one is (storeFavicon):
 * its address here, null for none (the shipped icon), or undefined when it cannot be the icon (the
 * report says why): the blog's icon then stays as it is.
 */
async function importIcon(
  ctx: AppContext,
  { within, write, report }: Writing,
  value: string | null | undefined,
): Promise<string | null | undefined> {
  if (!value) return value;
  const drop = (why: string) => {
    report.notes.push({ file: FILES.site, message: `网站图标 ${value} 没有导入：${why}` });
    return undefined;
  };
  // An address: the old blog's icon file was gone when it was exported.
  if (!isLocalReference(value)) return drop('导出时图标文件已不在');
  const source = within.locate(path.resolve(within.root, referencedFile(value)));
  if (source === 'outside') return undefined; // named with the other paths that lead out
  if (source === 'missing') {
    report.missingMedia.push({ file: FILES.site, media: value });
    return undefined;
  }
  try {
    return (await storeFavicon(ctx, readFileSync(source), { write })).url;
  } catch (error) {
    if (error instanceof AppError) return drop(error.message);
    throw error;
  }
}

/** The address of the upload a picture of the export was copied from, when this blog has it, the same. */
function sameUpload(dataDir: string, dir: string, source: string): string | null {
  const media = path.join(dir, MEDIA_FOLDER);
  if (!source.startsWith(media + path.sep)) return null;
  const below = path.relative(media, source);
  const uploads = path.join(dataDir, 'uploads');
  const upload = path.join(uploads, below);
  if (!upload.startsWith(uploads + path.sep) || !existsSync(upload)) return null;
  if (!readFileSync(upload).equals(readFileSync(source))) return null;
  return `${UPLOADS_URL}/${below.split(path.sep).join('/')}`;
}

/**
 * An article the console wrote has no slug, and its export calls it `article-<id>`. Imported back into
 * that blog, the export's file finds it by that id, its title and its date, and gives it that slug: it
 * is then updated, not added a second time.
 */
async function adoptSluglessArticles(
  trx: Executor,
  within: ImportFolder,
  postsDir: string,
  names: string[],
): Promise<void> {
  for (const name of names) {
    const id = Number(/^article-(\d+)\.md$/.exec(name)?.[1]);
    if (!id) continue;
    const slug = `article-${id}`;
    const text = within.read(path.join(postsDir, name));
    if (text === null) continue;
    let data: Record<string, unknown>;
    try {
      ({ data } = readPostFile(text));
    } catch {
      continue; // the import names what is wrong with the file
    }
    if (data.slug !== slug || (await findArticleBySlug(trx, slug))) continue;
    const article = await repository.findSluglessArticle(trx, id);
    if (article && article.article_title === data.title && article.created_at === data.date)
      await repository.setArticleSlug(trx, id, slug);
  }
}

/** What the writers of an export's files share. */
interface Writing {
  trx: Executor;
  /** The export's folder: nothing outside it is read. */
  within: ImportFolder;
  write: boolean;
  report: ImportReport;
  people: ReturnType<typeof accounts>;
  /** A picture of the export, stored in the uploads under `folder`; an address is kept as it is. */
  media: (value: string, folder: string, file: string) => string;
  count: (kind: ContentKind, existing: boolean) => void;
}

async function writeTaxonomy({ trx, within, write, count }: Writing): Promise<void> {
  if (within.locate(path.join(within.root, FILES.taxonomy)) === 'missing') return;
  const taxonomy = exportedTaxonomy.parse(readJson(within, FILES.taxonomy));
  const kinds = [
    ['category', 'categories', taxonomy.categories],
    ['tag', 'tags', taxonomy.tags],
  ] as const;
  for (const [kind, counted, names] of kinds) {
    for (const { name, created_at } of names) {
      const found = await taxonomyRepository.findByName(trx, kind, name);
      count(counted, found !== undefined);
      if (!found && write) await taxonomyRepository.insert(trx, kind, name, created_at);
    }
  }
}

/** Writes the talks; returns each one's id by its key (NOT_YET in a dry run). */
async function writeTalks({
  trx,
  within,
  write,
  people,
  media,
  count,
}: Writing): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const talk of readList(within, FILES.talks, exportedTalk)) {
    const same = await repository.findSameTalk(trx, talk);
    count('talks', same !== undefined);
    let id = same?.id ?? NOT_YET;
    if (!same && write) {
      id = await insertTalk(trx, {
        user_id: await people.account(talk.author, talk.created_at),
        content: talk.content,
        status: talk.status,
        is_top: talk.is_top,
        photos: talk.photos.map((photo) => media(photo, 'talks', FILES.talks)),
        created_at: talk.created_at,
      });
      await repository.setUpdatedAt(trx, 'talks', id, talk.updated_at);
    }
    ids.set(talk.key, id);
  }
  return ids;
}

/** Writes the messages; returns each one's id by its key (NOT_YET in a dry run). */
async function writeMessages({
  trx,
  within,
  write,
  people,
  media,
  count,
}: Writing): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const message of readList(within, FILES.messages, exportedMessage)) {
    const same = await repository.findSameMessage(trx, message);
    count('messages', same !== undefined);
    let id = same?.id ?? NOT_YET;
    if (!same && write) {
      const { key: _key, author, updated_at, ...fields } = message;
      ({ id } = await insertMessage(trx, {
        ...fields,
        user_id: author && (await people.account(author, fields.created_at)),
        bg_url: fields.bg_url && media(fields.bg_url, 'messages', FILES.messages),
      }));
      await repository.setUpdatedAt(trx, 'messages', id, updated_at);
    }
    ids.set(message.key, id);
  }
  return ids;
}

/**
 * The old blog's copy of a picture given by address, kept as the blog's own (modules/remote-image):
 * pages show it at once, and the server does not fetch that address again.
 */
const keepCopy = (db: Executor, source: string, media: string, now: string) =>
  recordRemoteImage(db, { source, media, error: null, fetched_at: now });

async function writeLinks({ trx, within, write, people, media, count }: Writing): Promise<void> {
  for (const link of readList(within, FILES.links, exportedLink)) {
    const known = await repository.findLinkId(trx, link.url);
    count('links', known !== undefined);
    if (known !== undefined || !write) continue;
    const { applicant, updated_at, avatar_copy: copy, ...fields } = link;
    const avatar = fields.site_avatar && media(fields.site_avatar, 'links', FILES.links);
    const { id } = await insertLink(trx, {
      ...fields,
      site_avatar: avatar,
      user_id: await people.knownAccount(applicant),
    });
    // An avatar given by address comes with the old blog's copy of it (kept as it was).
    if (avatar && copy && isHttpUrl(avatar)) {
      const stored = media(copy, 'links', FILES.links);
      if (isLocalUpload(stored)) await keepCopy(trx, avatar, stored, nowIso());
    }
    await repository.setUpdatedAt(trx, 'links', id, updated_at);
  }
}

async function writeAlbums({ trx, within, write, media, count }: Writing): Promise<void> {
  for (const album of readList(within, FILES.albums, exportedAlbum)) {
    let id = await repository.findAlbumId(trx, album.album_name);
    count('albums', id !== undefined);
    if (id === undefined && write) {
      id = await insertAlbum(trx, {
        album_name: album.album_name,
        album_cover: album.album_cover && media(album.album_cover, 'albums', FILES.albums),
        description: album.description,
        photos: [],
        created_at: album.created_at,
      });
      await repository.setUpdatedAt(trx, 'photo_albums', id, album.updated_at);
    }
    for (const photo of album.photos) {
      const url = media(photo.url, 'albums', FILES.albums);
      const known = id !== undefined && (await repository.hasPhoto(trx, id, url));
      count('photos', known);
      if (!known && id !== undefined && write) await addPhotos(trx, id, [url], photo.created_at);
    }
  }
}

/** Comments in the order written, so that a reply finds its thread's first comment already there. */
async function writeComments(
  { trx, within, write, report, people }: Writing,
  targets: { talk: Map<string, number>; message: Map<string, number> },
): Promise<void> {
  const written = new Map<string, number>();
  for (const comment of readList(within, FILES.comments, exportedComment)) {
    const on = await targetOf(trx, comment.on, targets, !write);
    if (!on) {
      report.notes.push({
        file: FILES.comments,
        message: `${comment.key}：找不到它评论的${describe(comment.on)}`,
      });
      continue;
    }
    // A guest's comment stays a guest's: no account, its name and 游客 identity as they were.
    const fromId = comment.author && (await people.account(comment.author, comment.created_at));
    const same =
      on.id !== NOT_YET && fromId !== NOT_YET
        ? await repository.findSameComment(trx, {
            type: on.type,
            for_id: on.id,
            from_id: fromId,
            guest_name: comment.guest?.name,
            content: comment.content,
            created_at: comment.created_at,
          })
        : undefined;
    let id = same?.id ?? NOT_YET;
    if (same) report.comments.existing++;
    else {
      report.comments.added++;
      if (write) {
        ({ id } = await insertComment(trx, {
          parent_id: comment.parent ? (written.get(comment.parent) ?? null) : null,
          type: on.type,
          for_id: on.id,
          from_id: fromId,
          guest_name: comment.guest?.name ?? null,
          guest_id: comment.guest?.identity ?? null,
          to_id: comment.reply_to && (await people.account(comment.reply_to, comment.created_at)),
          to_guest: comment.reply_to_guest?.name ?? null,
          to_guest_id: comment.reply_to_guest?.identity ?? null,
          content: comment.content,
          ip: comment.ip,
          created_at: comment.created_at,
          updated_at: comment.updated_at,
        }));
      }
    }
    written.set(comment.key, id);
  }
}

/** The resource pages: a category by its page and name, a site of it by its address. */
async function writeResources({ trx, within, write, media, count }: Writing): Promise<void> {
  for (const category of readList(within, FILES.resources, exportedResourceCategory)) {
    let id = await repository.findResourceCategoryId(trx, category.type, category.name);
    if (id === undefined && write) id = await insertCategory(trx, { ...category, sites: [] });
    for (const site of category.sites) {
      const known = id !== undefined && (await repository.hasResourceSite(trx, id, site.url));
      count('resources', known);
      if (known || id === undefined || !write) continue;
      const { created_at, ...fields } = site;
      await insertSite(
        trx,
        { ...fields, category_id: id, logo: fields.logo && media(fields.logo, 'resources', FILES.resources) },
        created_at,
      );
    }
  }
}

async function writePageHeaders({ trx, within, write, media, count }: Writing): Promise<void> {
  const current = new Map((await listPageHeaders(trx)).map((header) => [header.route_name, header.bg_url]));
  for (const header of readList(within, FILES.pageHeaders, exportedPageHeader)) {
    const url = media(header.bg_url, 'site', FILES.pageHeaders);
    const same = current.get(header.route_name) === url;
    count('pageHeaders', same);
    if (!same && write) await upsertPageHeader(trx, header.route_name, url, nowIso());
  }
}

function readManifest(within: ImportFolder): void {
  const manifest = readJson(within, MANIFEST_FILE) as { format?: unknown; version?: unknown };
  if (manifest.format !== EXPORT_FORMAT) throw new Error(`${MANIFEST_FILE} 不是本博客的导出清单`);
  if (typeof manifest.version !== 'number' || !READABLE_VERSIONS.includes(manifest.version))
    throw new Error(
      `${MANIFEST_FILE}：不认识的导出格式版本 ${String(manifest.version)}（这个版本读取版本 ${READABLE_VERSIONS.join('、')}）`,
    );
}

function readJson(within: ImportFolder, file: string): unknown {
  const text = within.read(path.join(within.root, file));
  if (text === null) throw new Error(`${file} 不是导出文件夹里的文件`);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} 不是合法的 JSON（${(error as Error).message}）`, { cause: error });
  }
}

/** One of the export's JSON files (none when it is not there), checked item by item. */
function readList<T>(within: ImportFolder, file: string, item: z.ZodType<T>): T[] {
  if (within.locate(path.join(within.root, file)) === 'missing') return [];
  const list = readJson(within, file);
  if (!Array.isArray(list)) throw new Error(`${file} 应为数组`);
  return list.map((value, index) => {
    const checked = item.safeParse(value);
    if (checked.success) return checked.data;
    const issue = checked.error.issues[0];
    throw new Error(
      `${file} 第 ${index + 1} 项，字段 ${issue?.path.join('.') || '?'}：${issue?.message ?? '无效'}`,
    );
  });
}

/** Accounts of the old blog's people in this one (see `importBlogExport`); `avatar` stores a guest's picture. */
function accounts(
  trx: Executor,
  options: WriteOptions,
  report: ImportReport,
  avatar: (picture: string) => string,
) {
  const knownAccount = async (person: Person | null): Promise<number | null> => {
    if (!person) return null;
    if (person.owner) return options.authorId;
    return (await repository.findUserId(trx, person.username)) ?? null;
  };
  return {
    knownAccount,
    account: async (person: Person, date: string): Promise<number> =>
      (await knownAccount(person)) ??
      guestId(trx, person.nick_name, date, options.dryRun, report, person.avatar && avatar(person.avatar)),
  };
}

async function targetOf(
  trx: Executor,
  on: ExportedComment['on'],
  targets: { talk: Map<string, number>; message: Map<string, number> },
  dryRun: boolean,
): Promise<{ type: 1 | 2 | 3; id: number } | null> {
  if ('article' in on) {
    const article = await findArticleBySlug(trx, on.article);
    // A dry run has not written the articles of the export.
    return article ? { type: 1, id: article.id } : dryRun ? { type: 1, id: NOT_YET } : null;
  }
  const [type, id] =
    'talk' in on ? [2 as const, targets.talk.get(on.talk)] : [3 as const, targets.message.get(on.message)];
  return id === undefined ? null : { type, id };
}

const describe = (on: ExportedComment['on']) =>
  'article' in on ? `文章 ${on.article}` : 'talk' in on ? `说说 ${on.talk}` : `留言 ${on.message}`;

async function writeSite(trx: Executor, site: ExportedSite, write: boolean): Promise<ImportReport['site']> {
  const current = await findSiteConfig(trx);
  if (!current) {
    if (write) await repository.insertSiteConfig(trx, site);
    return 'created';
  }
  const { created_at: _created, ...profile } = site;
  const fields = Object.keys(profile) as (keyof typeof profile)[];
  if (fields.every((field) => current[field] === profile[field])) return 'unchanged';
  if (write) await updateSiteConfig(trx, current.id, profile);
  return 'updated';
}
