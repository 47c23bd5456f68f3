import {
  adminDoneResponse,
  adminIdParam,
  adminLinkBody,
  adminLinkPageResponse,
  adminLinkQuery,
  adminLinkRejectBody,
  adminLinkResponse,
} from '@blog/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../../lib/reply';
import { requireUser } from '../../../plugins/auth';
import * as service from './service';

export const linkAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/links',
    { schema: { querystring: adminLinkQuery, response: { 200: adminLinkPageResponse } } },
    async (request) => {
      const { status, current, size } = request.query;
      return success(await service.listLinks(app.ctx, status, current, size));
    },
  );
  app.put(
    '/links/:id/approve',
    { schema: { params: adminIdParam, response: { 200: adminLinkResponse } } },
    async (request) =>
      success(await service.approve(app.ctx, requireUser(request).id, request.params.id), '已通过'),
  );
  app.put(
    '/links/:id/reject',
    { schema: { params: adminIdParam, body: adminLinkRejectBody, response: { 200: adminDoneResponse } } },
    async (request) => {
      await service.reject(app.ctx, requireUser(request).id, request.params.id, request.body.reason);
      return success(null, '已驳回');
    },
  );
  app.put(
    '/links/:id',
    { schema: { params: adminIdParam, body: adminLinkBody, response: { 200: adminLinkResponse } } },
    async (request) => success(await service.edit(app.ctx, request.params.id, request.body), '保存成功'),
  );
  app.delete(
    '/links/:id',
    { schema: { params: adminIdParam, response: { 200: adminDoneResponse } } },
    async (request) => {
      await service.remove(app.ctx, request.params.id);
      return success(null, '删除成功');
    },
  );
};
