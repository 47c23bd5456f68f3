import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../../lib/reply';
import { requireUser } from '../../../plugins/auth';
import { adminRouteOf } from '../admin-route';
import * as service from './service';

/** The message board and the comments: search, page, delete one or up to 100 at once. */
export const communityAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...adminRouteOf('admin.messages.list'),
    handler: async (request) => {
      const { keyword, current, size } = request.query;
      return success(await service.listMessages(app.ctx, keyword, current, size));
    },
  });
  app.route({
    ...adminRouteOf('admin.messages.delete'),
    handler: async (request) =>
      success(
        { deleted: await service.deleteMessages(app.ctx, requireUser(request), [request.params.id]) },
        '删除成功',
      ),
  });
  app.route({
    ...adminRouteOf('admin.messages.deleteMany'),
    handler: async (request) =>
      success(
        { deleted: await service.deleteMessages(app.ctx, requireUser(request), request.body.idList) },
        '删除成功',
      ),
  });
  app.route({
    ...adminRouteOf('admin.comments.list'),
    handler: async (request) => {
      const { keyword, type, current, size } = request.query;
      return success(await service.listComments(app.ctx, { keyword, type }, current, size));
    },
  });
  app.route({
    ...adminRouteOf('admin.comments.delete'),
    handler: async (request) =>
      success({ deleted: await service.deleteComments(app.ctx, [request.params.id]) }, '删除成功'),
  });
  app.route({
    ...adminRouteOf('admin.comments.deleteMany'),
    handler: async (request) =>
      success({ deleted: await service.deleteComments(app.ctx, request.body.idList) }, '删除成功'),
  });
};
