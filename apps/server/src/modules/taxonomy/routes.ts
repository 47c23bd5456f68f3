import { getCategoryDictionaryResponse, getTagDictionaryResponse } from '@blog/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import * as service from './service';

export const taxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/category/getCategoryDictionary',
    { schema: { response: { 200: getCategoryDictionaryResponse } } },
    async () => success(await service.getCategoryDictionary(app.ctx)),
  );
  app.get('/tag/getTagDictionary', { schema: { response: { 200: getTagDictionaryResponse } } }, async () =>
    success(await service.getTagDictionary(app.ctx)),
  );
};
