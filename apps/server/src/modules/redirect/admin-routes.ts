import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { adminRouteOf } from '../../lib/route';
import * as service from './service';

export const redirectAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...adminRouteOf('admin.redirects.list'),
    handler: async (request) =>
      success(await service.listRedirects(app.ctx, request.query.current, request.query.size)),
  });
  app.route({
    ...adminRouteOf('admin.redirects.delete'),
    handler: async (request) => {
      await service.deleteRedirect(app.ctx, request.params.id);
      return success(null, '删除成功');
    },
  });
};
