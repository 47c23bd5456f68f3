import {
  articleDetailResponse,
  articleFilterBody,
  articlePageResponse,
  filteredArticlePageResponse,
  hotArticlesResponse,
  idParam,
  pagePathParams,
  readingDurationParams,
  readingDurationResponse,
  recommendationResponse,
  articleSearchResponse,
  timelinePageResponse,
} from '@blog/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/reply';
import { cachedRead } from '../../plugins/read-cache';
import * as service from './service';

export const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/article/blogHomeGetArticleList/:current/:size',
    { schema: { params: pagePathParams, response: { 200: articlePageResponse } } },
    async (request) =>
      success(
        await cachedRead(app, request, () =>
          service.listHomeArticles(app.ctx, request.params.current, request.params.size),
        ),
      ),
  );
  app.get(
    '/article/blogTimelineGetArticleList/:current/:size',
    { schema: { params: pagePathParams, response: { 200: timelinePageResponse } } },
    async (request) =>
      success(
        await cachedRead(app, request, () =>
          service.listTimeline(app.ctx, request.params.current, request.params.size),
        ),
      ),
  );
  app.post(
    '/article/getArticleListByTagId',
    { schema: { body: articleFilterBody, response: { 200: filteredArticlePageResponse } } },
    async (request) => {
      const { id, current, size } = request.body;
      return success(await cachedRead(app, request, () => service.listByTag(app.ctx, id, current, size)));
    },
  );
  app.post(
    '/article/getArticleListByCategoryId',
    { schema: { body: articleFilterBody, response: { 200: filteredArticlePageResponse } } },
    async (request) => {
      const { id, current, size } = request.body;
      return success(
        await cachedRead(app, request, () => service.listByCategory(app.ctx, id, current, size)),
      );
    },
  );
  app.get(
    '/article/getArticleById/:id',
    { schema: { params: idParam, response: { 200: articleDetailResponse } } },
    async (request) => {
      const article = await cachedRead(app, request, () => service.getArticle(app.ctx, request.params.id));
      return success(service.countView(app.articleViews, article, service.visitorOf(request)));
    },
  );
  app.get(
    '/article/getRecommendArticleById/:id',
    { schema: { params: idParam, response: { 200: recommendationResponse } } },
    async (request) =>
      success(await cachedRead(app, request, () => service.getRecommendations(app.ctx, request.params.id))),
  );
  app.get('/article/getHotArticle', { schema: { response: { 200: hotArticlesResponse } } }, async (request) =>
    success(await cachedRead(app, request, () => service.getHotArticles(app.ctx))),
  );
  app.get(
    '/article/getArticleListByContent/:query',
    { schema: { params: z.object({ query: z.string() }), response: { 200: articleSearchResponse } } },
    async (request) =>
      success(await cachedRead(app, request, () => service.search(app.ctx, request.params.query))),
  );
  app.put(
    '/article/addReadingDuration/:id/:duration',
    // Reading time is shown nowhere a cached read answers.
    {
      config: { keepsReadCache: true },
      schema: { params: readingDurationParams, response: { 200: readingDurationResponse } },
    },
    async (request) =>
      success(await service.addReadingDuration(app.ctx, request.params.id, request.params.duration)),
  );
};
