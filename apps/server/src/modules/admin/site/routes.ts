import {
  adminPageHeaderBody,
  adminPageHeaderParams,
  adminPageHeaderResponse,
  adminPageHeadersResponse,
  adminSiteConfigBody,
  adminSiteConfigResponse,
} from '@blog/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../../lib/reply';
import * as service from './service';

export const siteAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/config', { schema: { response: { 200: adminSiteConfigResponse } } }, async () =>
    success(await service.getSiteConfig(app.ctx)),
  );
  app.put(
    '/config',
    { schema: { body: adminSiteConfigBody, response: { 200: adminSiteConfigResponse } } },
    async (request) => success(await service.updateSiteConfig(app.ctx, request.body), '保存成功'),
  );
  app.get('/pageHeaders', { schema: { response: { 200: adminPageHeadersResponse } } }, async () =>
    success(await service.getPageHeaders(app.ctx)),
  );
  app.put(
    '/pageHeaders/:route_name',
    {
      schema: {
        params: adminPageHeaderParams,
        body: adminPageHeaderBody,
        response: { 200: adminPageHeaderResponse },
      },
    },
    async (request) =>
      success(
        await service.setPageHeader(app.ctx, request.params.route_name, request.body.bg_url),
        '保存成功',
      ),
  );
};
