import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { routeOf } from '../../lib/route';
import * as service from './service';

export const resourceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf('resource.front'),
    handler: async () => success(await service.listCategories(app.ctx, 'front')),
  });
  app.route({
    ...routeOf('resource.back'),
    handler: async () => success(await service.listCategories(app.ctx, 'back')),
  });
  app.route({
    ...routeOf('resource.sites'),
    handler: async (request) =>
      success(
        await service.listSites(app.ctx, { type: request.query.type, categoryId: request.query.category }),
      ),
  });
};
