import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { routeOf } from '../../lib/route';
import { authenticate, requireUser } from '../../plugins/auth';
import * as service from './service';

export const notifyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticate);

  app.route({
    ...routeOf('notify.list'),
    handler: async (request) => {
      const { current, size } = request.body;
      return success(await service.listNotifications(app.ctx, requireUser(request).id, current, size));
    },
  });

  app.route({
    ...routeOf('notify.markViewed'),
    handler: async (request) => {
      await service.markViewed(app.ctx, requireUser(request).id, request.params.id);
      return success(null, '已读');
    },
  });

  app.route({
    ...routeOf('notify.delete'),
    handler: async (request) => {
      await service.deleteNotification(app.ctx, requireUser(request).id, request.params.id);
      return success(null, '删除成功');
    },
  });
};
