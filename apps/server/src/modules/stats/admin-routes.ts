import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { adminRouteOf } from '../../lib/route';
import * as service from './service';

export const visitAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...adminRouteOf('admin.visits.summary'),
    handler: async (request) => {
      // This process's counts not yet written go in first, so the owner sees the visits just made.
      await app.visits.flush();
      return success(await service.visitsBetween(app.ctx, request.query.from, request.query.to));
    },
  });
};
