import { likeBody, likeResponse } from '@blog/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import type { LikeType } from './repository';
import * as service from './service';

type Action = typeof service.addLike;

export const likeRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { body: likeBody, response: { 200: likeResponse } };
  // Ten likes a minute per address, whatever the global limit says.
  const config = { rateLimit: { max: 10, timeWindow: 60_000 } };

  /** The liker is the logged-in user, or the address for guests; never a field of the body. */
  const run = (action: Action, request: FastifyRequest, body: { type: number; for_id: number }) =>
    action(app.ctx, body.type as LikeType, body.for_id, { userId: request.user?.id ?? null, ip: request.ip });

  app.post('/like/addLike', { schema, config }, async (request) =>
    success(await run(service.addLike, request, request.body), '点赞成功'),
  );
  app.post('/like/cancelLike', { schema, config }, async (request) =>
    success(await run(service.cancelLike, request, request.body), '已取消点赞'),
  );
  app.post('/like/getIsLikeByIdOrIpAndType', { schema }, async (request) =>
    success(await run(service.isLiked, request, request.body)),
  );
};
