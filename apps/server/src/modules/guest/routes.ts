import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { routeOf } from '../../lib/route';
import { identityFor } from './identity';

export const guestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf('guest.identity'),
    // One browser's, never shared: a new identity each time for those without one.
    config: { keepsReadCache: true },
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { guest_comments } = await app.moderation.settings();
      return success({ ...identityFor(app.ctx.config.jwtSecret, request.body), comments: guest_comments });
    },
  });
};
