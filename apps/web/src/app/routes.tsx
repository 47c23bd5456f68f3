import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import {
  articleQuery,
  filteredArticlesQuery,
  homeArticlesQuery,
  recommendationsQuery,
  timelineQuery,
} from '../features/article/article-api';
import { albumPhotosQuery, albumPath, albumsQuery } from '../features/gallery/gallery-api';
import { friendFeedQuery } from '../features/links/friend-feed-api';
import { linksQuery } from '../features/links/links-api';
import { danmakuMessagesQuery, messagePagesQuery, messageQuery } from '../features/message/message-queries';
import {
  readSiteListParams,
  resourceCategoriesQuery,
  resourceSitesQuery,
} from '../features/resources/resources-api';
import { pageThatFailed, RouteError, ScreenError } from '../features/app-error';
import { siteConfigQuery, statisticQuery } from '../features/site/site-api';
import { talkListQuery } from '../features/talk/talk-queries';
import { useStaticStore } from '../stores/static-store';
import { useUserStore, waitForStoredUser } from '../stores/user-store';
import { categoryDictionaryQuery, tagDictionaryQuery } from '../features/taxonomy/taxonomy-api';
import { pageHeadersQuery } from '../lib/http/page-headers';
import { AppLoading } from './layout/app-loading';
import { MainLayout } from './layout/main-layout';
import type { RouteHandle } from './layout/route-handle';

export interface RouteOptions {
  /** The server's or the browser's query cache, which the loaders fill. */
  queryClient: QueryClient;
  /**
   * On the server a loader waits for its data, so the page renders whole. In the browser it only
   * starts the requests, beside the page's code: the page shows its own loading state meanwhile.
   */
  awaitData: boolean;
}

// The queries' data types differ; a loader only starts them, so their types do not matter here.
/* eslint-disable @typescript-eslint/no-explicit-any */
type InfiniteQuery = FetchInfiniteQueryOptions<any, any, any, any, any>;
type AnyQuery = FetchQueryOptions<any, any, any, any> | InfiniteQuery;
/* eslint-enable @typescript-eslint/no-explicit-any */

const isInfinite = (query: AnyQuery): query is InfiniteQuery =>
  (query as { initialPageParam?: unknown }).initialPageParam !== undefined;
type Queries = (args: LoaderFunctionArgs, queryClient: QueryClient) => AnyQuery[] | Promise<AnyQuery[]>;

/** Who is asking, for queries whose answer depends on it (0: a guest, as on the server). */
async function viewer(): Promise<number> {
  await waitForStoredUser();
  return useUserStore.getState().userInfo?.id ?? 0;
}

