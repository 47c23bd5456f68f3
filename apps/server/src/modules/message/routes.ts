import { HELD_MESSAGE } from '@blog/contract/held';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { routeOf } from '../../lib/route';
import { mailOrigin } from '../mail/service';
import { authenticate, requireUser } from '../../plugins/auth';
import { readerOf } from '../moderation/reader';
import * as service from './service';

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  // Five messages a minute per address, whatever the global limit says.
  const limited = { rateLimit: { max: 5, timeWindow: 60_000 } };

  /** Moderation judges a write by the request it came in; the links in its mails lead back to the blog. */
  const writeDeps = (request: FastifyRequest): service.MessageWriteDeps => ({
    screen: (submission) => app.moderation.screen(request, submission),
    mail: app.mail,
    origin: mailOrigin(request),
  });

  app.route({
    ...routeOf('message.list'),
    handler: async (request) =>
      success(
        await service.listMessages(
          app.ctx,
          request.body,
          { userId: request.user?.id ?? null, ip: request.ip },
          readerOf(request),
        ),
      ),
  });

  app.route({
    ...routeOf('message.detail'),
    handler: async (request) =>
      success(
        await service.getMessage(
          app.ctx,
          request.params.id,
          { userId: request.user?.id ?? null, ip: request.ip },
          readerOf(request),
        ),
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
    preHandler: app.moderation.guard,
    handler: async (request) => {
      const {
        user_id: _user,
        nick_name: _name,
        email,
        guest_name,
        guest_token,
        guest_nickname,
        ...input
      } = request.body;
      const writer = {
        user: request.user,
        guest: { guest_name, guest_token, guest_nickname },
        ip: request.ip,
      };
      const message = await service.postMessage(app.ctx, writeDeps(request), writer, input, email);
      return success(message, message.status === 2 ? HELD_MESSAGE : '留言成功');
    },
  });

  app.route({
    ...routeOf('message.update'),
    onRequest: authenticate,
    config: limited,
    handler: async (request) => {
      const { id, user_id: _user, nick_name: _name, ...input } = request.body;
      const writer = { user: requireUser(request), ip: request.ip };
      const saved = await service.editMessage(app.ctx, writeDeps(request), writer, id, input);
      return success(saved, saved.status === 2 ? HELD_MESSAGE : '修改成功');
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
