import { blogClient, unwrap } from '../../lib/http/blog-client';

interface ArticleListPage {
  list: { id: number }[];
}

/**
 * 随便逛逛: a random public article's id, or null when there is none or the list cannot be loaded
 * (quietly: the client only logs, SPEC §8 article-list failures).
 */
export async function pickRandomArticleId(): Promise<number | null> {
  try {
    const { list } = await unwrap(
      blogClient.get<ArticleListPage>('/article/blogHomeGetArticleList/1/999', { silent: true }),
    );
    return list[Math.floor(Math.random() * list.length)]?.id ?? null;
  } catch {
    return null;
  }
}
