import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { routeOf } from '../../lib/route';
import { authenticate, requireUser } from '../../plugins/auth';
import { mailOrigin, type MailService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mail (issue #18): the events the routes report, the queue's worker, the links in mails. */
    mail: MailService;
  }
}

/** Below `/api`: whether mail is on, and the user centre's mail settings. */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf('mail.status'),
    handler: async () => success({ enabled: app.mail.enabled }),
  });

  app.route({
    ...routeOf('mail.settings'),
    onRequest: authenticate,
    handler: async (request) => success(await app.mail.settings(requireUser(request).id)),
  });

  app.route({
    ...routeOf('mail.setAddress'),
    onRequest: authenticate,
    // Each new address costs a verification mail.
    config: { rateLimit: { max: 5, timeWindow: 60_000 } },
    handler: async (request) => {
      const settings = await app.mail.setAddress(
        mailOrigin(request),
        requireUser(request).id,
        request.body.email,
      );
      return success(settings, settings.email ? '验证邮件已发送，请查收' : '邮箱已移除');
    },
  });

  app.route({
    ...routeOf('mail.setReplies'),
    onRequest: authenticate,
    handler: async (request) =>
      success(await app.mail.setReplies(requireUser(request).id, request.body.replies), '已保存'),
  });
};
