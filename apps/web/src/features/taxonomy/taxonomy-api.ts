import { queryOptions, useQuery } from '@tanstack/react-query';
import { taxonomyRoutes } from '@blog/contract/routes';
import { callApi } from '../../lib/http/api';

/** Every category with its number of public articles. */
export const categoryDictionaryQuery = () =>
  queryOptions({
    queryKey: ['taxonomy', 'categories'],
    queryFn: () => callApi(taxonomyRoutes.categories, {}),
  });

export const useCategoryDictionary = () => useQuery(categoryDictionaryQuery());

/** Every tag with its number of public articles. */
export const tagDictionaryQuery = () =>
  queryOptions({
    queryKey: ['taxonomy', 'tags'],
    queryFn: () => callApi(taxonomyRoutes.tags, {}),
  });

export const useTagDictionary = () => useQuery(tagDictionaryQuery());

/** The article list filtered by a category or a tag. */
export function articleListPath(type: 'category' | 'tag', id: number, name: string): string {
  return `/articleList?${new URLSearchParams({ id: String(id), type, name })}`;
}
