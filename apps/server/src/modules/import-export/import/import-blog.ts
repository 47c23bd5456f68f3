import { adminArticleBody } from '@blog/contract';
import { closeSync, existsSync, openSync, readSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../../../context';
import { storeLocalFile } from '../../../lib/media';
import { prerenderArticleBodies } from '../../article/article-body';
import { importOwnFiles, markdownFilesOf } from '../../article/import-markdown';
import { importBlogExport, isBlogExport } from './blog-export';
import { hexoFolder, hexoLayout, readHexo } from './hexo';
import { hugoFolder, hugoLayout, readHugo } from './hugo';
import { ImportFolder } from './import-folder';
import { emptyReport, type ImportedPost, type ImportReport } from './imported-post';
import {
  PostFileError,
  sitePostToArticle,
  type MediaStore,
  type SitePost,
  type SiteRules,
} from './markdown-post';
import { readPostFile } from './post-file';
import { isFolder, markdownFilesBelow } from './site-files';
import { isWxr, readWordpress } from './wordpress';
import { writePost, type WriteOptions } from './write-post';

/** Fields only Hexo writes; with any of them (or Hexo's tags in the text) a folder of posts is Hexo's. */
const HEXO_SIGNS = [
  'categories',
  'abbrlink',
  'permalink',
  'sticky',
  'top_img',
  'index_img',
  'excerpt',
  'published',
  'layout',
];
/** Fields only Hugo writes; with TOML front matter or any of them a folder of posts is Hugo's. */
const HUGO_SIGNS = ['lastmod', 'aliases', 'images', 'publishDate', 'summary', 'weight', 'url', 'draft'];

/**
 * Imports a blog from wherever it was: an export of this blog (`npm run blog -- export`), a WordPress export (`.xml`, or a folder holding one and its
 * `uploads`), a Hexo or Hugo site or a folder of their posts, or Markdown in our own front matter.
 * Which one it is is told by the content. Idempotent like the Markdown import; with `dryRun` nothing
 * is written (no rows, no media) and the report says what would have been.
 */
export async function importBlog(
  ctx: AppContext,
  target: string,
  options: WriteOptions,
): Promise<ImportReport> {
  if (!existsSync(target)) throw new Error(`找不到：${target}`);
  const within = new ImportFolder(statSync(target).isFile() ? path.dirname(target) : target);
  const report = await importFrom(ctx, target, within, options);
  report.outside.push(...within.outside);
  return report;
}

async function importFrom(
  ctx: AppContext,
  target: string,
  within: ImportFolder,
  options: WriteOptions,
): Promise<ImportReport> {
  const store: MediaStore = (file) =>
    storeLocalFile(file, ctx.config.dataDir, 'articles', { copy: !options.dryRun });
  const timeZone = ctx.config.timeZone;

  if (statSync(target).isDirectory() && isBlogExport(target)) {
    const report = emptyReport('export', options.dryRun);
    await importBlogExport(ctx, within, options, report);
    return report;
  }
  const wxr = statSync(target).isFile() ? (isWxrFile(target, within) ? target : null) : wxrIn(target, within);
  if (wxr) {
    const report = emptyReport('wordpress', options.dryRun);
    const { posts, notes } = readWordpress(within.read(wxr) ?? '', path.dirname(wxr), {
      timeZone,
      store,
      within,
    });
    report.notes.push(...notes);
    await writeAll(ctx, posts, options, report);
    return report;
  }
  if (statSync(target).isFile()) {
    if (!/\.(md|markdown)$/i.test(target))
      throw new Error(`不认识的文件：${target}（可以导入文件夹、.md 或 WordPress 导出的 .xml）`);
    return importMarkdown(ctx, path.dirname(target), [path.basename(target)], options, { within, store });
  }
  return importMarkdown(ctx, target, null, options, { within, store });
}

function isWxrFile(file: string, within: ImportFolder): boolean {
  if (!file.toLowerCase().endsWith('.xml')) return false;
  const real = within.locate(file);
  if (real === 'missing' || real === 'outside') return false;
  const head = Buffer.alloc(4096);
  const fd = openSync(real, 'r');
  try {
    return isWxr(head.subarray(0, readSync(fd, head, 0, head.length, 0)).toString('utf8'));
  } finally {
    closeSync(fd);
  }
}

const wxrIn = (dir: string, within: ImportFolder) =>
  readdirSync(dir)
    .filter((name) => name.toLowerCase().endsWith('.xml'))
    .sort()
    .map((name) => path.join(dir, name))
    .find((file) => isWxrFile(file, within)) ?? null;

async function importMarkdown(
  ctx: AppContext,
  dir: string,
  only: string[] | null,
  options: WriteOptions,
  media: { within: ImportFolder; store: MediaStore },
): Promise<ImportReport> {
  const { within } = media;
  const timeZone = ctx.config.timeZone;
  const hexoSite = only ? null : hexoLayout(dir, within);
  const hugoSite = only || hexoSite ? null : hugoLayout(dir, within);
  const format: 'hexo' | 'hugo' | 'markdown' = hexoSite
    ? 'hexo'
    : hugoSite
      ? 'hugo'
      : guessFormat(dir, only, within);
  if (format === 'markdown') {
    const report = emptyReport('markdown', options.dryRun);
    await importOwnFiles(ctx, within, dir, only ?? markdownFilesOf(dir), options, report);
    return report;
  }
  const report = emptyReport(format, options.dryRun);
  let site: { posts: SitePost[]; rules: SiteRules };
  if (format === 'hexo') {
    site = readHexo(hexoSite ?? hexoFolder(dir), timeZone);
  } else {
    const hugo = readHugo(hugoSite ?? hugoFolder(dir), timeZone);
    for (const file of hugo.skipped) report.notes.push({ file, message: '跳过：Hugo 列表页（_index.md）' });
    site = hugo;
  }
  if (only) site.posts = site.posts.filter((post) => only.includes(path.basename(post.file)));
  const posts: ImportedPost[] = [];
  for (const post of site.posts) {
    const text = within.read(post.file);
    // A post that leads out of the folder is not read; the report names it with the others refused.
    if (text === null) continue;
    try {
      posts.push(
        sitePostToArticle(post, readPostFile(text), site.rules, { folder: within, store: media.store }),
      );
    } catch (error) {
      const message = error instanceof PostFileError ? error.message : String(error);
      report.errors.push({ file: post.name, message: `${post.name}: ${message}` });
    }
  }
  await writeAll(ctx, posts, options, report);
  return report;
}

/** Hexo or Hugo by what a folder's posts say, else our own format. */
function guessFormat(dir: string, only: string[] | null, within: ImportFolder): 'hexo' | 'hugo' | 'markdown' {
  if (!isFolder(dir)) throw new Error(`不是文件夹：${dir}`);
  const files = only ?? markdownFilesBelow(dir);
  let hexo = false;
  for (const name of files) {
    const source = within.read(path.join(dir, name));
    if (source === null) continue;
    if (/^\uFEFF?\+\+\+/.test(source)) return 'hugo';
    // A post in a folder of its own (`my-post/index.md`) is a Hugo page bundle.
    if (/(^|\/)index\.md$/i.test(name) && name.includes('/')) return 'hugo';
    let data: Record<string, unknown>;
    try {
      data = readPostFile(source).data;
    } catch {
      continue;
    }
    const keys = Object.keys(data);
    if (keys.some((key) => HUGO_SIGNS.includes(key))) return 'hugo';
    if (keys.some((key) => HEXO_SIGNS.includes(key)) || /\{%\s*\w+|<!--\s*more\s*-->/.test(source))
      hexo = true;
  }
  return hexo ? 'hexo' : 'markdown';
}

/** What the console's editor will ask the owner to change before it saves the article again. */
function editorProblems(post: ImportedPost): string[] {
  const tags = adminArticleBody.shape.tag_names.safeParse(post.tags);
  if (tags.success) return [];
  return [
    `${post.tags.length} 个标签都已导入；在后台再保存这篇文章前需删减（${tags.error.issues[0]!.message}）`,
  ];
}

async function writeAll(ctx: AppContext, posts: ImportedPost[], options: WriteOptions, report: ImportReport) {
  for (const post of posts) {
    try {
      report[await writePost(ctx, post, options, report)].push(post.source);
      if (post.ignored.length) report.ignored.push({ file: post.source, fields: post.ignored });
      for (const message of [...post.notes, ...editorProblems(post)])
        report.notes.push({ file: post.source, message });
      for (const media of post.missingMedia) report.missingMedia.push({ file: post.source, media });
    } catch (error) {
      report.errors.push({ file: post.source, message: `${post.source}: ${String(error)}` });
    }
  }
  // Rendered now rather than by each article's first reader.
  if (!options.dryRun) await prerenderArticleBodies(ctx);
}
