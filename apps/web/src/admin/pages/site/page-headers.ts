import { pageHeaderRouteNames, type PageHeader, type PageHeaderRouteName } from '@blog/contract';

/** What each banner's page is called on the site. */
export const PAGE_LABELS: Record<PageHeaderRouteName, string> = {
  Home: '首页',
  Archives: '时间轴',
  ArticleList: '文章列表',
  Front: '前端推荐',
  Back: '后端推荐',
  SiteList: '网站列表',
  LinkList: '友链',
  Category: '分类',
  Tag: '标签',
  PhotoAlbum: '相册',
  Photos: '相册照片',
  Talk: '说说',
  MessageList: '留言板',
  PublishMessage: '发布留言',
  MessageDetail: '留言详情',
  UserCenter: '个人中心',
};

/** One page's banner: set (its address) or not yet (the page shows its gradient). */
export interface PageBanner {
  routeName: PageHeaderRouteName;
  label: string;
  url: string | null;
}

/** Every page that can have a banner, in the site's order, with the one saved for it if any. */
export function pageBanners(saved: readonly PageHeader[]): PageBanner[] {
  const byRoute = new Map(saved.map((header) => [header.route_name, header.bg_url]));
  return pageHeaderRouteNames.map((routeName) => ({
    routeName,
    label: PAGE_LABELS[routeName],
    url: byRoute.get(routeName) || null,
  }));
}
