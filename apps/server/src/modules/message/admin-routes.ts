import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { adminRouteOf } from '../../lib/route';
import * as service from './service';

/** The message board: search, page, delete one or up to 100 at once. */
export const messageAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...adminRouteOf('admin.messages.list'),
    handler: async (request) => {
      const { keyword, current, size } = request.query;
      return success(await service.listMessagesForConsole(app.ctx, keyword, current, size));
    },
  });
  // The admin may delete anyone's messages: the same rule as on the board.
  app.route({
    ...adminRouteOf('admin.messages.delete'),
    handler: async (request) =>
      success(
        { deleted: await service.deleteMessages(app.ctx, requireUser(request), [request.params.id]) },
        '删除成功',
      ),
  });
  app.route({
    ...adminRouteOf('admin.messages.deleteMany'),
    handler: async (request) =>
      success(
        { deleted: await service.deleteMessages(app.ctx, requireUser(request), request.body.idList) },
        '删除成功',
      ),
  });
};
