import {
  addViewResponse,
  getConfigResponse,
  getPageHeadersResponse,
  getStatisticResponse,
} from '@blog/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { cachedRead } from '../../plugins/read-cache';
import * as service from './service';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/config', { schema: { response: { 200: getConfigResponse } } }, async (request) =>
    success(await cachedRead(app, request, () => service.getSiteConfig(app.ctx))),
  );
  app.put(
    '/config/addView',
    // Only the visit counter moves; cached reads may show it a moment late.
    { config: { keepsReadCache: true }, schema: { response: { 200: addViewResponse } } },
    async () => success(await service.addView(app.ctx)),
  );
  app.get('/pageHeader/getAll', { schema: { response: { 200: getPageHeadersResponse } } }, async (request) =>
    success(await cachedRead(app, request, () => service.getPageHeaders(app.ctx))),
  );
  app.get('/statistic', { schema: { response: { 200: getStatisticResponse } } }, async (request) =>
    success(await cachedRead(app, request, () => service.getStatistic(app.ctx))),
  );
};
