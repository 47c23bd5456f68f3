import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
  app.route({
    ...routeOf('article.readingDuration'),
    // Reading time is shown nowhere a cached read answers.
    config: { keepsReadCache: true },
    handler: async (request) =>
      success(await service.addReadingDuration(app.ctx, request.params.id, request.params.duration)),
  });
};
