import { adminStatsResponse } from '@blog/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../../lib/reply';
import * as service from './service';

export const statsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/stats', { schema: { response: { 200: adminStatsResponse } } }, async () =>
    success(await service.stats(app.ctx)),
  );
};
