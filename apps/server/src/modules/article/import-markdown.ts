import type matter from 'gray-matter';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../../context';
import type { NewArticle } from '../../db/schema';
import { storeLocalFile } from '../../lib/media';
import { nowIso, parseDateTime } from '../../lib/time';
import * as taxonomy from '../taxonomy/repository';
import { frontMatterSchema, statusCode, typeCode, type FrontMatter } from './front-matter';
import { prerenderArticleBodies } from './article-body';
import * as repository from './repository';

export interface ImportReport {
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

/**
 * Imports every `*.md` file of a folder. Idempotent: an article is keyed by its slug (front matter
 * `slug`, else the file name), so importing again updates it in place or skips it when unchanged.
 */
export async function importMarkdownDirectory(
  ctx: AppContext,
  dir: string,
  authorId: number,
): Promise<ImportReport> {
  const report: ImportReport = { created: [], updated: [], skipped: [], errors: [] };
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new Error(`不是文件夹：${dir}`);
  const files = readdirSync(dir)
    .filter((name) => name.toLowerCase().endsWith('.md'))
    .sort();
  for (const name of files) {
    const file = path.join(dir, name);
    try {
      const outcome = await importMarkdownFile(ctx, file, authorId);
      report[outcome].push(name);
    } catch (error) {
      report.errors.push({
        file: name,
        message: error instanceof ArticleFileError ? error.message : String(error),
      });
    }
  }
  // Rendered now rather than by each article's first reader.
  await prerenderArticleBodies(ctx);
  return report;
}

export async function importMarkdownFile(
  ctx: AppContext,
  file: string,
  authorId: number,
): Promise<'created' | 'updated' | 'skipped'> {
  const name = path.basename(file);
  // Loaded on first use: the server itself only imports when seeding an empty database.
  const { default: parseFrontMatter } = await import('gray-matter');
  let parsed: matter.GrayMatterFile<string>;
  try {
    // A fresh object each time: gray-matter caches by content and would hand back a shared object.
    parsed = parseFrontMatter(readFileSync(file, 'utf8'), {});
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
  const content = rewriteLocalImages(parsed.content.trim() + '\n', folder, ctx.config.dataDir, name);
  const cover = fm.cover ? resolveMedia(fm.cover, folder, ctx.config.dataDir, name, 'cover') : null;
  const tz = ctx.config.timeZone;

  return ctx.db.kysely.transaction().execute(async (trx) => {
    const existing = await repository.findArticleBySlug(trx, slug);
    // Without a date the article keeps the one it was first imported with.
    const created = fm.date ? toIso(fm.date, tz) : (existing?.created_at ?? nowIso());
    const updated = fm.updated
      ? toIso(fm.updated, tz)
      : fm.date
        ? created
        : (existing?.updated_at ?? created);
    const category_id = fm.category
      ? await taxonomy.findOrCreate(trx, 'category', fm.category, created)
      : null;
    const tagIds: number[] = [];
    for (const tag of fm.tags ?? []) tagIds.push(await taxonomy.findOrCreate(trx, 'tag', tag, created));

    const article: NewArticle = {
      article_title: fm.title,
      author_id: authorId,
      category_id,
      article_description: fm.description ?? null,
      article_content: content,
      article_cover: cover,
      is_top: fm.top ? 1 : 2,
      order: fm.order ?? (fm.top ? 1 : 0),
      status: statusCode(fm.status),
      type: typeCode(fm.type),
      origin_url: fm.origin_url ?? null,
      slug,
      created_at: created,
      updated_at: updated,
    };
    if (!existing) {
      const id = await repository.insertArticle(trx, article);
      await repository.replaceArticleTags(trx, id, tagIds);
      return 'created';
    }
    const currentTags = await trx
      .selectFrom('article_tags')
      .select('tag_id')
      .where('article_id', '=', existing.id)
      .execute();
    const unchanged =
      sameFields(existing, article) &&
      JSON.stringify(currentTags.map((t) => t.tag_id).sort()) === JSON.stringify([...new Set(tagIds)].sort());
    if (unchanged) return 'skipped';
    await repository.updateArticle(trx, existing.id, { ...article, author_id: existing.author_id });
    await repository.replaceArticleTags(trx, existing.id, tagIds);
    return 'updated';
  });
}

const comparedFields = [
  'article_title',
  'category_id',
  'article_description',
  'article_content',
  'article_cover',
  'is_top',
  'order',
  'status',
  'type',
  'origin_url',
  'created_at',
  'updated_at',
] as const;

function sameFields(existing: Record<string, unknown>, next: NewArticle): boolean {
  return comparedFields.every((field) => (existing[field] ?? null) === (next[field] ?? null));
}

/** YAML turns `2025-03-14 20:30:00` into a UTC Date; read it back as the wall-clock time it was written as. */
function toIso(value: NonNullable<FrontMatter['date']>, timeZone: string): string {
  const wall = value instanceof Date ? value.toISOString().slice(0, 19).replace('T', ' ') : value;
  return parseDateTime(wall, timeZone);
}

const isRemote = (url: string) =>
  /^(https?:)?\/\//i.test(url) || url.startsWith('/') || url.startsWith('data:');

function resolveMedia(url: string, folder: string, dataDir: string, file: string, what: string): string {
  if (isRemote(url)) return url;
  const source = path.resolve(folder, decodeURI(url.split(/[?#]/)[0] ?? url));
  if (!existsSync(source)) throw new ArticleFileError(file, `${what} 图片不存在：${url}`);
  return storeLocalFile(source, dataDir, 'articles');
}

/** Copies images referenced by relative paths into uploads and points the Markdown at them. */
function rewriteLocalImages(markdown: string, folder: string, dataDir: string, file: string): string {
  // Fenced code blocks are examples, not references: leave them alone.
  return markdown
    .split(/(^(?:```|~~~)[\s\S]*?^(?:```|~~~)[^\n]*$)/m)
    .map((part, index) => (index % 2 === 1 ? part : rewriteOutsideCode(part, folder, dataDir, file)))
    .join('');
}

function rewriteOutsideCode(markdown: string, folder: string, dataDir: string, file: string): string {
  return markdown
    .replace(
      /(!\[[^\]]*\]\()\s*<?([^)\s>]+)>?(\s+"[^"]*")?\)/g,
      (_m, head: string, url: string, title = '') =>
        `${head}${resolveMedia(url, folder, dataDir, file, '正文')}${title})`,
    )
    .replace(
      /(<img\b[^>]*\bsrc=["'])([^"']+)(["'])/gi,
      (_m, head: string, url: string, tail: string) =>
        `${head}${resolveMedia(url, folder, dataDir, file, '正文')}${tail}`,
    );
}
