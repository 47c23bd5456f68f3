import type { CategoryItem, TagItem } from '@blog/contract';
import { useQuery } from '@tanstack/react-query';
import { blogClient, unwrap } from '../../lib/http/blog-client';
import { fromPage } from '../../lib/http/first-data';

/** Every category with its number of public articles. */
export function useCategoryDictionary() {
  return useQuery({
    queryKey: ['taxonomy', 'categories'],
    queryFn: () => unwrap(blogClient.get<CategoryItem[]>('/category/getCategoryDictionary')),
  });
}

/** Every tag with its number of public articles. */
export function useTagDictionary() {
  return useQuery({
    queryKey: ['taxonomy', 'tags'],
    queryFn: () => unwrap(blogClient.get<TagItem[]>('/tag/getTagDictionary')),
    initialData: fromPage<TagItem[]>('/tag/getTagDictionary'),
  });
}

/** The article list filtered by a category or a tag. */
export function articleListPath(type: 'category' | 'tag', id: number, name: string): string {
  return `/articleList?${new URLSearchParams({ id: String(id), type, name })}`;
}
