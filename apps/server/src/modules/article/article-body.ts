import type { ArticleTocEntry } from '@blog/contract';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { AppContext } from '../../context';
import { uploadedImageSizes } from '../../lib/markdown/image-sizes';
import {
  loadMarkdownRenderer,
  RENDER_OUTPUT_VERSION,
  type RenderedMarkdown,
} from '../../lib/markdown/render';
import { imageSources } from '../../lib/markdown/text';
import { contentsWithBodyHashes, findStoredBody, keepBody } from './repository';

interface Entry {
  version: string;
  body: RenderedMarkdown;
  chars: number;
}

/**
 * Rendered article bodies by article, each for the version it was rendered from (its source hash),
 * the least recently read going first once there are too many or they hold too much text.
 */
export class ArticleBodyCache {
  readonly #entries = new Map<number, Entry>();
  #chars = 0;

  constructor(
    readonly maxEntries = 300,
    readonly maxChars = 16_000_000,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  /** The body rendered for this version of the article, or `render()`'s, then kept. */
  async get(id: number, version: string, render: () => Promise<RenderedMarkdown>): Promise<RenderedMarkdown> {
    const hit = this.#entries.get(id);
    if (hit?.version === version) {
      // Read again: to the back of the line.
      this.#entries.delete(id);
      this.#entries.set(id, hit);
      return hit.body;
    }
    const body = await render();
    this.#remove(id);
    const chars = body.html.length + body.toc.reduce((sum, entry) => sum + entry.text.length, 0);
    this.#entries.set(id, { version, body, chars });
    this.#chars += chars;
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.maxEntries && this.#chars <= this.maxChars) break;
      if (oldest !== id) this.#remove(oldest);
    }
    return body;
  }

  #remove(id: number): void {
    const entry = this.#entries.get(id);
    if (!entry) return;
    this.#chars -= entry.chars;
    this.#entries.delete(id);
  }
}

const caches = new WeakMap<AppContext, ArticleBodyCache>();

/** The sizes of the pictures an article shows from the site's own uploads, by `src`. */
export const articleImageSizes = (ctx: AppContext, markdown: string) =>
  uploadedImageSizes(imageSources(markdown), path.join(ctx.config.dataDir, 'uploads'));

/** Renders an article's Markdown with the sizes of its uploaded pictures. */
export async function renderArticleMarkdown(ctx: AppContext, markdown: string): Promise<RenderedMarkdown> {
  const [renderer, imageSizes] = await Promise.all([
    loadMarkdownRenderer(),
    articleImageSizes(ctx, markdown),
  ]);
  return renderer.render(markdown, { imageSizes });
}

/** What a body is rendered from: the renderer's output version and the Markdown. */
export const bodySourceHash = (markdown: string) =>
  createHash('sha256').update(`${RENDER_OUTPUT_VERSION}\n`).update(markdown).digest('base64url');

/**
 * The body kept in the database for this source, or a new render, then kept there: bodies are
 * rendered once per version of an article, not once per process (a restart, or a blog of
 * thousands of articles each read once, would otherwise render on every read).
 */
async function storedOrRendered(
  ctx: AppContext,
  articleId: number,
  markdown: string,
  sourceHash: string,
): Promise<RenderedMarkdown> {
  const db = ctx.db.kysely;
  const stored = await findStoredBody(db, articleId, sourceHash);
  if (stored) return { html: stored.html, toc: JSON.parse(stored.toc) as ArticleTocEntry[] };
  const body = await renderArticleMarkdown(ctx, markdown);
  const row = { source_hash: sourceHash, html: body.html, toc: JSON.stringify(body.toc) };
  try {
    await keepBody(db, articleId, row);
  } catch {
    // Keeping it is an optimisation: the reader still gets the body, and the next read renders again
    // (the article may have been deleted meanwhile; a database that fails here fails the next query).
  }
  return body;
}

/**
 * An article's body as its page shows it, rendered once per version: a read of an unchanged
 * article costs a lookup in memory, or else a row read.
 */
export function articleBody(
  ctx: AppContext,
  article: { id: number; article_content: string },
): Promise<RenderedMarkdown> {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new ArticleBodyCache()));
  const sourceHash = bodySourceHash(article.article_content);
  return cache.get(article.id, sourceHash, () =>
    storedOrRendered(ctx, article.id, article.article_content, sourceHash),
  );
}

/**
 * Renders and keeps the body of every article (or of `ids`) whose kept body is missing or was
 * made from other Markdown or by another renderer version: run after writes that bypass the
 * reads (an import), so that the first reader of each article does not wait for its render.
 * Returns how many were rendered.
 */
export async function prerenderArticleBodies(ctx: AppContext, ids?: readonly number[]): Promise<number> {
  if (ids?.length === 0) return 0;
  let rendered = 0;
  for (const row of await contentsWithBodyHashes(ctx.db.kysely, ids)) {
    const sourceHash = bodySourceHash(row.article_content);
    if (row.source_hash === sourceHash) continue;
    await storedOrRendered(ctx, row.id, row.article_content, sourceHash);
    rendered += 1;
  }
  return rendered;
}
