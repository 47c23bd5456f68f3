import { resourceCategoriesResponse, resourceSitesQuery, resourceSitesResponse } from '@blog/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import * as service from './service';

export const resourceRoutes: FastifyPluginAsyncZod = async (app) => {
  const categories = { schema: { response: { 200: resourceCategoriesResponse } } };
  app.get('/resources/front', categories, async () =>
    success(await service.listCategories(app.ctx, 'front')),
  );
  app.get('/resources/back', categories, async () => success(await service.listCategories(app.ctx, 'back')));

  app.get(
    '/resources/sites',
    { schema: { querystring: resourceSitesQuery, response: { 200: resourceSitesResponse } } },
    async (request) => success(await service.listSites(app.ctx, request.query.type, request.query.category)),
  );
};
