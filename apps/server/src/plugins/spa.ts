import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { encodedPage, pageEncoding } from './page-encoding';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';

/** The app's HTML as served, and the hashes of the inline scripts the CSP must allow. */
export interface AppPage {
  html: string;
  scriptHashes: string[];
}

/** The script that sets the theme before the first paint; index.html names it, the server inlines it. */
const THEME_SCRIPT_TAG = '<script src="/theme-init.js"></script>';

/** The script that starts the app's scripts once the page has loaded (apps/web public/app-loader.js). */
const LOADER_FILE = 'app-loader.js';

/** A stylesheet of the built app, as Vite links it from index.html. */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g;

/** The app's entry module and the chunks it imports, as Vite links them. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** A script chunk for app-loader.js to preload when it starts the app. */
/** A page as the server answers it (modules/pages renders them). */
export type PageAnswer = { status: number; html: string } | { status: number; redirect: string };

export const appPreload = (href: string) => `<meta name="app-preload" content="${href}">`;

const sha256 = (script: string) => `sha256-${createHash('sha256').update(script).digest('base64')}`;

/**
 * Reads the built app's index.html with what held back its first paint inlined, and its scripts
 * started after the page has loaded:
 * - the theme script and the app's stylesheets are inline (a few kB compressed): fetched, each was
 *   a request the first paint waited for. Each inlined stylesheet keeps a disabled link (never
 *   fetched): the app's chunk loader looks for that link before adding a stylesheet a lazy page shares;
 * - the entry module and its chunks are listed as `<meta>`s that the inline app-loader.js turns
 *   into scripts on the load event: the page's text, banner and pictures come first, whole, and the
 *   app takes the page over afterwards.
 * The CSP allows exactly these two inline scripts by their hashes. Null when there is no built app.
 */
export function readAppPage(webDist: string): AppPage | null {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) return null;
  const scriptHashes: string[] = [];
  let html = readFileSync(indexFile, 'utf8').replace(STYLESHEET_LINK, (link, file: string) => {
    const cssFile = path.join(webDist, file);
    if (!existsSync(cssFile)) return link;
    return `<style>${readFileSync(cssFile, 'utf8')}</style><link rel="stylesheet" href="/${file}" disabled>`;
  });
  const themeFile = path.join(webDist, 'theme-init.js');
  if (html.includes(THEME_SCRIPT_TAG) && existsSync(themeFile)) {
    const script = readFileSync(themeFile, 'utf8');
    html = html.replace(THEME_SCRIPT_TAG, () => `<script>${script}</script>`);
    scriptHashes.push(sha256(script));
  }
  const loaderFile = path.join(webDist, LOADER_FILE);
  if (existsSync(loaderFile) && html.includes('</body>')) {
    const loader = readFileSync(loaderFile, 'utf8');
    html = html
      .replace(ENTRY_SCRIPT, (_tag, src: string) => `<meta name="app-entry" content="${src}">`)
      .replace(MODULE_PRELOAD, (_tag, href: string) => appPreload(href))
      .replace('</body>', () => `<script>${loader}</script></body>`);
    scriptHashes.push(sha256(loader));
  }
  return { html, scriptHashes };
}

export interface SpaOptions {
  /** The built web app; when it is missing only the API is served. */
  webDist: string;
  /** Its index.html as served (readAppPage), null without a built app. */
  page: AppPage | null;
  uploadsDir: string;
  /** Files of the build other routes serve (globs from its root): left out of the static files. */
  servedElsewhere?: string[];
  /** Makes the HTML of one page; without it every page is the bare app shell. */
  renderPage?: (request: FastifyRequest) => Promise<PageAnswer>;
  /** Where an old address (an imported blog's) now is, or null: asked before a page would be a 404. */
  movedTo?: (url: string) => Promise<string | null>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The web app's service worker (apps/web src/sw, built as this file at the root of the build). */
const SERVICE_WORKER = 'service-worker.js';

/**
 * Serves the built single-page app with a history fallback (deep links such as /article?id=3 load
 * the app), uploaded media under /media/uploads, and JSON 404s for unknown API paths.
 */
export const spaPlugin = fp(async (app: FastifyInstance, options: SpaOptions) => {
  // Only files that really are inside the uploads folder: a symbolic link in it that points
  // elsewhere (the database, the signing secret) is not followed.
  const uploadsRoot = realpathSync(options.uploadsDir);
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/media/uploads/',
    decorateReply: false,
    allowedPath: (pathName) => {
      try {
        return realpathSync(path.join(uploadsRoot, pathName)).startsWith(uploadsRoot + path.sep);
      } catch {
        // Nothing there: the static handler answers 404 itself.
        return true;
      }
    },
    setHeaders: (reply) => {
      reply.header('Cache-Control', IMMUTABLE);
      reply.header('X-Content-Type-Options', 'nosniff');
    },
  });

  const hasWeb = options.page !== null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build wrote each text file also as .br and .gz (apps/web vite.config.ts precompress):
      // sent as they are, not compressed again per request.
      preCompressed: true,
      // Only sent in a file's place, never asked for by name.
      globIgnore: [...(options.servedElsewhere ?? []), '**/*.br', '**/*.gz'],
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        // The service worker is asked again on every check for a new version (README "Offline reading").
        const worker = path.basename(filePath) === SERVICE_WORKER;
        reply.header('Cache-Control', hashed ? IMMUTABLE : worker ? 'no-cache' : 'public, max-age=3600');
      },
    });
  }
  const shellPage = { status: 200, html: options.page?.html ?? '' };

  /** A page of the app, or the JSON 404 of an unknown API path or file. */
  async function answer(request: FastifyRequest, reply: FastifyReply) {
    const url = request.url;
    const isApi =
      url.startsWith('/api/') || url === '/api' || url.startsWith('/wapi/') || url.startsWith('/media/');
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const path = url.split('?')[0] ?? '';
    const wantsPage = isRead && !isApi && !/\.[a-z0-9]+$/i.test(path);
    // An old address is looked up only where nothing else answers, so it never hides a page of the
    // app; the home page is the exception for WordPress's `/?p=123`.
    const movedTo = isRead && !isApi && options.movedTo ? options.movedTo : async () => null;
    if (path === '/') {
      const location = await movedTo(url);
      if (location) return reply.redirect(location, 301);
    }
    if (hasWeb && wantsPage) {
      const page = options.renderPage ? await options.renderPage(request) : shellPage;
      if ('redirect' in page) return reply.redirect(page.redirect, page.status);
      const location = page.status === 404 && path !== '/' ? await movedTo(url) : null;
      if (location) return reply.redirect(location, 301);
      reply
        .status(page.status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding');
      const encoding = pageEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(page.html);
      return reply.header('Content-Encoding', encoding).send(await encodedPage(page, encoding));
    }
    const location = path !== '/' ? await movedTo(url) : null;
    if (location) return reply.redirect(location, 301);
    return reply.status(404).send({ code: 404, message: '接口没有找到' });
  }

  // Pages are compressed here, not by @fastify/compress (which leaves an encoded answer alone):
  // a page from the page cache is compressed once, not once per visitor.
  app.get('/*', answer);
  app.setNotFoundHandler(answer);
});
