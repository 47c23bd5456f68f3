import type { AppContext } from '../../context';
import { absoluteUrl as absolute } from '../../lib/markdown/parser';
import { scriptJson } from '../../lib/script-json';
import { describeArticle, xml } from '../feed/render';
import * as repository from '../feed/repository';
import { iconVersion as faviconVersion, versionIconLinks } from '../favicon/service';
import { shownPictures } from '../remote-image/service';

/*
 * What chat apps and search engines see of a page before any script runs: its title, description,
 * Open Graph tags and JSON-LD, and the banner picture to fetch early.
 */

export interface PageMeta {
  title: string;
  description: string;
  image: string | null;
  url: string;
  type: 'article' | 'website';
  publishedTime?: string;
  /** The page's banner picture, its largest paint: fetched from the HTML instead of after the scripts. */
  banner?: string | null;
  /** Structured data for search engines (schema.org JSON-LD). */
  jsonLd?: Record<string, unknown>;
  /** The icon links' `?v=` (favicon/service.ts), null when there is no icon to version. */
  iconVersion?: string | null;
}

/** Which page-header picture each page's banner shows (the web app's PageBanner routeName). */
const BANNER_ROUTES: Record<string, string> = {
  '/home': 'Home',
  '/archives': 'Archives',
  '/articleList': 'ArticleList',
  '/category': 'Category',
  '/tag': 'Tag',
  '/talk': 'Talk',
  '/photoAlbum': 'PhotoAlbum',
  '/photos': 'Photos',
  '/link/list': 'LinkList',
  '/link/feed': 'LinkList',
  '/resources/front': 'Front',
  '/resources/back': 'Back',
  '/siteList': 'SiteList',
  '/message/list': 'MessageList',
  '/message/publish': 'PublishMessage',
  '/message/detail': 'MessageDetail',
  '/userCenter': 'UserCenter',
};

/** What chat apps and search engines should see for a page, or null to keep the default. */
export async function pageMeta(
  ctx: AppContext,
  path: string,
  query: Record<string, string>,
  origin: string,
): Promise<PageMeta | null> {
  const site = await repository.siteIdentity(ctx.db.kysely);
  const blogName = site?.blog_name ?? '博客';
  const iconVersion = faviconVersion(ctx, site?.favicon);
  if (path === '/article') {
    const id = Number(query.id);
    const article =
      Number.isInteger(id) && id > 0 ? await repository.articleSummary(ctx.db.kysely, id) : undefined;
    if (article) {
      const url = `${origin}/article?id=${article.id}`;
      // A protected article's page tells chat apps and search engines nothing of its body.
      const description = describeArticle(article);
      // A cover given by address is the blog's copy, or none: the page loads nothing from elsewhere.
      const cover = (await shownPictures(ctx, [article.article_cover]))(article.article_cover);
      const image = cover ? absolute(cover, origin) : null;
      return {
        title: `${article.article_title} | ${blogName}`,
        description,
        image,
        url,
        type: 'article',
        iconVersion,
        publishedTime: article.created_at,
        banner: cover,
        jsonLd: articleJsonLd({
          ...article,
          url,
          description,
          image,
          blogName,
          origin,
          author: site?.author_name,
        }),
      };
    }
  }
  const routeName = BANNER_ROUTES[path];
  const header = routeName ? await repository.pageHeaderUrl(ctx.db.kysely, routeName) : undefined;
  const shown = await shownPictures(ctx, [header?.bg_url, site?.blog_avatar]);
  const avatar = shown(site?.blog_avatar);
  return {
    banner: shown(header?.bg_url),
    title: blogName,
    description: site?.personal_say?.replace(/\n/g, ' ') ?? blogName,
    image: avatar ? absolute(avatar, origin) : null,
    url: origin + path,
    type: 'website',
    iconVersion,
  };
}

/**
 * schema.org data for an article: the post itself (BlogPosting) and where it sits on the site
 * (BreadcrumbList: the home page, its category, the article).
 */
function articleJsonLd(article: {
  article_title: string;
  created_at: string;
  updated_at: string;
  category_id: number | null;
  category_name: string | null;
  url: string;
  description: string;
  image: string | null;
  blogName: string;
  origin: string;
  author: string | null | undefined;
}): Record<string, unknown> {
  const crumbs = [
    { name: article.blogName, item: `${article.origin}/home` },
    ...(article.category_id !== null && article.category_name
      ? [
          {
            name: article.category_name,
            item: `${article.origin}/articleList?${new URLSearchParams({
              id: String(article.category_id),
              type: 'category',
              name: article.category_name,
            }).toString()}`,
          },
        ]
      : []),
    { name: article.article_title, item: article.url },
  ];
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'BlogPosting',
        headline: article.article_title,
        description: article.description,
        url: article.url,
        mainEntityOfPage: article.url,
        datePublished: article.created_at,
        dateModified: article.updated_at,
        inLanguage: 'zh-CN',
        ...(article.image ? { image: [article.image] } : {}),
        ...(article.category_name ? { articleSection: article.category_name } : {}),
        author: { '@type': 'Person', name: article.author ?? article.blogName },
        publisher: { '@type': 'Organization', name: article.blogName },
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: crumbs.map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          ...crumb,
        })),
      },
    ],
  };
}

/** Writes the page's title, description, canonical link and Open Graph tags into the app's HTML. */
export function injectMeta(html: string, meta: PageMeta): string {
  const tags = [
    `<title>${xml(meta.title)}</title>`,
    `<meta name="description" content="${xml(meta.description)}" />`,
    `<link rel="canonical" href="${xml(meta.url)}" />`,
    `<link rel="alternate" type="application/rss+xml" title="RSS" href="/rss.xml" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${xml(meta.title)}" />`,
    `<meta property="og:description" content="${xml(meta.description)}" />`,
    `<meta property="og:url" content="${xml(meta.url)}" />`,
    meta.image ? `<meta property="og:image" content="${xml(meta.image)}" />` : '',
    meta.publishedTime ? `<meta property="article:published_time" content="${meta.publishedTime}" />` : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    meta.banner ? `<link rel="preload" as="image" href="${xml(meta.banner)}" fetchpriority="high" />` : '',
    // A data block, never run: the CSP has nothing to say about it.
    meta.jsonLd ? `<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  // A function, so `$&`, `` $` `` and `$'` in a title are text, not replacement patterns.
  const page = html.replace(/<title>[^<]*<\/title>/, () => tags);
  return meta.iconVersion ? versionIconLinks(page, meta.iconVersion) : page;
}
