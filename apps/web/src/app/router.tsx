import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { AppLoading } from './layout/app-loading';
import { MainLayout } from './layout/main-layout';
import type { RouteHandle } from './layout/route-handle';

const handle = (title: string, extra: Omit<RouteHandle, 'title'> = {}): RouteHandle => ({ title, ...extra });

/** Every page is its own chunk, loaded when the route is first visited (SPEC §2 route table). */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: MainLayout,
    HydrateFallback: AppLoading,
    children: [
      { index: true, loader: () => redirect('/home') },
      {
        path: 'home',
        handle: handle(''),
        lazy: async () => ({ Component: (await import('../pages/home/home-page')).HomePage }),
      },
      {
        path: 'archives',
        handle: handle('时间轴'),
        lazy: async () => ({ Component: (await import('../pages/archives/archives-page')).ArchivesPage }),
      },
      {
        path: 'category',
        handle: handle('分类'),
        lazy: async () => ({ Component: (await import('../pages/category/category-page')).CategoryPage }),
      },
      {
        path: 'tag',
        handle: handle('标签'),
        lazy: async () => ({ Component: (await import('../pages/tag/tag-page')).TagPage }),
      },
      {
        path: 'article',
        handle: handle('文章'),
        lazy: async () => ({ Component: (await import('../pages/article/article-page')).ArticlePage }),
      },
      {
        path: 'articleList',
        handle: handle('文章列表'),
        lazy: async () => ({
          Component: (await import('../pages/article-list/article-list-page')).ArticleListPage,
        }),
      },
      {
        path: 'photoAlbum',
        handle: handle('相册'),
        lazy: async () => ({
          Component: (await import('../pages/photo-album/photo-album-page')).PhotoAlbumPage,
        }),
      },
      {
        path: 'photos',
        handle: handle('图库'),
        lazy: async () => ({ Component: (await import('../pages/photos/photos-page')).PhotosPage }),
      },
      {
        path: 'talk',
        handle: handle('说说'),
        lazy: async () => ({ Component: (await import('../pages/talk/talk-page')).TalkPage }),
      },
      {
        path: 'link/list',
        handle: handle('友链'),
        lazy: async () => ({ Component: (await import('../pages/link-list/link-list-page')).LinkListPage }),
      },
      ...(['resources/front', 'resources/back'] as const).map((path) => ({
        path,
        handle: handle(path.endsWith('back') ? '后端推荐' : '前端推荐'),
        lazy: async () => ({ Component: (await import('../pages/resources/resources-page')).ResourcesPage }),
      })),
      {
        path: 'siteList',
        handle: handle('网站导航'),
        lazy: async () => ({ Component: (await import('../pages/site-list/site-list-page')).SiteListPage }),
      },
      {
        path: 'userCenter',
        handle: handle('个人中心'),
        lazy: async () => ({
          Component: (await import('../pages/user-center/user-center-page')).UserCenterPage,
        }),
      },
      {
        path: 'message/list',
        handle: handle('留言板'),
        lazy: async () => ({
          Component: (await import('../pages/message-list/message-list-page')).MessageListPage,
        }),
      },
      {
        path: 'message/publish',
        handle: handle('发布留言'),
        lazy: async () => ({
          Component: (await import('../pages/message-publish/message-publish-page')).MessagePublishPage,
        }),
      },
      {
        path: 'message/detail',
        handle: handle('留言详情'),
        lazy: async () => ({
          Component: (await import('../pages/message-detail/message-detail-page')).MessageDetailPage,
        }),
      },
      {
        path: 'message/chat',
        handle: handle('聊天室', { solidHeader: true, hideFooter: true }),
        lazy: async () => ({
          Component: (await import('../pages/message-chat/message-chat-page')).MessageChatPage,
        }),
      },
      {
        path: '*',
        handle: handle('404', { solidHeader: true }),
        lazy: async () => ({ Component: (await import('../pages/not-found/not-found-page')).NotFoundPage }),
      },
    ],
  },
  {
    // The owner's console: a separate chunk with its own layout (admin/README.md).
    path: '/admin/*',
    HydrateFallback: AppLoading,
    lazy: async () => ({ Component: (await import('../admin/admin-app')).AdminApp }),
  },
];

export const router = createBrowserRouter(routes);
