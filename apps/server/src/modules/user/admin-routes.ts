import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { adminRouteOf } from '../../lib/route';
import * as service from './service';

export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...adminRouteOf('admin.users.list'),
    handler: async (request) => {
      const { keyword, current, size } = request.query;
      return success(await service.listUsers(app.ctx, keyword, current, size));
    },
  });
  app.route({
    ...adminRouteOf('admin.users.setDisabled'),
    handler: async (request) =>
      success(
        await service.setDisabled(app.ctx, request.params.id, request.body.disabled),
        request.body.disabled ? '已停用' : '已启用',
      ),
  });
  app.route({
    ...adminRouteOf('admin.users.delete'),
    handler: async (request) => {
      await service.deleteUser(app.ctx, request.params.id);
      return success(null, '已删除');
    },
  });
};
