import {
  adminCommentPageResponse,
  adminCommentQuery,
  adminDeletedResponse,
  adminIdListBody,
  adminIdParam,
  adminMessagePageResponse,
  adminSearchQuery,
} from '@blog/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../../lib/reply';
import { requireUser } from '../../../plugins/auth';
import * as service from './service';

/** The message board and the comments: search, page, delete one or up to 100 at once. */
export const communityAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/messages',
    { schema: { querystring: adminSearchQuery, response: { 200: adminMessagePageResponse } } },
    async (request) => {
      const { keyword, current, size } = request.query;
      return success(await service.listMessages(app.ctx, keyword, current, size));
    },
  );
  app.delete(
    '/messages/:id',
    { schema: { params: adminIdParam, response: { 200: adminDeletedResponse } } },
    async (request) =>
      success(
        { deleted: await service.deleteMessages(app.ctx, requireUser(request), [request.params.id]) },
        '删除成功',
      ),
  );
  app.post(
    '/messages/delete',
    { schema: { body: adminIdListBody, response: { 200: adminDeletedResponse } } },
    async (request) =>
      success(
        { deleted: await service.deleteMessages(app.ctx, requireUser(request), request.body.idList) },
        '删除成功',
      ),
  );
  app.get(
    '/comments',
    { schema: { querystring: adminCommentQuery, response: { 200: adminCommentPageResponse } } },
    async (request) => {
      const { keyword, type, current, size } = request.query;
      return success(await service.listComments(app.ctx, { keyword, type }, current, size));
    },
  );
  app.delete(
    '/comments/:id',
    { schema: { params: adminIdParam, response: { 200: adminDeletedResponse } } },
    async (request) =>
      success({ deleted: await service.deleteComments(app.ctx, [request.params.id]) }, '删除成功'),
  );
  app.post(
    '/comments/delete',
    { schema: { body: adminIdListBody, response: { 200: adminDeletedResponse } } },
    async (request) =>
      success({ deleted: await service.deleteComments(app.ctx, request.body.idList) }, '删除成功'),
  );
};
