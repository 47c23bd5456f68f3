import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { routeOf } from '../../lib/route';
import * as service from './service';

export const talkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf('talk.list'),
    handler: async (request) => {
      const { current, size } = request.body;
      return success(
        await service.listTalks(app.ctx, current, size, { userId: request.user?.id ?? null, ip: request.ip }),
      );
    },
  });
  app.route({
    ...routeOf('talk.detail'),
    handler: async (request) =>
      success(
        await service.getTalk(app.ctx, request.params.id, {
          userId: request.user?.id ?? null,
          ip: request.ip,
        }),
      ),
  });
};
