import type { EndpointInput } from '@blog/contract/api';
import type { ArticleStatus } from '../editor/article-form-values';

/** The article list's filters, as the page keeps them (the table keeps the page). */
export interface ArticleFilters {
  /** 0: every status. */
  status: 0 | ArticleStatus;
  categoryId?: number;
  tagId?: number;
  keyword: string;
  /** The recycle bin instead of the live articles. */
  deleted: boolean;
}

/** A fresh list: the live articles, unfiltered. */
export const NO_FILTERS: ArticleFilters = { status: 0, keyword: '', deleted: false };

/** The filters of `GET articles`' query string, without those that are not set. */
export function toListParams(
  filters: ArticleFilters,
): Omit<EndpointInput<'admin.articles.list'>['querystring'], 'current' | 'size'> {
  const keyword = filters.keyword.trim();
  return {
    status: filters.status || undefined,
    category_id: filters.categoryId,
    tag_id: filters.tagId,
    keyword: keyword || undefined,
    deleted: filters.deleted ? '1' : undefined,
  };
}

/** Whether any filter narrows the list (so an empty list means "nothing matches", not "nothing yet"). */
export const isFiltered = (filters: ArticleFilters) =>
  filters.status !== 0 ||
  filters.categoryId !== undefined ||
  filters.tagId !== undefined ||
  filters.keyword.trim() !== '';
