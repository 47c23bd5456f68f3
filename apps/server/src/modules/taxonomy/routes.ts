import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { routeOf } from '../../lib/route';
import { cachedRead } from '../../plugins/read-cache';
import * as service from './service';

export const taxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf('taxonomy.categories'),
    handler: async (request) =>
      success(await cachedRead(app, request, () => service.getCategoryDictionary(app.ctx))),
  });
  app.route({
    ...routeOf('taxonomy.tags'),
    handler: async (request) =>
      success(await cachedRead(app, request, () => service.getTagDictionary(app.ctx))),
  });
};
