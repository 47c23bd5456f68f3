import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { adminRouteOf } from '../../lib/route';
import { mailOrigin } from '../mail/service';
import * as service from './service';

/** The owner's queue of held messages and comments: read, approve, reject, ban the author. */
export const moderationQueueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...adminRouteOf('admin.moderation.queue'),
    handler: async () => success(await service.heldQueue(app.ctx)),
  });
  app.route({
    ...adminRouteOf('admin.moderation.approve'),
    handler: async (request) => {
      // Those a held reply answers hear of it now, as they would have when it was written.
      const done = await service.approve(app.ctx, request.body.items, (comment, answeredId) =>
        app.mail.commented(mailOrigin(request), comment, undefined, answeredId, { owner: false }),
      );
      return success({ done }, '已通过');
    },
  });
  app.route({
    ...adminRouteOf('admin.moderation.reject'),
    handler: async (request) =>
      success({ done: await service.reject(app.ctx, request.body.items) }, '已拒绝并删除'),
  });
  app.route({
    ...adminRouteOf('admin.moderation.ban'),
    handler: async (request) => {
      const { reason, ...item } = request.body;
      return success(await service.ban(app.ctx, item, reason), '已封禁');
    },
  });
};
