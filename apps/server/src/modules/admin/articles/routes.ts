import {
  adminArticleBody,
  adminArticlePageResponse,
  adminArticleQuery,
  adminArticleResponse,
  adminArticleStatusBody,
  adminDoneResponse,
  adminIdParam,
  adminTopBody,
} from '@blog/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../../lib/reply';
import { requireUser } from '../../../plugins/auth';
import * as service from './service';

export const articleAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/articles',
    { schema: { querystring: adminArticleQuery, response: { 200: adminArticlePageResponse } } },
    async (request) => {
      const { current, size, status, category_id, tag_id, keyword, deleted } = request.query;
      const filter = { status, categoryId: category_id, tagId: tag_id, keyword, deleted: deleted === '1' };
      return success(await service.listArticles(app.ctx, filter, current, size));
    },
  );
  app.get(
    '/articles/:id',
    { schema: { params: adminIdParam, response: { 200: adminArticleResponse } } },
    async (request) => success(await service.getArticle(app.ctx, request.params.id)),
  );
  app.post(
    '/articles',
    { schema: { body: adminArticleBody, response: { 200: adminArticleResponse } } },
    async (request) =>
      success(await service.saveArticle(app.ctx, requireUser(request).id, request.body), '发布成功'),
  );
  app.put(
    '/articles/:id',
    { schema: { params: adminIdParam, body: adminArticleBody, response: { 200: adminArticleResponse } } },
    async (request) =>
      success(
        await service.saveArticle(app.ctx, requireUser(request).id, request.body, request.params.id),
        '保存成功',
      ),
  );
  app.put(
    '/articles/:id/status',
    {
      schema: { params: adminIdParam, body: adminArticleStatusBody, response: { 200: adminArticleResponse } },
    },
    async (request) => success(await service.setStatus(app.ctx, request.params.id, request.body.status)),
  );
  app.put(
    '/articles/:id/top',
    { schema: { params: adminIdParam, body: adminTopBody, response: { 200: adminArticleResponse } } },
    async (request) =>
      success(await service.setTop(app.ctx, request.params.id, request.body.is_top, request.body.order)),
  );
  app.delete(
    '/articles/:id',
    { schema: { params: adminIdParam, response: { 200: adminArticleResponse } } },
    async (request) => success(await service.recycle(app.ctx, request.params.id), '已移到回收站'),
  );
  app.put(
    '/articles/:id/restore',
    { schema: { params: adminIdParam, response: { 200: adminArticleResponse } } },
    async (request) => success(await service.restore(app.ctx, request.params.id), '已恢复'),
  );
  app.delete(
    '/articles/:id/purge',
    { schema: { params: adminIdParam, response: { 200: adminDoneResponse } } },
    async (request) => {
      await service.purge(app.ctx, request.params.id);
      return success(null, '已彻底删除');
    },
  );
};
