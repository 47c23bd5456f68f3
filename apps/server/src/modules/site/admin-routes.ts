import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { adminRouteOf } from '../../lib/route';
import * as service from './service';

export const siteAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...adminRouteOf('admin.site.config'),
    handler: async () => success(await service.getSiteConfig(app.ctx)),
  });
  app.route({
    ...adminRouteOf('admin.site.updateConfig'),
    handler: async (request) => success(await service.updateSiteConfig(app.ctx, request.body), '保存成功'),
  });
  app.route({
    ...adminRouteOf('admin.site.pageHeaders'),
    handler: async () => success(await service.getPageHeaders(app.ctx)),
  });
  app.route({
    ...adminRouteOf('admin.site.setPageHeader'),
    handler: async (request) =>
      success(
        await service.setPageHeader(app.ctx, request.params.route_name, request.body.bg_url),
        '保存成功',
      ),
  });
};
