import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { routeOf } from '../../lib/route';
import { guestIdentity } from './identity';

export const guestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf('guest.identity'),
    // One browser's, never shared: a new identity each time for those without one.
    config: { keepsReadCache: true },
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return success(await guestIdentity(app.ctx, app.moderation, request.body));
    },
  });
};
