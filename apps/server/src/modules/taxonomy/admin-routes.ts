import { adminRoutes } from '@blog/contract/admin-routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { adminRouteOf } from '../../lib/route';
import * as service from './service';

/** `/categories` and `/tags`: the same four routes each. */
export const taxonomyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [routes, kind] of [
    [adminRoutes.categories, 'category'],
    [adminRoutes.tags, 'tag'],
  ] as const) {
    app.route({
      ...adminRouteOf(routes.list.name),
      handler: async () => success(await service.list(app.ctx, kind)),
    });
    app.route({
      ...adminRouteOf(routes.create.name),
      handler: async (request) => success(await service.create(app.ctx, kind, request.body.name), '添加成功'),
    });
    app.route({
      ...adminRouteOf(routes.rename.name),
      handler: async (request) =>
        success(await service.rename(app.ctx, kind, request.params.id, request.body.name), '修改成功'),
    });
    app.route({
      ...adminRouteOf(routes.delete.name),
      handler: async (request) => {
        await service.remove(app.ctx, kind, request.params.id, request.query.detach === '1');
        return success(null, '删除成功');
      },
    });
  }
};
