import type { FastifyInstance } from 'fastify';
import { siteIdentity } from '../feed/repository';

/** The site's colours (apps/web styles/theme.css): the brand blue, and the page behind the content. */
const LIGHT = { theme: '#49b1f5', background: '#f4f7fb' };
const DARK = { theme: '#0f1115', background: '#0f1115' };

/** A phone shows the short name under the icon: a long blog name is cut there anyway. */
const SHORT_NAME_LENGTH = 12;

/**
 * The web app manifest (README "Offline reading"): what a phone or Chromium installs — the blog's
 * name from its site profile, its icons (apps/web public/icons, drawn from the favicon by
 * scripts/app-icons.mjs), the start page and the colours of the window it opens in.
 */
export function webManifest(site: { blog_name?: string | null; personal_say?: string | null } | undefined) {
  const name = site?.blog_name?.trim() || '博客';
  return {
    id: '/',
    name,
    short_name: [...name].slice(0, SHORT_NAME_LENGTH).join(''),
    ...(site?.personal_say?.trim() ? { description: site.personal_say.trim() } : {}),
    lang: 'zh-CN',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: LIGHT.theme,
    background_color: LIGHT.background,
    // The dark theme's colours where a browser reads them (Chromium's color_scheme_dark); the
    // page's own <meta name="theme-color" media=…> colours the window once it has loaded.
    user_preferences: { color_scheme_dark: { theme_color: DARK.theme, background_color: DARK.background } },
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

export async function webManifestRoutes(app: FastifyInstance): Promise<void> {
  app.get('/manifest.webmanifest', async (_request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      // The owner may rename the blog: asked again on each visit, it is a few hundred bytes.
      .header('Cache-Control', 'no-cache')
      .send(JSON.stringify(webManifest(await siteIdentity(app.ctx.db.kysely)))),
  );
}
