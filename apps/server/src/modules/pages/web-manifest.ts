import type { FastifyInstance } from 'fastify';
import { iconVersion } from '../favicon/service';
import { siteIdentity } from '../feed/repository';

/** The site's colours (apps/web styles/theme.css): the brand blue, and the page behind the content. */
const LIGHT = { theme: '#49b1f5', background: '#f4f7fb' };
const DARK = { theme: '#0f1115', background: '#0f1115' };

/** A phone shows the short name under the icon: a long blog name is cut there anyway. */
const SHORT_NAME_LENGTH = 12;

/**
 * The web app manifest (README "Offline reading"): what a phone or Chromium installs — the blog's
 * name from its site profile, its icons (the owner's icon drawn at each size, or the shipped ones:
 * modules/favicon), the start page and the colours of the window it opens in.
 */
export function webManifest(
  site: { blog_name?: string | null; personal_say?: string | null } | undefined,
  iconVersion: string | null = null,
) {
  const name = site?.blog_name?.trim() || '博客';
  // A new icon is a new address: the phone and the service worker fetch it instead of a kept one.
  const icon = (src: string) => (iconVersion ? `${src}?v=${iconVersion}` : src);
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
      { src: icon('/icons/icon-192.png'), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: icon('/icons/icon-512.png'), sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: icon('/icons/icon-maskable-512.png'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

export async function webManifestRoutes(app: FastifyInstance): Promise<void> {
  app.get('/manifest.webmanifest', async (_request, reply) => {
    const site = await siteIdentity(app.ctx.db.kysely);
    return (
      reply
        .type('application/manifest+json; charset=utf-8')
        // The owner may rename the blog: asked again on each visit, it is a few hundred bytes.
        .header('Cache-Control', 'no-cache')
        .send(JSON.stringify(webManifest(site, iconVersion(app.ctx, site?.favicon))))
    );
  });
}
