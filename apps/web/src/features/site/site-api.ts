import type { Envelope } from '@blog/contract';
import type { EndpointResult } from '@blog/contract/api';
import { apiPath, siteRoutes } from '@blog/contract/routes';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/http/api';
import { musicClient } from '../../lib/http/music-client';
import { pageHeadersQuery } from '../../lib/http/page-headers';
import { session } from '../../lib/storage';
import { setPageHeaderList } from '../../stores/static-store';
import { setBlogAvatar } from '../../stores/user-store';

/** Session-storage flag: this browser session's visit is already counted. */
const VISIT_COUNTED_KEY = 'blog-visit-counted';

/** docs/spec.md §7: the site config goes through the music/config client, which resolves undefined on failure. */
async function fetchSiteConfig(): Promise<EndpointResult<'site.config'>> {
  const body = await musicClient.get<Envelope<EndpointResult<'site.config'>>>(apiPath(siteRoutes.config));
  if (!body) throw new Error('站点配置加载失败');
  if (body.result.blog_avatar) setBlogAvatar(body.result.blog_avatar);
  return body.result;
}

/** Blog name, author, links, notice… shared by the header, footer, home page and title. */
export const siteConfigQuery = () =>
  queryOptions({ queryKey: ['site', 'config'], queryFn: fetchSiteConfig, staleTime: 5 * 60_000 });

export const useSiteConfig = () => useQuery(siteConfigQuery());

/** Article, category, tag and user counts. */
export const statisticQuery = () =>
  queryOptions({
    queryKey: ['site', 'statistic'],
    queryFn: () => callApi(siteRoutes.statistic, {}),
    staleTime: 60_000,
  });

export const useStatistic = () => useQuery(statisticQuery());

/** Keeps the banner list the page arrived with (or, failing that, a fresh one) in the static store. */
export async function refreshPageHeaders(queryClient: QueryClient): Promise<void> {
  try {
    setPageHeaderList(await queryClient.fetchQuery(pageHeadersQuery()));
  } catch {
    // The client has shown the error; the cached list (or the gradient) stays.
  }
}

/** Counts this visit once per browser session (docs/spec.md §7 `PUT /api/config/addView`). */
export async function countVisitOnce(): Promise<void> {
  if (session.get(VISIT_COUNTED_KEY, false)) return;
  session.set(VISIT_COUNTED_KEY, true);
  const body = await musicClient.put<Envelope<EndpointResult<'site.addView'>>>(apiPath(siteRoutes.addView));
  if (!body) session.remove(VISIT_COUNTED_KEY);
}
