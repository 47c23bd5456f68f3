/** An article as the timeline API lists it. */
export interface ListedArticle {
  id: number;
  article_title: string;
  article_cover: string | null;
}

/** Every public article of the blog at `baseUrl`, newest first, read from the timeline API. */
export async function listArticles(baseUrl: string): Promise<ListedArticle[]> {
  const articles: ListedArticle[] = [];
  for (let current = 1; ; current++) {
    const response = await fetch(`${baseUrl}/api/article/blogTimelineGetArticleList/${current}/1000`);
    const { result } = (await response.json()) as {
      result: { total: number; list: { articleList: ListedArticle[] }[] };
    };
    articles.push(...result.list.flatMap((year) => year.articleList));
    if (articles.length >= result.total || result.list.length === 0) return articles;
  }
}

/** The demo article the benchmarks show as "an article with a cover": the first one that has a cover. */
export function firstWithCover(articles: ListedArticle[]): ListedArticle | undefined {
  return articles.filter((article) => article.article_cover).sort((a, b) => a.id - b.id)[0];
}
