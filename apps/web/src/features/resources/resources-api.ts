import type { ResourceType } from '@blog/contract';
import { resourceRoutes } from '@blog/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/http/api';
import { ApiError } from '../../lib/http/blog-client';

export type { ResourceType };

/** Reads fail quietly: the pages show their own error state with 重试. */
const quiet = { silent: true } as const;

/** The page title of each resource type (the header's 更多 menu). */
export const RESOURCE_TITLES: Record<ResourceType, string> = { front: '前端推荐', back: '后端推荐' };

/** The categories of 前端推荐 or 后端推荐, in display order, with their site counts. */
export const resourceCategoriesQuery = (type: ResourceType) =>
  queryOptions({
    queryKey: ['resources', type, 'categories'],
    queryFn: () => callApi(type === 'back' ? resourceRoutes.back : resourceRoutes.front, {}, quiet),
    staleTime: 5 * 60_000,
  });

export const useResourceCategories = (type: ResourceType) => useQuery(resourceCategoriesQuery(type));

/** The sites of one category, or of the whole type when `category` is 0. */
export const resourceSitesQuery = (type: ResourceType, category: number) =>
  queryOptions({
    queryKey: ['resources', type, 'sites', category],
    queryFn: () =>
      callApi(resourceRoutes.sites, { querystring: category > 0 ? { type, category } : { type } }, quiet),
    staleTime: 5 * 60_000,
    retry: (failures, error) => failures < 1 && !isNotFound(error),
  });

export const useResourceSites = (type: ResourceType, category: number) =>
  useQuery(resourceSitesQuery(type, category));

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** `?type=front|back&category=<id>` as the site list reads it; a bad type means front, a bad id all. */
export function readSiteListParams(params: URLSearchParams): { type: ResourceType; category: number } {
  const type = params.get('type') === 'back' ? 'back' : 'front';
  const category = Number(params.get('category'));
  return { type, category: Number.isInteger(category) && category > 0 ? category : 0 };
}

/** Where a category's sites are listed. */
export const siteListPath = (type: ResourceType, category?: number) =>
  category ? `/siteList?type=${type}&category=${category}` : `/siteList?type=${type}`;

/** The resource page of a type. */
export const resourcesPath = (type: ResourceType) => `/resources/${type}`;
