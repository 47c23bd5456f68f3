import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { routeOf } from '../../lib/route';
import type { LikeType } from './repository';
import * as service from './service';

export const likeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Ten likes a minute per address, whatever the global limit says.
  const config = { rateLimit: { max: 10, timeWindow: 60_000 } };

  /** The liker is the logged-in user, or the address for guests; never a field of the body. */
  const run = <T>(
    action: service.LikeAction<T>,
    request: FastifyRequest,
    body: { type: number; for_id: number },
  ) =>
    action(app.ctx, body.type as LikeType, body.for_id, { userId: request.user?.id ?? null, ip: request.ip });

  app.route({
    ...routeOf('like.add'),
    config,
    handler: async (request) => success(await run(service.addLike, request, request.body), '点赞成功'),
  });
  app.route({
    ...routeOf('like.cancel'),
    config,
    handler: async (request) => success(await run(service.cancelLike, request, request.body), '已取消点赞'),
  });
  app.route({
    ...routeOf('like.state'),
    handler: async (request) => success(await run(service.isLiked, request, request.body)),
  });
};
