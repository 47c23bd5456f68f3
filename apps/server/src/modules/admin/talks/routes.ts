import {
  adminDoneResponse,
  adminIdParam,
  adminTalkBody,
  adminTalkPageResponse,
  adminTalkQuery,
  adminTalkResponse,
  adminTopBody,
  talkStatus,
} from '@blog/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../../lib/reply';
import { requireUser } from '../../../plugins/auth';
import * as service from './service';

export const talkAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/talks',
    { schema: { querystring: adminTalkQuery, response: { 200: adminTalkPageResponse } } },
    async (request) => {
      const { status, current, size } = request.query;
      return success(await service.listTalks(app.ctx, status, current, size));
    },
  );
  app.post(
    '/talks',
    { schema: { body: adminTalkBody, response: { 200: adminTalkResponse } } },
    async (request) =>
      success(await service.createTalk(app.ctx, requireUser(request).id, request.body), '发布成功'),
  );
  app.put(
    '/talks/:id',
    { schema: { params: adminIdParam, body: adminTalkBody, response: { 200: adminTalkResponse } } },
    async (request) =>
      success(await service.updateTalk(app.ctx, request.params.id, request.body), '保存成功'),
  );
  app.put(
    '/talks/:id/top',
    {
      schema: {
        params: adminIdParam,
        body: adminTopBody.pick({ is_top: true }),
        response: { 200: adminTalkResponse },
      },
    },
    async (request) =>
      success(await service.setFields(app.ctx, request.params.id, { is_top: request.body.is_top })),
  );
  app.put(
    '/talks/:id/status',
    {
      schema: {
        params: adminIdParam,
        body: z.object({ status: talkStatus }),
        response: { 200: adminTalkResponse },
      },
    },
    async (request) =>
      success(await service.setFields(app.ctx, request.params.id, { status: request.body.status })),
  );
  app.delete(
    '/talks/:id',
    { schema: { params: adminIdParam, response: { 200: adminDoneResponse } } },
    async (request) => {
      await service.deleteTalk(app.ctx, request.params.id);
      return success(null, '删除成功');
    },
  );
};
