import { statSync } from 'node:fs';
import path from 'node:path';
import type { ImportFolder } from './import-folder';
import type { ImportedPost } from './imported-post';
import { convertBody, plainText } from './markdown-body';
import { isLocalReference, referencedFile, rewriteImageLinks } from '../markdown-images';
import { frontMatterDate, PostFileError, type PostFile } from './post-file';

/** One post file of a Hexo or Hugo site, as the site's reader found it. */
export interface SitePost {
  file: string;
  /** Below the folder imported, with `/`: what the report names. */
  name: string;
  /** The key of the article: stable across imports (the file's name, or its bundle's). */
  slug: string;
  /** Under `_drafts` (Hexo). */
  inDrafts: boolean;
  /** Folders where its relative pictures are looked for, first match wins (asset folder, the file's). */
  mediaFolders: string[];
}

/** What a site reader adds to the front matter it shares with the other generator. */
export interface SiteRules {
  /** Dates written without an offset are in this zone. */
  timeZone: string;
  /** Where pictures written as `/images/x.png` are (Hexo's `source/`, Hugo's `static/`). */
  publicFolders: string[];
  /** The post's old addresses, and the front-matter fields they were made from. */
  oldPaths(post: SitePost, fields: PostFields): { paths: string[]; used: string[] };
}

/** The front matter's reading that old addresses are made from. */
export interface PostFields {
  data: Record<string, unknown>;
  title: string;
  /** ISO instant: the post's date, else the file's time. */
  date: string;
  /** The category chain the post is filed under first (`[前端, React]`), if any. */
  categoryPath: string[];
}

/** Stores a local picture and returns its new URL (a dry run's only computes it). */
export type MediaStore = (file: string) => string;

const text = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value.trim() || undefined
    : typeof value === 'number'
      ? String(value)
      : undefined;

/** Hexo's `categories`: `A`, `[A, B]` (A, then its child B), or `[[A, B], C]` (two chains). */
function categoryChains(value: unknown): string[][] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return text(value) ? [[text(value)!]] : [];
  const nested = value.some(Array.isArray);
  if (!nested) return [value.map(text).filter((name) => name !== undefined)];
  return value
    .map((chain) => (Array.isArray(chain) ? chain : [chain]).map(text).filter((name) => name !== undefined))
    .filter((chain) => chain.length);
}

function tagList(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  const list: unknown[] = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(/[,，]/)
      : [value];
  return list.map((tag) => text(tag)).filter((tag) => tag !== undefined);
}

const isOn = (value: unknown) => value === true || (typeof value === 'number' && value > 0);

/** The fields every Hexo or Hugo post may have that the import reads. */
const READ_FIELDS = [
  'title',
  'date',
  'publishDate',
  'updated',
  'lastmod',
  'categories',
  'category',
  'tags',
  'sticky',
  'top',
  'cover',
  'index_img',
  'top_img',
  'images',
  'image',
  'featured_image',
  'description',
  'excerpt',
  'summary',
  'slug',
  'draft',
  'published',
  'status',
] as const;

/**
 * Reads a Hexo or Hugo post into an article. Whatever it does not use is named in `ignored`: the
 * fields `rules.oldPaths` did not use either, and any this function does not know.
 */
export function sitePostToArticle(
  post: SitePost,
  file: PostFile,
  rules: SiteRules,
  media: { folder: ImportFolder; store: MediaStore },
): ImportedPost {
  const { data } = file;
  const notes: string[] = [];
  const missingMedia: string[] = [];
  const title = text(data.title) ?? path.basename(post.file, path.extname(post.file));
  if (!text(data.title)) notes.push(`没有 title，用文件名「${title}」作标题`);

  const date =
    frontMatterDate(file, 'date', rules.timeZone) ?? frontMatterDate(file, 'publishDate', rules.timeZone);
  const updated =
    frontMatterDate(file, 'updated', rules.timeZone) ?? frontMatterDate(file, 'lastmod', rules.timeZone);

  const chains = categoryChains(data.categories ?? data.category);
  const [first = [], ...otherChains] = chains;
  const category = first[0] ?? null;
  const extraCategories = [...first.slice(1), ...otherChains.flat()];
  const tags = [...new Set([...tagList(data.tags), ...extraCategories])];
  if (extraCategories.length)
    notes.push(`分类 ${extraCategories.join('、')} 作为标签保留（文章只有一个分类）`);

  const resolve = (url: string): string => {
    if (!url || /^(?:data|mailto):/i.test(url)) return url;
    const relative = isLocalReference(url);
    if (!relative && !url.startsWith('/')) return url;
    if (url.startsWith('//')) return url;
    const wanted = referencedFile(url);
    const folders = relative ? post.mediaFolders : rules.publicFolders;
    for (const folder of folders) {
      const found = media.folder.locate(path.join(folder, relative ? wanted : wanted.slice(1)));
      // A path that leads out of the folder imported is refused, and the report names it.
      if (found === 'outside') return url;
      if (found !== 'missing') return media.store(found);
    }
    // A root-relative address with no public folder to look in is a page of the old site, not a file.
    if (!relative && !folders.length) return url;
    if (!missingMedia.includes(wanted)) missingMedia.push(wanted);
    return url;
  };

  const body = convertBody(file.body);
  if (body.unconverted.length) notes.push(`未转换的标签：${body.unconverted.join('、')}`);
  const coverValue =
    text(data.cover) ??
    text((data.cover as { image?: unknown } | undefined)?.image) ??
    text(data.index_img) ??
    text(data.top_img) ??
    (Array.isArray(data.images) ? text(data.images[0]) : text(data.images)) ??
    text(data.image) ??
    text(data.featured_image);

  const description = text(data.description) ?? text(data.excerpt) ?? text(data.summary) ?? body.summary;
  const draft = post.inDrafts || data.draft === true || data.published === false || data.status === 'draft';
  const status = draft ? 3 : data.status === 'private' ? 2 : 1;
  const fields: PostFields = {
    data,
    title,
    date: date ?? statSync(post.file).mtime.toISOString(),
    categoryPath: first,
  };
  const { paths, used } = rules.oldPaths(post, fields);
  const read = new Set<string>([...READ_FIELDS, ...used]);
  const sticky = [data.sticky, data.top].find(isOn);
  return {
    source: post.name,
    slug: post.slug,
    title,
    content: rewriteImageLinks(body.markdown, resolve),
    description: description ? plainText(description) : null,
    cover: coverValue ? resolve(coverValue) : null,
    category,
    tags,
    date: date ?? null,
    updated: updated ?? null,
    top: sticky !== undefined,
    order: typeof sticky === 'number' ? sticky : null,
    status,
    type: 1,
    originUrl: null,
    // A draft never had an address.
    oldPaths: status === 3 ? [] : paths,
    comments: [],
    ignored: Object.keys(data).filter((field) => !read.has(field)),
    notes,
    missingMedia,
  };
}

/** A slug made of a file's name: lower case, words joined by `-`, any script kept. */
export function slugOf(name: string): string {
  return name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

export { PostFileError };
