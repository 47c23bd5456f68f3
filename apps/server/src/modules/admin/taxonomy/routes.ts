import {
  adminDetachQuery,
  adminDoneResponse,
  adminIdParam,
  adminTaxonomyBody,
  adminTaxonomyListResponse,
  adminTaxonomyResponse,
} from '@blog/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../../lib/reply';
import * as service from './service';

/** `/categories` and `/tags`: the same five routes each. */
export const taxonomyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, kind] of [
    ['/categories', 'category'],
    ['/tags', 'tag'],
  ] as const) {
    app.get(path, { schema: { response: { 200: adminTaxonomyListResponse } } }, async () =>
      success(await service.list(app.ctx, kind)),
    );
    app.post(
      path,
      { schema: { body: adminTaxonomyBody, response: { 200: adminTaxonomyResponse } } },
      async (request) => success(await service.create(app.ctx, kind, request.body.name), '添加成功'),
    );
    app.put(
      `${path}/:id`,
      { schema: { params: adminIdParam, body: adminTaxonomyBody, response: { 200: adminTaxonomyResponse } } },
      async (request) =>
        success(await service.rename(app.ctx, kind, request.params.id, request.body.name), '修改成功'),
    );
    app.delete(
      `${path}/:id`,
      {
        schema: { params: adminIdParam, querystring: adminDetachQuery, response: { 200: adminDoneResponse } },
      },
      async (request) => {
        await service.remove(app.ctx, kind, request.params.id, request.query.detach === '1');
        return success(null, '删除成功');
      },
    );
  }
};
