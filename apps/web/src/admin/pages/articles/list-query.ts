import type { EndpointInput } from '@blog/contract/api';
import type { ArticleStatus } from '../editor/article-form-values';

/** The article list's filters and page, as the page keeps them. */
export interface ArticleListQuery {
  current: number;
  size: number;
  /** 0: every status. */
  status: 0 | ArticleStatus;
  categoryId?: number;
  tagId?: number;
  keyword: string;
  /** The recycle bin instead of the live articles. */
  deleted: boolean;
}

/** A fresh list: the first page of the live articles, unfiltered. */
export const FIRST_PAGE: ArticleListQuery = { current: 1, size: 10, status: 0, keyword: '', deleted: false };

/** The query string of `GET articles`, without the filters that are not set. */
export function toListParams(query: ArticleListQuery): EndpointInput<'admin.articles.list'>['querystring'] {
  const keyword = query.keyword.trim();
  return {
    current: query.current,
    size: query.size,
    status: query.status || undefined,
    category_id: query.categoryId,
    tag_id: query.tagId,
    keyword: keyword || undefined,
    deleted: query.deleted ? '1' : undefined,
  };
}

/** Whether any filter narrows the list (so an empty list means "nothing matches", not "nothing yet"). */
export const isFiltered = (query: ArticleListQuery) =>
  query.status !== 0 ||
  query.categoryId !== undefined ||
  query.tagId !== undefined ||
  query.keyword.trim() !== '';
