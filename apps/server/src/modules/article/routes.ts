import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ARTICLE_GRANT_HEADER } from '@blog/contract/routes';
import { LoginGuard } from '../../lib/login-guard';
import { success } from '../../lib/reply';
import { routeOf } from '../../lib/route';
import { cachedRead } from '../../plugins/read-cache';
import * as service from './service';

export const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf('article.home'),
    handler: async (request) =>
      success(
        await cachedRead(app, request, () =>
          service.listHomeArticles(app.ctx, request.params.current, request.params.size),
        ),
      ),
  });
  app.route({
    ...routeOf('article.timeline'),
    handler: async (request) =>
      success(
        await cachedRead(app, request, () =>
          service.listTimeline(app.ctx, request.params.current, request.params.size),
        ),
      ),
  });
  app.route({
    ...routeOf('article.byTag'),
    handler: async (request) => {
      const { id, current, size } = request.body;
      return success(await cachedRead(app, request, () => service.listByTag(app.ctx, id, current, size)));
    },
  });
  app.route({
    ...routeOf('article.byCategory'),
    handler: async (request) => {
      const { id, current, size } = request.body;
      return success(
        await cachedRead(app, request, () => service.listByCategory(app.ctx, id, current, size)),
      );
    },
  });
  app.route({
    ...routeOf('article.detail'),
    handler: async (request) => {
      const read = await cachedRead(app, request, () =>
        service.readArticle(app.ctx, app.articleViews, request.params.id),
      );
      return success(await service.countView(app.articleViews, read, service.visitorOf(request)));
    },
  });
  app.route({
    ...routeOf('article.recommend'),
    handler: async (request) =>
      success(await cachedRead(app, request, () => service.getRecommendations(app.ctx, request.params.id))),
  });
  app.route({
    ...routeOf('article.hot'),
    handler: async (request) =>
      success(await cachedRead(app, request, () => service.getHotArticles(app.ctx))),
  });
  app.route({
    ...routeOf('article.search'),
    handler: async (request) =>
      success(await cachedRead(app, request, () => service.search(app.ctx, request.params.query))),
  });
  const guard = new LoginGuard(app.backoffStore);
  app.route({
    ...routeOf('article.unlock'),
    // A password tried changes nothing any cached read shows.
    config: { keepsReadCache: true },
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return success(
        await service.unlockArticle(app.ctx, guard, {
          id: request.body.id,
          password: request.body.password,
          ip: request.ip,
        }),
      );
    },
  });
  app.route({
    ...routeOf('article.unlocked'),
    // One reader's: never from or into the shared read cache. The view was counted by the article's
    // own read, which the page made first.
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const grant = request.headers[ARTICLE_GRANT_HEADER];
      return success(
        await service.getUnlockedArticle(app.ctx, request.params.id, {
          isOwner: request.user?.role === 1,
          grant: typeof grant === 'string' ? grant : undefined,
        }),
      );
    },
  });
  app.route({
    ...routeOf('article.readingDuration'),
    // Reading time is shown nowhere a cached read answers.
    config: { keepsReadCache: true },
    handler: async (request) =>
      success(await service.addReadingDuration(app.ctx, request.params.id, request.params.duration)),
  });
};
