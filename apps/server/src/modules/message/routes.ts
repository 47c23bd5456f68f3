import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { routeOf } from '../../lib/route';
import { mailOrigin } from '../mail/routes';
import { authenticate, requireUser } from '../../plugins/auth';
import * as service from './service';

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  // Five messages a minute per address, whatever the global limit says.
  const limited = { rateLimit: { max: 5, timeWindow: 60_000 } };

  app.route({
    ...routeOf('message.list'),
    handler: async (request) =>
      success(
        await service.listMessages(app.ctx, request.body, {
          userId: request.user?.id ?? null,
          ip: request.ip,
        }),
      ),
  });

  app.route({
    ...routeOf('message.detail'),
    handler: async (request) =>
      success(
        await service.getMessage(app.ctx, request.params.id, {
          userId: request.user?.id ?? null,
          ip: request.ip,
        }),
      ),
  });

  app.route({
    ...routeOf('message.danmaku'),
    handler: async () => success(await service.danmaku(app.ctx)),
  });

  app.route({
    ...routeOf('message.hotTags'),
    handler: async () => success(await service.hotTags(app.ctx)),
  });

  app.route({
    ...routeOf('message.add'),
    config: limited,
    handler: async (request) => {
      const { user_id: _user, nick_name: _name, email, ...input } = request.body;
      const message = await service.addMessage(app.ctx, request.user, input, request.ip);
      await app.mail.messagePosted(mailOrigin(request), message, email);
      return success(message, '留言成功');
    },
  });

  app.route({
    ...routeOf('message.update'),
    onRequest: authenticate,
    config: limited,
    handler: async (request) => {
      const { id, user_id: _user, nick_name: _name, ...input } = request.body;
      return success(
        await service.updateMessage(app.ctx, requireUser(request), id, input, request.ip),
        '修改成功',
      );
    },
  });

  app.route({
    ...routeOf('message.delete'),
    onRequest: authenticate,
    handler: async (request) => {
      const deleted = await service.deleteMessages(app.ctx, requireUser(request), request.body.idList);
      return success({ deleted }, '删除成功');
    },
  });
};
