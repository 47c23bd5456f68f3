import {
  adminIdParam,
  adminSearchQuery,
  adminUserDisabledBody,
  adminUserPageResponse,
  adminUserResponse,
} from '@blog/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../../lib/reply';
import * as service from './service';

export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    { schema: { querystring: adminSearchQuery, response: { 200: adminUserPageResponse } } },
    async (request) => {
      const { keyword, current, size } = request.query;
      return success(await service.listUsers(app.ctx, keyword, current, size));
    },
  );
  app.put(
    '/users/:id/disabled',
    { schema: { params: adminIdParam, body: adminUserDisabledBody, response: { 200: adminUserResponse } } },
    async (request) =>
      success(
        await service.setDisabled(app.ctx, request.params.id, request.body.disabled),
        request.body.disabled ? '已停用' : '已启用',
      ),
  );
};
