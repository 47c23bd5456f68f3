import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { routeOf } from '../../lib/route';

export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf('captcha.challenge'),
    // Making one costs the server a signature; solving it costs the visitor a fraction of a second.
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { parameters, signature = '' } = await app.moderation.captcha.challenge();
      return success({ parameters, signature });
    },
  });
};
