import type { CategoryItem, TagItem } from '@blog/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { blogClient, unwrap } from '../../lib/http/blog-client';

/** Every category with its number of public articles. */
export const categoryDictionaryQuery = () =>
  queryOptions({
    queryKey: ['taxonomy', 'categories'],
    queryFn: () => unwrap(blogClient.get<CategoryItem[]>('/category/getCategoryDictionary')),
  });

export const useCategoryDictionary = () => useQuery(categoryDictionaryQuery());

/** Every tag with its number of public articles. */
export const tagDictionaryQuery = () =>
  queryOptions({
    queryKey: ['taxonomy', 'tags'],
    queryFn: () => unwrap(blogClient.get<TagItem[]>('/tag/getTagDictionary')),
  });

export const useTagDictionary = () => useQuery(tagDictionaryQuery());

/** The article list filtered by a category or a tag. */
export function articleListPath(type: 'category' | 'tag', id: number, name: string): string {
  return `/articleList?${new URLSearchParams({ id: String(id), type, name })}`;
}
