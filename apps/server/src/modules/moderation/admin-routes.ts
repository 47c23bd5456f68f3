import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { adminRouteOf } from '../../lib/route';

/** The owner's rules and the banned addresses; the held queue is modules/moderation-queue's. */
export const moderationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...adminRouteOf('admin.moderation.settings'),
    handler: async () => success(await app.moderation.settings()),
  });
  app.route({
    ...adminRouteOf('admin.moderation.saveSettings'),
    handler: async (request) => success(await app.moderation.saveSettings(request.body), '审核设置已保存'),
  });
  app.route({
    ...adminRouteOf('admin.moderation.bannedIps'),
    handler: async () => success(await app.moderation.bannedIps()),
  });
  app.route({
    ...adminRouteOf('admin.moderation.unbanIp'),
    handler: async (request) => {
      await app.moderation.unbanIp(request.params.id);
      return success(null, '已解除封禁');
    },
  });
};
