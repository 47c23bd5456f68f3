import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { adminRouteOf } from '../../lib/route';
import { mailOrigin } from './service';

/** The console's 邮件 page: the log, a retry of a failed mail, a test mail and the owner's address. */
export const mailAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...adminRouteOf('admin.mail.list'),
    handler: async (request) => {
      const { status, current, size } = request.query;
      return success(await app.mail.list(status, current, size));
    },
  });
  app.route({
    ...adminRouteOf('admin.mail.retry'),
    handler: async (request) => success(await app.mail.retry(request.params.id), '已重新加入发送队列'),
  });
  app.route({
    ...adminRouteOf('admin.mail.test'),
    handler: async (request) =>
      success(await app.mail.sendTest(mailOrigin(request), request.body.to), '测试邮件已加入发送队列'),
  });
  app.route({
    ...adminRouteOf('admin.mail.settings'),
    handler: async () => success(await app.mail.adminSettings()),
  });
  app.route({
    ...adminRouteOf('admin.mail.updateSettings'),
    handler: async (request) =>
      success(await app.mail.updateAdminSettings(request.body.admin_email), '保存成功'),
  });
};
