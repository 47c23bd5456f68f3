import type { Envelope, PageHeader, SiteConfig, Statistic } from '@blog/contract';
import { useQuery } from '@tanstack/react-query';
import { blogClient, unwrap } from '../../lib/http/blog-client';
import { fromPage, takeFirstResult } from '../../lib/http/first-data';
import { musicClient } from '../../lib/http/music-client';
import { session } from '../../lib/storage';
import { setPageHeaderList } from '../../stores/static-store';
import { setBlogAvatar } from '../../stores/user-store';

/** Session-storage flag: this browser session's visit is already counted. */
const VISIT_COUNTED_KEY = 'blog-visit-counted';

/** SPEC §7: the site config goes through the music/config client, which resolves undefined on failure. */
async function fetchSiteConfig(): Promise<SiteConfig> {
  const body = await musicClient.get<Envelope<SiteConfig>>('/api/config');
  if (!body) throw new Error('站点配置加载失败');
  if (body.result.blog_avatar) setBlogAvatar(body.result.blog_avatar);
  return body.result;
}

/** The config the page arrived with, so the first render already has the blog's name. */
function configFromPage(): SiteConfig | undefined {
  const config = takeFirstResult<SiteConfig>('/api/config');
  if (config?.blog_avatar) setBlogAvatar(config.blog_avatar);
  return config;
}

/** Blog name, author, links, notice… shared by the header, footer, home page and title. */
export function useSiteConfig() {
  return useQuery({
    queryKey: ['site', 'config'],
    queryFn: fetchSiteConfig,
    initialData: configFromPage,
    staleTime: 5 * 60_000,
  });
}

/** Article, category, tag and user counts. */
export function useStatistic() {
  return useQuery({
    queryKey: ['site', 'statistic'],
    queryFn: () => unwrap(blogClient.get<Statistic>('/statistic')),
    initialData: fromPage<Statistic>('/statistic'),
    staleTime: 60_000,
  });
}

/** Loads the banner pictures into the static store, which keeps them for the next visit. */
export async function refreshPageHeaders(): Promise<void> {
  const fromPage = takeFirstResult<PageHeader[]>('/api/pageHeader/getAll');
  if (fromPage) {
    setPageHeaderList(fromPage);
    return;
  }
  try {
    setPageHeaderList(await unwrap(blogClient.get<PageHeader[]>('/pageHeader/getAll')));
  } catch {
    // The client has shown the error; the cached list (or the gradient) stays.
  }
}

/** Counts this visit once per browser session (SPEC §7 `PUT /api/config/addView`). */
export async function countVisitOnce(): Promise<void> {
  if (session.get(VISIT_COUNTED_KEY, false)) return;
  session.set(VISIT_COUNTED_KEY, true);
  const body = await musicClient.put<Envelope<{ view_time: number }>>('/api/config/addView');
  if (!body) session.remove(VISIT_COUNTED_KEY);
}