/** A positive whole number from a search parameter, or 0. */
export function idParam(request: Request, name = 'id'): number {
  const id = Number(new URL(request.url).searchParams.get(name));
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/** The layout's own first data: the blog's config and the banners (docs/spec.md §7: asked by every page). */
const layoutQueries: Queries = () => [siteConfigQuery(), pageHeadersQuery()];

/**
 * Every route under the main layout (docs/spec.md §2 route table). Each page is its own chunk, loaded when
 * the route is first visited; `module` names its source so the server can preload it, and `data`
 * names the queries its first render reads, which the loader fetches.
 */
const pages: {
  path: string;
  handle: RouteHandle;
  module: string;
  load: () => Promise<RouteObject['Component']>;
  data?: Queries;
}[] = [
  {
    path: 'home',
    handle: { title: '' },
    module: 'src/pages/home/home-page.tsx',
    load: async () => (await import('../pages/home/home-page')).HomePage,
    data: () => [homeArticlesQuery(1), statisticQuery(), tagDictionaryQuery()],
  },
  {
    path: 'archives',
    handle: { title: '时间轴' },
    module: 'src/pages/archives/archives-page.tsx',
    load: async () => (await import('../pages/archives/archives-page')).ArchivesPage,
    data: () => [timelineQuery(1)],
  },
  {
    path: 'category',
    handle: { title: '分类' },
    module: 'src/pages/category/category-page.tsx',
    load: async () => (await import('../pages/category/category-page')).CategoryPage,
    data: () => [categoryDictionaryQuery()],
  },
  {
    path: 'tag',
    handle: { title: '标签' },
    module: 'src/pages/tag/tag-page.tsx',
    load: async () => (await import('../pages/tag/tag-page')).TagPage,
    data: () => [tagDictionaryQuery()],
  },
  {
    path: 'article',
    handle: { title: '文章' },
    module: 'src/pages/article/article-page.tsx',
    load: async () => (await import('../pages/article/article-page')).ArticlePage,
    data: ({ request }) => {
      const id = idParam(request);
      return id ? [articleQuery(id), recommendationsQuery(id)] : [];
    },
  },
  {
    path: 'articleList',
    handle: { title: '文章列表' },
    module: 'src/pages/article-list/article-list-page.tsx',
    load: async () => (await import('../pages/article-list/article-list-page')).ArticleListPage,
    data: ({ request }) => {
      const type = new URL(request.url).searchParams.get('type');
      const id = idParam(request);
      return (type === 'tag' || type === 'category') && id ? [filteredArticlesQuery(type, id, 1)] : [];
    },
  },
  {
    path: 'photoAlbum',
    handle: { title: '相册' },
    module: 'src/pages/photo-album/photo-album-page.tsx',
    load: async () => (await import('../pages/photo-album/photo-album-page')).PhotoAlbumPage,
    data: () => [albumsQuery()],
  },
  {
    path: 'photos',
    handle: { title: '图库' },
    module: 'src/pages/photos/photos-page.tsx',
    load: async () => (await import('../pages/photos/photos-page')).PhotosPage,
    data: async ({ request }, queryClient) => {
      const id = idParam(request);
      if (id) return [albumsQuery(), albumPhotosQuery(id)];
      // Without an album in the address the first one is shown (the page redirects in the browser).
      const first = (await queryClient.ensureQueryData(albumsQuery()).catch(() => []))[0];
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's way to redirect from a loader
      if (first) throw redirect(albumPath(first.id));
      return [];
    },
  },
  {
    path: 'talk',
    handle: { title: '说说' },
    module: 'src/pages/talk/talk-page.tsx',
    load: async () => (await import('../pages/talk/talk-page')).TalkPage,
    data: async () => [talkListQuery(await viewer())],
  },
  {
    path: 'link/list',
    handle: { title: '友链' },
    module: 'src/pages/link-list/link-list-page.tsx',
    load: async () => (await import('../pages/link-list/link-list-page')).LinkListPage,
    data: () => [linksQuery()],
  },
  {
    path: 'link/feed',
    handle: { title: '朋友圈' },
    module: 'src/pages/link-feed/link-feed-page.tsx',
    load: async () => (await import('../pages/link-feed/link-feed-page')).LinkFeedPage,
    data: () => [friendFeedQuery(1)],
  },
  ...(['resources/front', 'resources/back'] as const).map((path) => ({
    path,
    handle: { title: path.endsWith('back') ? '后端推荐' : '前端推荐' },
    module: 'src/pages/resources/resources-page.tsx',
    load: async () => (await import('../pages/resources/resources-page')).ResourcesPage,
    data: () => {
      const type = path.endsWith('back') ? 'back' : 'front';
      return [resourceCategoriesQuery(type), resourceSitesQuery(type, 0)];
    },
  })),
  {
    path: 'siteList',
    handle: { title: '网站导航' },
    module: 'src/pages/site-list/site-list-page.tsx',
    load: async () => (await import('../pages/site-list/site-list-page')).SiteListPage,
    data: ({ request }) => {
      const { type, category } = readSiteListParams(new URL(request.url).searchParams);
      return [resourceCategoriesQuery(type), resourceSitesQuery(type, category)];
    },
  },
  {
    path: 'userCenter',
    handle: { title: '个人中心' },
    module: 'src/pages/user-center/user-center-page.tsx',
    load: async () => (await import('../pages/user-center/user-center-page')).UserCenterPage,
  },
  {
    path: 'reset-password',
    handle: { title: '重设密码', solidHeader: true },
    module: 'src/pages/reset-password/reset-password-page.tsx',
    load: async () => (await import('../pages/reset-password/reset-password-page')).ResetPasswordPage,
  },
  {
    path: 'message/list',
    handle: { title: '留言板' },
    module: 'src/pages/message-list/message-list-page.tsx',
    load: async () => (await import('../pages/message-list/message-list-page')).MessageListPage,
    // The wall, or the cards for a visitor who chose them (a choice only the browser knows).
    data: () => [
      useStaticStore.getState().messageTypeIsCard ? messagePagesQuery('', '') : danmakuMessagesQuery(),
    ],
  },
  {
    path: 'message/publish',
    handle: { title: '发布留言' },
    module: 'src/pages/message-publish/message-publish-page.tsx',
    load: async () => (await import('../pages/message-publish/message-publish-page')).MessagePublishPage,
  },
  {
    path: 'message/detail',
    handle: { title: '留言详情' },
    module: 'src/pages/message-detail/message-detail-page.tsx',
    load: async () => (await import('../pages/message-detail/message-detail-page')).MessageDetailPage,
    data: ({ request }) => {
      const id = idParam(request);
      return id ? [messageQuery(id)] : [];
    },
  },
  {
    path: 'message/chat',
    handle: { title: '聊天室', solidHeader: true, hideFooter: true },
    module: 'src/pages/message-chat/message-chat-page.tsx',
    load: async () => (await import('../pages/message-chat/message-chat-page')).MessageChatPage,
  },
  {
    path: '*',
    handle: { title: '404', solidHeader: true, notFound: true },
    module: 'src/pages/not-found/not-found-page.tsx',
    load: async () => (await import('../pages/not-found/not-found-page')).NotFoundPage,
  },
];

/** The route tree, the same in the browser and on the server. */
export function createRoutes({ queryClient, awaitData }: RouteOptions): RouteObject[] {
  const prefetch = (query: AnyQuery) =>
    isInfinite(query) ? queryClient.prefetchInfiniteQuery(query) : queryClient.prefetchQuery(query);
  const loaderOf = (queries: Queries) => async (args: LoaderFunctionArgs) => {
    const wanted = await queries(args, queryClient);
    if (awaitData) await Promise.all(wanted.map(prefetch));
    else for (const query of wanted) void prefetch(query);
    return null;
  };
  return [
    {
      id: 'layout',
      path: '/',
      Component: MainLayout,
      HydrateFallback: AppLoading,
      // The layout itself failed: nothing of it can be kept.
      ErrorBoundary: ScreenError,
      loader: loaderOf(layoutQueries),
      children: [
        { index: true, loader: () => redirect('/home'), ErrorBoundary: RouteError },
        ...pages.map(({ path, handle, module, load, data }) => ({
          id: path,
          path,
          handle: { ...handle, module },
          loader: data && loaderOf(data),
          lazy: async () => ({ Component: await load().catch(pageThatFailed) }),
          // A page that failed (its code did not load, it threw) shows the error in the content
          // area: the header, the menus and the player stay.
          ErrorBoundary: RouteError,
        })),
      ],
    },
    {
      // The owner's console: a separate chunk with its own layout (admin/README.md), never rendered
      // on the server.
      id: 'admin',
      path: '/admin/*',
      HydrateFallback: AppLoading,
      // The console's own chunk did not load; its pages' failures show inside it (admin-app.tsx).
      ErrorBoundary: ScreenError,
      // The gate reads the user at once: it must not turn a returning owner away while the stored
      // login is still being decrypted.
      lazy: async () => {
        const [AdminApp] = await Promise.all([
          import('../admin/admin-app').then(({ AdminApp }) => AdminApp, pageThatFailed),
          waitForStoredUser(),
        ]);
        return { Component: AdminApp };
      },
    },
  ];
}
