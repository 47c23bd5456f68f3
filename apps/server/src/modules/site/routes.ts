import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { routeOf } from '../../lib/route';
import { cachedRead } from '../../plugins/read-cache';
import * as service from './service';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf('site.config'),
    handler: async (request) => success(await cachedRead(app, request, () => service.getSiteConfig(app.ctx))),
  });
  app.route({
    ...routeOf('site.addView'),
    // Only the visit counter moves; cached reads may show it a moment late.
    config: { keepsReadCache: true },
    handler: async () => success(await service.addView(app.ctx)),
  });
  app.route({
    ...routeOf('site.pageHeaders'),
    handler: async (request) =>
      success(await cachedRead(app, request, () => service.getPageHeaders(app.ctx))),
  });
  app.route({
    ...routeOf('site.statistic'),
    handler: async (request) => success(await cachedRead(app, request, () => service.getStatistic(app.ctx))),
  });
};
