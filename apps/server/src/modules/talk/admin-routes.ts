import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { adminRouteOf } from '../../lib/route';
import * as service from './service';

export const talkAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...adminRouteOf('admin.talks.list'),
    handler: async (request) => {
      const { status, current, size } = request.query;
      return success(await service.listAllTalks(app.ctx, status, current, size));
    },
  });
  app.route({
    ...adminRouteOf('admin.talks.create'),
    handler: async (request) =>
      success(await service.createTalk(app.ctx, requireUser(request).id, request.body), '发布成功'),
  });
  app.route({
    ...adminRouteOf('admin.talks.update'),
    handler: async (request) =>
      success(await service.updateTalk(app.ctx, request.params.id, request.body), '保存成功'),
  });
  app.route({
    ...adminRouteOf('admin.talks.top'),
    handler: async (request) =>
      success(await service.setFields(app.ctx, request.params.id, { is_top: request.body.is_top })),
  });
  app.route({
    ...adminRouteOf('admin.talks.status'),
    handler: async (request) =>
      success(await service.setFields(app.ctx, request.params.id, { status: request.body.status })),
  });
  app.route({
    ...adminRouteOf('admin.talks.delete'),
    handler: async (request) => {
      await service.deleteTalk(app.ctx, request.params.id);
      return success(null, '删除成功');
    },
  });
};
