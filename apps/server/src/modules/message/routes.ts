import { HELD_MESSAGE } from '@blog/contract/held';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { routeOf } from '../../lib/route';
import { mailOrigin } from '../mail/service';
import { authenticate, requireUser } from '../../plugins/auth';
import { guestWriter } from '../guest/identity';
import { readerOf } from '../moderation/reader';
import * as service from './service';

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  // Five messages a minute per address, whatever the global limit says.
  const limited = { rateLimit: { max: 5, timeWindow: 60_000 } };

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
      const { user } = request;
      const author = user ?? (await guestWriter(app.ctx, { guest_name, guest_token, guest_nickname }));
      const prepared = await service.prepareMessage(app.ctx, author, input);
      const verdict = await app.moderation.screen(request, {
        kind: 'message',
        userId: user?.id ?? null,
        owner: user?.role === 1,
        name: prepared.nickName,
        text: prepared.message,
      });
      const message = await service.addMessage(app.ctx, user, input, prepared, request.ip, verdict);
      await app.mail.messagePosted(mailOrigin(request), message, email, { held: verdict.status === 2 });
      return success(message, verdict.status === 2 ? HELD_MESSAGE : '留言成功');
    },
  });

  app.route({
    ...routeOf('message.update'),
    onRequest: authenticate,
    config: limited,
    handler: async (request) => {
      const { id, user_id: _user, nick_name: _name, ...input } = request.body;
      const user = requireUser(request);
      const { existing, message } = await service.prepareUpdate(app.ctx, user, id, input);
      const verdict = await app.moderation.screen(request, {
        kind: 'message',
        userId: user.id,
        owner: user.role === 1,
        name: existing.nick_name,
        text: message,
        edit: true,
      });
      const saved = await service.updateMessage(app.ctx, user, id, input, message, request.ip, verdict);
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
