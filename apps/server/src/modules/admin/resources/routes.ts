import {
  adminDoneResponse,
  adminIdParam,
  adminResourceCategoryBody,
  adminResourceCategoryListResponse,
  adminResourceCategoryQuery,
  adminResourceCategoryResponse,
  adminResourceSiteBody,
  adminResourceSiteListResponse,
  adminResourceSiteQuery,
  adminResourceSiteResponse,
} from '@blog/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../../lib/reply';
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
  app.get(
    '/resources/categories',
    {
      schema: {
        querystring: adminResourceCategoryQuery,
        response: { 200: adminResourceCategoryListResponse },
      },
    },
    async (request) => success(await service.listCategories(app.ctx, request.query.type)),
  );
  app.post(
    '/resources/categories',
    { schema: { body: adminResourceCategoryBody, response: { 200: adminResourceCategoryResponse } } },
    async (request) => success(await service.createCategory(app.ctx, request.body), '添加成功'),
  );
  app.put(
    '/resources/categories/:id',
    {
      schema: {
        params: adminIdParam,
        body: adminResourceCategoryBody,
        response: { 200: adminResourceCategoryResponse },
      },
    },
    async (request) =>
      success(await service.updateCategory(app.ctx, request.params.id, request.body), '保存成功'),
  );
  app.delete(
    '/resources/categories/:id',
    { schema: { params: adminIdParam, response: { 200: adminDoneResponse } } },
    async (request) => {
      await service.deleteCategory(app.ctx, request.params.id);
      return success(null, '删除成功');
    },
  );
  app.get(
    '/resources/sites',
    { schema: { querystring: adminResourceSiteQuery, response: { 200: adminResourceSiteListResponse } } },
    async (request) => success(await service.listSites(app.ctx, request.query.category_id)),
  );
  app.post(
    '/resources/sites',
    { schema: { body: adminResourceSiteBody, response: { 200: adminResourceSiteResponse } } },
    async (request) => success(await service.createSite(app.ctx, siteFields(request.body)), '添加成功'),
  );
  app.put(
    '/resources/sites/:id',
    {
      schema: {
        params: adminIdParam,
        body: adminResourceSiteBody,
        response: { 200: adminResourceSiteResponse },
      },
    },
    async (request) =>
      success(await service.updateSite(app.ctx, request.params.id, siteFields(request.body)), '保存成功'),
  );
  app.delete(
    '/resources/sites/:id',
    { schema: { params: adminIdParam, response: { 200: adminDoneResponse } } },
    async (request) => {
      await service.deleteSite(app.ctx, request.params.id);
      return success(null, '删除成功');
    },
  );
};
