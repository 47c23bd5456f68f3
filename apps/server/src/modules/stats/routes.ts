import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { routeOf } from '../../lib/route';
import * as service from './service';

/** The pages' beacon: one page view, answered at once (the count is written with the next batch). */
export const visitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf('site.visit'),
    // Nothing a cached read shows changes until the batch is written.
    config: { keepsReadCache: true },
    handler: async (request) => {
      await service.recordVisit(app.visits, request, request.body);
      return success(null);
    },
  });
};
