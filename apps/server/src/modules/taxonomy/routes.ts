import { getCategoryDictionaryResponse, getTagDictionaryResponse } from '@blog/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { cachedRead } from '../../plugins/read-cache';
import * as service from './service';

export const taxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/category/getCategoryDictionary',
    { schema: { response: { 200: getCategoryDictionaryResponse } } },
    async (request) => success(await cachedRead(app, request, () => service.getCategoryDictionary(app.ctx))),
  );
  app.get(
    '/tag/getTagDictionary',
    { schema: { response: { 200: getTagDictionaryResponse } } },
    async (request) => success(await cachedRead(app, request, () => service.getTagDictionary(app.ctx))),
  );
};
