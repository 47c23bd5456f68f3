import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/executor';
import type { NewArticle } from '../../../db/schema';
import { summarizeMarkdown } from '../../../lib/markdown/summary';
import { nowIso } from '../../../lib/time';
import * as articles from '../../article/repository';
import { insertComment } from '../../comment/repository';
import { oldPathKey } from '../../redirect/old-path';
import * as redirects from '../../redirect/repository';
import * as taxonomy from '../../taxonomy/repository';
import type { ImportedComment, ImportedPost, ImportReport } from './imported-post';
import * as repository from './repository';

export interface WriteOptions {
  /** The account new articles are written by. */
  authorId: number;
  /** Reads only: every write is left out, and the report says what it would have been. */
  dryRun: boolean;
}

/** Stands for the id of a category, tag or account a dry run would have created. */
export const NOT_YET = -1;

/**
 * Writes one imported post as an article, keyed by its slug: a new one is created, a known one is
 * updated in place, or skipped when nothing changed. Its old paths and comments are added (neither
 * twice). The report collects what was (or would be) created.
 */
export async function writePost(
  ctx: AppContext,
  post: ImportedPost,
  options: WriteOptions,
  report: ImportReport,
): Promise<'created' | 'updated' | 'skipped'> {
  const write = !options.dryRun;
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const existing = await articles.findArticleBySlug(trx, post.slug);
    // Without a date the article keeps the one it was first imported with.
    const created = post.date ?? existing?.created_at ?? nowIso();
    const updated = post.updated ?? (post.date ? created : (existing?.updated_at ?? created));
    const nameIds = async (kind: 'category' | 'tag', name: string) => {
      const found = await taxonomy.findByName(trx, kind, name);
      if (found) return found.id;
      const names = kind === 'category' ? report.newCategories : report.newTags;
      if (!names.includes(name)) names.push(name);
      return write ? taxonomy.insert(trx, kind, name, created) : NOT_YET;
    };
    const category_id = post.category ? await nameIds('category', post.category) : null;
    const tagIds: number[] = [];
    for (const tag of post.tags) tagIds.push(await nameIds('tag', tag));

    const article: NewArticle = {
      article_title: post.title,
      author_id: options.authorId,
      category_id,
      article_description: post.description,
      article_content: post.content,
      article_summary: summarizeMarkdown(post.content),
      article_cover: post.cover,
      is_top: post.top ? 1 : 2,
      order: post.order ?? (post.top ? 1 : 0),
      status: post.status,
      type: post.type,
      origin_url: post.originUrl,
      slug: post.slug,
      created_at: created,
      updated_at: updated,
      ...(post.password ? { password_hash: post.password.hash, password_hint: post.password.hint } : {}),
    };
    let outcome: 'created' | 'updated' | 'skipped';
    let articleId: number | null = existing?.id ?? null;
    if (!existing) {
      outcome = 'created';
      if (write) {
        articleId = await articles.insertArticle(trx, article);
        await articles.replaceArticleTags(trx, articleId, tagIds);
      }
    } else {
      const currentTags = await repository.tagIdsOf(trx, existing.id);
      const unchanged =
        sameFields(existing, article) &&
        JSON.stringify(currentTags.sort()) === JSON.stringify([...new Set(tagIds)].sort());
      outcome = unchanged ? 'skipped' : 'updated';
      if (write && !unchanged) {
        await articles.updateArticle(trx, existing.id, { ...article, author_id: existing.author_id });
        await articles.replaceArticleTags(trx, existing.id, tagIds);
      }
    }
    await writeRedirects(trx, post, articleId, write, report);
    await writeComments(trx, post.comments, articleId, options, report);
    return outcome;
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
  // The password only when the post gives one (else the article keeps its own).
  const fields =
    'password_hash' in next ? [...comparedFields, 'password_hash', 'password_hint'] : comparedFields;
  return fields.every((field) => (existing[field] ?? null) === (next[field as keyof NewArticle] ?? null));
}

async function writeRedirects(
  trx: Executor,
  post: ImportedPost,
  articleId: number | null,
  write: boolean,
  report: ImportReport,
): Promise<void> {
  const keys = new Set(post.oldPaths.map(oldPathKey).filter((key) => key !== null));
  for (const key of keys) {
    const found = await redirects.findByPath(trx, key);
    if (found && found.article_id === articleId) {
      report.unchangedRedirects++;
      continue;
    }
    report.redirects.push({ path: key, article: post.title });
    if (write && articleId !== null) await redirects.setRedirect(trx, key, articleId, nowIso());
  }
}

/**
 * Adds the post's comments in two levels as ours are: a reply at any depth joins its top-level
 * comment's thread and answers the author of the comment it replied to.
 */
async function writeComments(
  trx: Executor,
  comments: ImportedComment[],
  articleId: number | null,
  options: WriteOptions,
  report: ImportReport,
): Promise<void> {
  const written = new Map<string, { id: number; rootId: number; fromId: number }>();
  for (const comment of parentsFirst(comments)) {
    const parent = comment.parentKey ? written.get(comment.parentKey) : undefined;
    const fromId = comment.author.owner
      ? options.authorId
      : await guestId(trx, comment.author.name, comment.date, options.dryRun, report);
    const same =
      articleId !== null && fromId !== NOT_YET
        ? await repository.findSameComment(trx, {
            type: 1,
            for_id: articleId,
            from_id: fromId,
            content: comment.content,
            created_at: comment.date,
          })
        : undefined;
    let id = same?.id ?? NOT_YET;
    if (same) report.comments.existing++;
    else {
      report.comments.added++;
      if (!options.dryRun && articleId !== null) {
        ({ id } = await insertComment(trx, {
          parent_id: parent ? parent.rootId : null,
          type: 1,
          for_id: articleId,
          from_id: fromId,
          to_id: parent ? parent.fromId : null,
          content: comment.content,
          ip: null,
          created_at: comment.date,
          updated_at: comment.date,
        }));
      }
    }
    written.set(comment.key, { id, rootId: parent ? parent.rootId : id, fromId });
  }
}

/** Comments ordered so that each comes after the one it replies to (a reply to none of them starts a thread). */
function parentsFirst(comments: ImportedComment[]): ImportedComment[] {
  const keys = new Set(comments.map((comment) => comment.key));
  const ordered: ImportedComment[] = [];
  let level = comments.filter((comment) => !comment.parentKey || !keys.has(comment.parentKey));
  const placed = new Set<string>();
  while (level.length) {
    ordered.push(...level);
    for (const comment of level) placed.add(comment.key);
    level = comments.filter(
      (comment) => comment.parentKey && !placed.has(comment.key) && placed.has(comment.parentKey),
    );
  }
  return ordered;
}

/** The disabled account a commenter of the old blog is kept as, made on first need (with `avatar`, if any). */
export async function guestId(
  trx: Executor,
  name: string,
  date: string,
  dryRun: boolean,
  report: ImportReport,
  avatar: string | null = null,
): Promise<number> {
  const username = repository.guestUsername(name);
  const found = await repository.findUserId(trx, username);
  if (found !== undefined) return found;
  if (!report.comments.guests.includes(name)) report.comments.guests.push(name);
  return dryRun ? NOT_YET : repository.insertGuest(trx, username, name, date, avatar);
}
