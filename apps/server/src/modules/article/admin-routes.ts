import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { adminRouteOf } from '../../lib/route';
import * as service from './admin-service';

export const articleAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...adminRouteOf('admin.articles.list'),
    handler: async (request) => {
      const { current, size, status, category_id, tag_id, keyword, deleted } = request.query;
      const filter = { status, categoryId: category_id, tagId: tag_id, keyword, deleted: deleted === '1' };
      return success(await service.listArticles(app.ctx, filter, current, size));
    },
  });
  app.route({
    ...adminRouteOf('admin.articles.detail'),
    handler: async (request) => success(await service.getArticle(app.ctx, request.params.id)),
  });
  app.route({
    ...adminRouteOf('admin.articles.create'),
    handler: async (request) =>
      success(await service.saveArticle(app.ctx, requireUser(request).id, request.body), '发布成功'),
  });
  app.route({
    ...adminRouteOf('admin.articles.update'),
    handler: async (request) =>
      success(
        await service.saveArticle(app.ctx, requireUser(request).id, request.body, request.params.id),
        '保存成功',
      ),
  });
  app.route({
    ...adminRouteOf('admin.articles.status'),
    handler: async (request) =>
      success(await service.setStatus(app.ctx, request.params.id, request.body.status)),
  });
  app.route({
    ...adminRouteOf('admin.articles.top'),
    handler: async (request) =>
      success(await service.setTop(app.ctx, request.params.id, request.body.is_top, request.body.order)),
  });
  app.route({
    ...adminRouteOf('admin.articles.recycle'),
    handler: async (request) => success(await service.recycle(app.ctx, request.params.id), '已移到回收站'),
  });
  app.route({
    ...adminRouteOf('admin.articles.restore'),
    handler: async (request) => success(await service.restore(app.ctx, request.params.id), '已恢复'),
  });
  app.route({
    ...adminRouteOf('admin.articles.purge'),
    handler: async (request) => {
      await service.purge(app.ctx, request.params.id);
      return success(null, '已彻底删除');
    },
  });
};
