import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { adminRouteOf } from '../../lib/route';
import * as service from './service';

const siteFields = (body: {
  category_id: number;
  name: string;
  url: string;
  description?: string | null;
  logo: string | null;
  sort: number;
}) => ({ ...body, description: body.description || null });

export const resourceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...adminRouteOf('admin.resources.categories'),
    handler: async (request) => success(await service.listCategories(app.ctx, request.query.type)),
  });
  app.route({
    ...adminRouteOf('admin.resources.createCategory'),
    handler: async (request) => success(await service.createCategory(app.ctx, request.body), '添加成功'),
  });
  app.route({
    ...adminRouteOf('admin.resources.updateCategory'),
    handler: async (request) =>
      success(await service.updateCategory(app.ctx, request.params.id, request.body), '保存成功'),
  });
  app.route({
    ...adminRouteOf('admin.resources.deleteCategory'),
    handler: async (request) => {
      await service.deleteCategory(app.ctx, request.params.id);
      return success(null, '删除成功');
    },
  });
  app.route({
    ...adminRouteOf('admin.resources.sites'),
    handler: async (request) =>
      success(await service.listSites(app.ctx, { categoryId: request.query.category_id })),
  });
  app.route({
    ...adminRouteOf('admin.resources.createSite'),
    handler: async (request) =>
      success(await service.createSite(app.ctx, siteFields(request.body)), '添加成功'),
  });
  app.route({
    ...adminRouteOf('admin.resources.updateSite'),
    handler: async (request) =>
      success(await service.updateSite(app.ctx, request.params.id, siteFields(request.body)), '保存成功'),
  });
  app.route({
    ...adminRouteOf('admin.resources.deleteSite'),
    handler: async (request) => {
      await service.deleteSite(app.ctx, request.params.id);
      return success(null, '删除成功');
    },
  });
};
