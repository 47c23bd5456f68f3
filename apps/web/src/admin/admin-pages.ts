import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Each console page is its own chunk, loaded the first time the owner opens it. */
const page = <T extends Record<string, ComponentType>>(load: () => Promise<T>, name: keyof T) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

export const ADMIN_PAGES: { path: string; Page: LazyExoticComponent<ComponentType> }[] = [
  { path: '', Page: page(() => import('./pages/dashboard/dashboard-page'), 'DashboardPage') },
  { path: 'visits', Page: page(() => import('./pages/visits/visits-page'), 'VisitsPage') },
  { path: 'articles', Page: page(() => import('./pages/articles/article-list-page'), 'ArticleListPage') },
  {
    path: 'articles/new',
    Page: page(() => import('./pages/editor/article-editor-page'), 'ArticleEditorPage'),
  },
  {
    path: 'articles/redirects',
    Page: page(() => import('./pages/redirects/redirects-page'), 'RedirectsPage'),
  },
  {
    path: 'articles/:id',
    Page: page(() => import('./pages/editor/article-editor-page'), 'ArticleEditorPage'),
  },
  { path: 'taxonomy', Page: page(() => import('./pages/taxonomy/taxonomy-page'), 'TaxonomyPage') },
  { path: 'talks', Page: page(() => import('./pages/talks/talks-page'), 'TalksPage') },
  { path: 'albums', Page: page(() => import('./pages/albums/albums-page'), 'AlbumsPage') },
  { path: 'albums/:id', Page: page(() => import('./pages/albums/album-photos-page'), 'AlbumPhotosPage') },
  { path: 'links', Page: page(() => import('./pages/links/links-page'), 'LinksPage') },
  { path: 'moderation', Page: page(() => import('./pages/moderation/moderation-page'), 'ModerationPage') },
  { path: 'users', Page: page(() => import('./pages/users/users-page'), 'UsersPage') },
  { path: 'resources', Page: page(() => import('./pages/resources/resources-page'), 'ResourcesPage') },
  { path: 'music', Page: page(() => import('./pages/music/music-page'), 'MusicPage') },
  { path: 'mail', Page: page(() => import('./pages/mail/mail-page'), 'MailPage') },
  { path: 'site', Page: page(() => import('./pages/site/site-page'), 'SitePage') },
  { path: 'setup', Page: page(() => import('./pages/setup/setup-page'), 'SetupPage') },
  { path: 'security', Page: page(() => import('./pages/security/security-page'), 'SecurityPage') },
];
