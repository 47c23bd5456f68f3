import { idParam, notifyListBody, notifyListResponse, ok } from '@blog/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/reply';
import { authenticate, requireUser } from '../../plugins/auth';
import * as service from './service';

const done = ok(z.null());

export const notifyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticate);

  app.post(
    '/notify/getNotifyList',
    { schema: { body: notifyListBody, response: { 200: notifyListResponse } } },
    async (request) => {
      const { current, size } = request.body;
      return success(await service.listNotifications(app.ctx, requireUser(request).id, current, size));
    },
  );

  app.put('/notify/update/:id', { schema: { params: idParam, response: { 200: done } } }, async (request) => {
    await service.markViewed(app.ctx, requireUser(request).id, request.params.id);
    return success(null, '已读');
  });

  app.put('/notify/delete/:id', { schema: { params: idParam, response: { 200: done } } }, async (request) => {
    await service.deleteNotification(app.ctx, requireUser(request).id, request.params.id);
    return success(null, '删除成功');
  });
};
