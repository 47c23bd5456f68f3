import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { adminRouteOf } from '../../lib/route';
import * as service from './service';

export const visitAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...adminRouteOf('admin.visits.summary'),
    handler: async (request) =>
      success(await service.visitsBetween(app.ctx, app.visits, request.query.from, request.query.to)),
  });
};
