import type { AppContext } from '../../context';
import { absoluteUrl as absolute } from '../../lib/markdown/parser';
import { PROTECTED_MARK } from '../article/snippet';
import { shownPictures } from '../remote-image/service';
import { cdata, describeArticle, renderArticleHtml, xml } from './render';
import * as repository from './repository';

export const FEED_SIZE = 20;

const rfc822 = (iso: string) => new Date(iso).toUTCString();

export async function buildRss(ctx: AppContext, origin: string): Promise<string> {
  const [site, articles] = await Promise.all([
    repository.siteIdentity(ctx.db.kysely),
    repository.latestArticles(ctx.db.kysely, FEED_SIZE),
  ]);
  const title = site?.blog_name ?? '博客';
  // A cover given by address as the blog's copy once there is one.
  const shown = await shownPictures(
    ctx,
    articles.map((a) => a.article_cover),
    { keepGiven: true },
  );
  // A protected article's body stays on the blog: the feed says where to read it.
  const bodies = await Promise.all(
    articles.map((a) =>
      a.password_hash === null
        ? renderArticleHtml(ctx, a.article_content, origin)
        : Promise.resolve(`<p>${PROTECTED_MARK}：请到博客输入密码后阅读。</p>`),
    ),
  );
  const items = articles.map((a, index) => {
    const link = `${origin}/article?id=${a.id}`;
    const picture = shown(a.article_cover);
    const cover = picture ? `<p><img src="${xml(absolute(picture, origin))}" alt=""/></p>` : '';
    return [
      '<item>',
      `<title>${xml(a.article_title)}</title>`,
      `<link>${xml(link)}</link>`,
      `<guid isPermaLink="true">${xml(link)}</guid>`,
      `<pubDate>${rfc822(a.created_at)}</pubDate>`,
      a.category_name ? `<category>${xml(a.category_name)}</category>` : '',
      `<description>${xml(describeArticle(a))}</description>`,
      `<content:encoded>${cdata(cover + bodies[index]!)}</content:encoded>`,
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${xml(title)}</title>`,
    `<link>${xml(origin)}/home</link>`,
    `<description>${xml(site?.personal_say?.split('\n')[0] ?? title)}</description>`,
    '<language>zh-CN</language>',
    `<atom:link href="${xml(origin)}/rss.xml" rel="self" type="application/rss+xml"/>`,
    articles[0] ? `<lastBuildDate>${rfc822(articles[0].created_at)}</lastBuildDate>` : '',
    ...items,
    '</channel>',
    '</rss>',
  ].join('\n');
}

const STATIC_PATHS = [
  '/home',
  '/archives',
  '/category',
  '/tag',
  '/talk',
  '/photoAlbum',
  '/link/list',
  '/link/feed',
  '/message/list',
];

export async function buildSitemap(ctx: AppContext, origin: string): Promise<string> {
  const articles = await repository.allArticleDates(ctx.db.kysely);
  const urls = [
    ...STATIC_PATHS.map((p) => `<url><loc>${xml(origin + p)}</loc></url>`),
    ...articles.map(
      (a) =>
        `<url><loc>${xml(`${origin}/article?id=${a.id}`)}</loc><lastmod>${a.updated_at.slice(0, 10)}</lastmod></url>`,
    ),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
  ].join('\n');
}
