import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { adminRouteOf } from '../../lib/route';
import { mailOrigin } from '../mail/service';
import * as service from './service';

export const linkAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...adminRouteOf('admin.links.list'),
    handler: async (request) => {
      const { status, current, size } = request.query;
      return success(await service.listAllLinks(app.ctx, status, current, size));
    },
  });
  app.route({
    ...adminRouteOf('admin.links.approve'),
    handler: async (request) => {
      const link = await service.approve(app.ctx, requireUser(request).id, request.params.id);
      await app.mail.linkReviewed(mailOrigin(request), link, { approved: true });
      return success(link, '已通过');
    },
  });
  app.route({
    ...adminRouteOf('admin.links.reject'),
    handler: async (request) => {
      const { reason } = request.body;
      const link = await service.reject(app.ctx, requireUser(request).id, request.params.id, reason);
      await app.mail.linkReviewed(mailOrigin(request), link, { approved: false, reason });
      return success(null, '已驳回');
    },
  });
  app.route({
    ...adminRouteOf('admin.links.update'),
    handler: async (request) =>
      success(await service.edit(app.ctx, request.params.id, request.body), '保存成功'),
  });
  app.route({
    ...adminRouteOf('admin.links.delete'),
    handler: async (request) => {
      await service.remove(app.ctx, request.params.id);
      return success(null, '删除成功');
    },
  });
};
