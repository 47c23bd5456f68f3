import path from 'node:path';
import type { AppContext } from '../../context';
import { uploadedImageSizes } from '../../lib/markdown/image-sizes';
import { loadMarkdownRenderer, type RenderedMarkdown } from '../../lib/markdown/render';
import { imageSources } from '../../lib/markdown/text';

interface Entry {
  updatedAt: string;
  body: RenderedMarkdown;
  chars: number;
}

/**
 * Rendered article bodies by article, each for the version it was rendered from (`updated_at`),
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
  async get(
    id: number,
    updatedAt: string,
    render: () => Promise<RenderedMarkdown>,
  ): Promise<RenderedMarkdown> {
    const hit = this.#entries.get(id);
    if (hit?.updatedAt === updatedAt) {
      // Read again: to the back of the line.
      this.#entries.delete(id);
      this.#entries.set(id, hit);
      return hit.body;
    }
    const body = await render();
    this.#remove(id);
    const chars = body.html.length + body.toc.reduce((sum, entry) => sum + entry.text.length, 0);
    this.#entries.set(id, { updatedAt, body, chars });
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

/**
 * An article's body as its page shows it, rendered once per version: a read of an unchanged
 * article costs a lookup.
 */
export function articleBody(
  ctx: AppContext,
  article: { id: number; updated_at: string; article_content: string },
): Promise<RenderedMarkdown> {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new ArticleBodyCache()));
  return cache.get(article.id, article.updated_at, () => renderArticleMarkdown(ctx, article.article_content));
}
