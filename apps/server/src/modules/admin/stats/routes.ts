import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../../lib/reply';
import { adminRouteOf } from '../../../lib/route';
import * as service from './service';

export const statsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...adminRouteOf('admin.stats.summary'),
    handler: async () => success(await service.stats(app.ctx)),
  });
};
