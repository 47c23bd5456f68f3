import {
  addViewResponse,
  getConfigResponse,
  getPageHeadersResponse,
  getStatisticResponse,
} from '@blog/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import * as service from './service';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/config', { schema: { response: { 200: getConfigResponse } } }, async () =>
    success(await service.getSiteConfig(app.ctx)),
  );
  app.put('/config/addView', { schema: { response: { 200: addViewResponse } } }, async () =>
    success(await service.addView(app.ctx)),
  );
  app.get('/pageHeader/getAll', { schema: { response: { 200: getPageHeadersResponse } } }, async () =>
    success(await service.getPageHeaders(app.ctx)),
  );
  app.get('/statistic', { schema: { response: { 200: getStatisticResponse } } }, async () =>
    success(await service.getStatistic(app.ctx)),
  );
};
