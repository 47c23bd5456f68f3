import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { adminRouteOf } from '../../lib/route';
import * as service from './service';

/** Every comment and reply: search, page, delete one or up to 100 at once. */
export const commentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
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
