import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { routeOf } from '../../lib/route';
import { mailOrigin } from '../mail/service';
import { authenticate, requireUser } from '../../plugins/auth';
import * as service from './service';

export const linkRoutes: FastifyPluginAsyncZod = async (app) => {
  // Five applications or edits a minute per address, whatever the global limit says.
  const limited = { rateLimit: { max: 5, timeWindow: 60_000 } };

  app.route({
    ...routeOf('link.list'),
    handler: async (request) =>
      success(await service.listLinks(app.ctx, request.body.current, request.body.size)),
  });

  app.route({
    ...routeOf('link.apply'),
    onRequest: authenticate,
    config: limited,
    preHandler: app.moderation.guard,
    handler: async (request) => {
      const { site_name, site_desc, site_avatar, url, email } = request.body;
      const link = await service.applyForLink(
        app.ctx,
        { mail: app.mail, origin: mailOrigin(request) },
        requireUser(request),
        { site_name, site_desc, site_avatar, url },
        email,
      );
      return success(link, link.status === 2 ? '添加成功' : '申请成功，等待审核');
    },
  });

  app.route({
    ...routeOf('link.update'),
    onRequest: authenticate,
    config: limited,
    handler: async (request) => {
      const { id, site_name, site_desc, site_avatar, url } = request.body;
      const link = await service.updateLink(app.ctx, requireUser(request), id, {
        site_name,
        site_desc,
        site_avatar,
        url,
      });
      return success(link, link.status === 2 ? '修改成功' : '修改成功，等待审核');
    },
  });
};
