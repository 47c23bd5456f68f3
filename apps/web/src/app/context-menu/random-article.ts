import { callApi } from '../../lib/http/api';
import { articleRoutes } from '@blog/contract/routes';

/** The most articles 随便逛逛 picks among (the newest). */
const RANDOM_POOL = 999;

/**
 * 随便逛逛: a random public article's id, or null when there is none or the list cannot be loaded
 * (quietly: the client only logs, docs/spec.md §8 article-list failures).
 */
export async function pickRandomArticleId(): Promise<number | null> {
  try {
    const { list } = await callApi(
      articleRoutes.home,
      { params: { current: 1, size: RANDOM_POOL } },
      { silent: true },
    );
    return list[Math.floor(Math.random() * list.length)]?.id ?? null;
  } catch {
    return null;
  }
}
