import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { AppContext } from './context';
import { adminRoutes } from './modules/admin';
import { articleRoutes } from './modules/article/routes';
import { createViewCounter } from './modules/article/service';
import type { ViewCounter } from './modules/article/view-counter';
import { commentRoutes } from './modules/comment/routes';
import { feedRoutes, originOf } from './modules/feed/routes';
import { injectMeta, pageMeta } from './modules/feed/service';
import { pageMaker, type PageAnswer } from './modules/pages/render-page';
import { loadRenderer } from './modules/pages/renderer';
import { musicApiRoutes, musicMediaRoutes } from './modules/music/routes';
import { likeRoutes } from './modules/like/routes';
import { linkRoutes } from './modules/link/routes';
import { messageRoutes } from './modules/message/routes';
import { notifyRoutes } from './modules/notify/routes';
import { photoRoutes } from './modules/photo/routes';
import { resourceRoutes } from './modules/resource/routes';
import { siteRoutes } from './modules/site/routes';
import { talkRoutes } from './modules/talk/routes';
import { taxonomyRoutes } from './modules/taxonomy/routes';
import { uploadRoutes } from './modules/upload/routes';
import { userRoutes } from './modules/user/routes';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { readCachePlugin } from './plugins/read-cache';
import { securityPlugin } from './plugins/security';
import { readAppPage, spaPlugin } from './plugins/spa';

declare module 'fastify' {
  interface FastifyInstance {
    /** Article views, written in batches; see modules/article/view-counter.ts. */
    articleViews: ViewCounter;
  }
}

export interface BuildOptions {
  /** Pino logger settings; false silences the server (tests). */
  logger?: boolean | { level: string };
}

/**
 * How the app's pages are made: rendered on the server with their content when the web build has
 * its server renderer, else the app shell with the page's title and Open Graph tags. The console
 * is always the shell (it is the owner's, and renders in the browser). A page is the same for every
 * visitor, so it is shared like the reads it is made of — except an article's, whose making counts
 * the visit's view.
 */
async function pageRenderer(app: FastifyInstance, ctx: AppContext, template: string) {
  const renderer = await loadRenderer(ctx.config.webDist);
  const make = renderer ? pageMaker(app, ctx, renderer, template) : undefined;
  const shell = async (request: FastifyRequest): Promise<PageAnswer> => {
    const [path = '/', search = ''] = request.url.split('?');
    const meta = await pageMeta(
      ctx,
      path,
      Object.fromEntries(new URLSearchParams(search)),
      originOf(request),
    );
    return { status: 200, html: meta ? injectMeta(template, meta) : template };
  };
  // A page the renderer fails on is still served: as the shell, which renders in the browser.
  const rendered = make
    ? (request: FastifyRequest) =>
        make(request).catch((error: unknown) => {
          request.log.error({ err: error }, 'server rendering failed');
          return shell(request);
        })
    : undefined;
  return async (request: FastifyRequest): Promise<PageAnswer> => {
    const [path = '/', search = ''] = request.url.split('?');
    const render = rendered && !path.startsWith('/admin') ? rendered : shell;
    // Pages are shared for a moment like the API's reads (plugins/read-cache.ts). An article page
    // counts its view as it renders (its article read does); a copy from the cache counts it here.
    let renderedHere = false;
    const answer = await app.pageCache.get(`${originOf(request)}${request.url}`, () => {
      renderedHere = true;
      return render(request);
    });
    if (path === '/article' && !renderedHere && answer.status === 200) {
      const id = Number(new URLSearchParams(search).get('id'));
      if (Number.isSafeInteger(id) && id > 0) app.articleViews.count(id);
    }
    return answer;
  };
}

/** Builds the whole application without listening: `main.ts` listens, tests call `inject()`. */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: ctx.config.logLevel },
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);

  await app.register(errorsPlugin);
  const page = readAppPage(ctx.config.webDist);
  await app.register(securityPlugin, {
    scriptHashes: page?.scriptHashes ?? [],
    rateLimitPerMinute: ctx.config.rateLimitPerMinute,
    redisUrl: ctx.config.redisUrl,
    remoteMedia: Boolean(ctx.config.musicUpstream),
  });

  await app.register(authPlugin, { ctx });
  await app.register(readCachePlugin, { ttlMs: ctx.config.readCacheMs });
  const articleViews = createViewCounter(ctx, app.log);
  app.decorate('articleViews', articleViews);
  articleViews.start();

  await app.register(
    async (api) => {
      await api.register(siteRoutes);
      await api.register(articleRoutes);
      await api.register(userRoutes);
      await api.register(notifyRoutes);
      await api.register(likeRoutes);
      await api.register(uploadRoutes);
      await api.register(taxonomyRoutes);
      await api.register(talkRoutes);
      await api.register(photoRoutes);
      await api.register(linkRoutes);
      await api.register(resourceRoutes);
      await api.register(messageRoutes);
      await api.register(commentRoutes);
      await api.register(adminRoutes, { prefix: '/admin' });
    },
    { prefix: '/api' },
  );
  await app.register(musicApiRoutes, { prefix: '/wapi' });
  await app.register(musicMediaRoutes);

  const uploadsDir = path.join(ctx.config.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(feedRoutes);
  await app.register(spaPlugin, {
    webDist: ctx.config.webDist,
    page,
    uploadsDir,
    renderPage: page ? await pageRenderer(app, ctx, page.html) : undefined,
  });

  app.addHook('onClose', async () => {
    // Views counted but not yet written go in before the database closes.
    await articleViews.stop();
    await ctx.db.close();
  });
  return app;
}
