import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { adminRouteOf } from '../../lib/route';
import { mailOrigin } from '../mail/service';
import * as service from './service';

export const linkAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The applicant hears of the review by mail too, with links back to the blog. */
  const mailDeps = (request: FastifyRequest) => ({ mail: app.mail, origin: mailOrigin(request) });

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
      const link = await service.approve(
        app.ctx,
        mailDeps(request),
        requireUser(request).id,
        request.params.id,
      );
      return success(link, '已通过');
    },
  });
  app.route({
    ...adminRouteOf('admin.links.reject'),
    handler: async (request) => {
      await service.reject(
        app.ctx,
        mailDeps(request),
        requireUser(request).id,
        request.params.id,
        request.body.reason,
      );
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
