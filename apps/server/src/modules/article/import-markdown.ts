import type matter from 'gray-matter';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../../context';
import { storeLocalFile } from '../../lib/media';
import { parseDateTime } from '../../lib/time';
import { ImportFolder } from '../import-export/import/import-folder';
import { emptyReport, type ImportedPost, type ImportReport } from '../import-export/import/imported-post';
import { isLocalReference, referencedFile, rewriteImageLinks } from '../import-export/markdown-images';
import { writePost, type WriteOptions } from '../import-export/import/write-post';
import { frontMatterSchema, statusCode, typeCode, type FrontMatter } from './front-matter';
import { prerenderArticleBodies } from './article-body';

export interface MarkdownImportReport {
  created: string[];
  updated: string[];
  skipped: string[];
  errors: { file: string; message: string }[];
}

export class ArticleFileError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(`${file}: ${message}`);
  }
}

/** The fields of our own front matter: a file with only these is ours (any other is reported). */
export const OWN_FIELDS: readonly string[] = Object.keys(frontMatterSchema.shape);

/**
 * Imports every `*.md` file of a folder written in our own front matter (the demo articles, the
 * owner's own files). Idempotent: an article is keyed by its slug (front matter `slug`, else the
 * file name), so importing again updates it in place or skips it when unchanged. Nothing outside
 * `root` (the folder itself unless told: the demo's pictures sit beside its articles' folder) is read.
 */
export async function importMarkdownDirectory(
  ctx: AppContext,
  dir: string,
  authorId: number,
  root = dir,
): Promise<MarkdownImportReport> {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new Error(`不是文件夹：${dir}`);
  const report = emptyReport('markdown', false);
  const within = new ImportFolder(root);
  await importOwnFiles(ctx, within, dir, markdownFilesOf(dir), { authorId, dryRun: false }, report);
  const { created, updated, skipped, errors } = report;
  return { created, updated, skipped, errors };
}

export const markdownFilesOf = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.toLowerCase().endsWith('.md'))
    .sort();

/**
 * How an article's Markdown is read from its file: trimmed, as an owner's file is, or exactly as
 * written but for the newline that ends the file, as the export writes it.
 */
export type BodyReading = 'trimmed' | 'as-written';

/**
 * Imports `names` (files of `dir` in our own front matter) into `report`, reading nothing that leads
 * out of `within`.
 */
export async function importOwnFiles(
  ctx: AppContext,
  within: ImportFolder,
  dir: string,
  names: string[],
  options: WriteOptions,
  report: ImportReport,
  body: BodyReading = 'trimmed',
): Promise<void> {
  for (const name of names) {
    try {
      const post = await readOwnFile(ctx, within, path.join(dir, name), !options.dryRun, body);
      if (!post) continue;
      const ignored = post.ignored;
      if (ignored.length) report.ignored.push({ file: name, fields: ignored });
      report[await writePost(ctx, post, options, report)].push(name);
    } catch (error) {
      report.errors.push({
        file: name,
        message: error instanceof ArticleFileError ? error.message : String(error),
      });
    }
  }
  // Rendered now rather than by each article's first reader.
  if (!options.dryRun) await prerenderArticleBodies(ctx);
}

/** Reads one file in our own front matter; its local pictures go into the media store (unless `copy` is off). */
/** The file as an article; null when it leads out of `within` (the report names it). */
async function readOwnFile(
  ctx: AppContext,
  within: ImportFolder,
  file: string,
  copy: boolean,
  body: BodyReading = 'trimmed',
): Promise<ImportedPost | null> {
  const name = path.basename(file);
  const real = within.locate(file);
  if (real === 'outside') return null;
  if (real === 'missing') throw new ArticleFileError(name, '不是文件');
  // Loaded on first use: the server itself only imports when seeding an empty database.
  const { default: parseFrontMatter } = await import('gray-matter');
  let parsed: matter.GrayMatterFile<string>;
  try {
    // A fresh object each time: gray-matter caches by content and would hand back a shared object.
    parsed = parseFrontMatter(readFileSync(real, 'utf8'), {});
  } catch (error) {
    throw new ArticleFileError(
      name,
      `front matter 不是合法的 YAML（${(error as Error).message.split('\n')[0]}）`,
    );
  }
  const checked = frontMatterSchema.safeParse(parsed.data);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new ArticleFileError(name, `字段 ${issue?.path.join('.') || '?'}：${issue?.message ?? '无效'}`);
  }
  const fm = checked.data;
  const slug =
    fm.slug ??
    path
      .basename(file, path.extname(file))
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-');
  const folder = path.dirname(file);
  const media = (url: string, what: string) => {
    if (!isLocalReference(url)) return url;
    const source = within.locate(path.resolve(folder, referencedFile(url)));
    // A picture outside the folder imported is not read: the link stays, the report names it.
    if (source === 'outside') return url;
    if (source === 'missing') throw new ArticleFileError(name, `${what} 图片不存在：${url}`);
    return storeLocalFile(source, ctx.config.dataDir, 'articles', { copy });
  };
  const tz = ctx.config.timeZone;
  return {
    source: name,
    slug,
    title: fm.title,
    content: rewriteImageLinks(
      body === 'trimmed' ? parsed.content.trim() + '\n' : parsed.content.replace(/\n$/, ''),
      (url) => media(url, '正文'),
    ),
    description: fm.description ?? null,
    cover: fm.cover ? media(fm.cover, 'cover') : null,
    category: fm.category ?? null,
    tags: fm.tags ?? [],
    date: fm.date ? toIso(fm.date, tz) : null,
    updated: fm.updated ? toIso(fm.updated, tz) : null,
    top: fm.top ?? false,
    order: fm.order ?? null,
    status: statusCode(fm.status) as ImportedPost['status'],
    type: typeCode(fm.type) as ImportedPost['type'],
    originUrl: fm.origin_url ?? null,
    oldPaths: fm.redirects ?? [],
    ...(fm.password_hash ? { password: { hash: fm.password_hash, hint: fm.password_hint || null } } : {}),
    comments: [],
    ignored: Object.keys(parsed.data).filter((field) => !OWN_FIELDS.includes(field)),
    notes: [],
    missingMedia: [],
  };
}

/**
 * YAML turns `2025-03-14 20:30:00` into a UTC Date; read it back as the wall-clock time it was written
 * as. An instant with its offset (`2025-03-14T12:30:00.000Z`) is that instant.
 */
function toIso(value: NonNullable<FrontMatter['date']>, timeZone: string): string {
  if (typeof value === 'string' && /(?:Z|[+-]\d{2}:?\d{2})$/i.test(value))
    return new Date(value).toISOString();
  const wall = value instanceof Date ? value.toISOString().slice(0, 19).replace('T', ' ') : value;
  return parseDateTime(wall, timeZone);
}
