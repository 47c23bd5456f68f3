import { likeBody, likeResponse } from '@blog/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import type { LikeType } from './repository';
import * as service from './service';

export const likeRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { body: likeBody, response: { 200: likeResponse } };
  // Ten likes a minute per address, whatever the global limit says.
  const config = { rateLimit: { max: 10, timeWindow: 60_000 } };

  app.post('/like/addLike', { schema, config }, async (request) =>
    success(
      await service.addLike(app.ctx, request.body.type as LikeType, request.body.for_id, {
        userId: request.user?.id ?? null,
        ip: request.ip,
      }),
      '点赞成功',
    ),
  );
  app.post('/like/cancelLike', { schema, config }, async (request) =>
    success(
      await service.cancelLike(app.ctx, request.body.type as LikeType, request.body.for_id, {
        userId: request.user?.id ?? null,
        ip: request.ip,
      }),
      '已取消点赞',
    ),
  );
  app.post('/like/getIsLikeByIdOrIpAndType', { schema }, async (request) =>
    success(
      await service.isLiked(app.ctx, request.body.type as LikeType, request.body.for_id, {
        userId: request.user?.id ?? null,
        ip: request.ip,
      }),
    ),
  );
};
