import { idParam, talkDetailResponse, talkListBody, talkPageResponse } from '@blog/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import * as service from './service';

export const talkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/talk/blogGetTalkList',
    { schema: { body: talkListBody, response: { 200: talkPageResponse } } },
    async (request) => {
      const { current, size } = request.body;
      return success(
        await service.listTalks(app.ctx, current, size, { userId: request.user?.id ?? null, ip: request.ip }),
      );
    },
  );

  app.get(
    '/talk/getTalkById/:id',
    { schema: { params: idParam, response: { 200: talkDetailResponse } } },
    async (request) =>
      success(
        await service.getTalk(app.ctx, request.params.id, {
          userId: request.user?.id ?? null,
          ip: request.ip,
        }),
      ),
  );
};
