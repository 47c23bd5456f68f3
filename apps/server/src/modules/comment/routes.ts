import { HELD_COMMENT } from '@blog/contract/held';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { routeOf } from '../../lib/route';
import { mailOrigin } from '../mail/routes';
import { authenticate, requireUser, type AuthUser } from '../../plugins/auth';
import type { CommentType } from './repository';
import { readerOf } from '../moderation/reader';
import * as service from './service';

export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Twenty comments a minute per address, whatever the global limit says.
  const limited = { rateLimit: { max: 20, timeWindow: 60_000 } };
  const screen = (request: FastifyRequest, user: AuthUser, content: string) =>
    app.moderation.screen(request, {
      kind: 'comment',
      userId: user.id,
      owner: user.role === 1,
      name: user.username,
      text: content,
    });

  app.route({
    ...routeOf('comment.parents'),
    handler: async (request) => {
      const { type, ...query } = request.body;
      return success(
        await service.listParents(
          app.ctx,
          { ...query, type: type as CommentType },
          { userId: request.user?.id ?? null, ip: request.ip },
          readerOf(request),
        ),
      );
    },
  });

  app.route({
    ...routeOf('comment.children'),
    handler: async (request) =>
      success(
        await service.listChildren(
          app.ctx,
          request.body,
          { userId: request.user?.id ?? null, ip: request.ip },
          readerOf(request),
        ),
      ),
  });

  app.route({
    ...routeOf('comment.total'),
    handler: async (request) =>
      success(await service.commentTotal(app.ctx, request.body.type as CommentType, request.body.for_id)),
  });

  app.route({
    ...routeOf('comment.add'),
    onRequest: authenticate,
    config: limited,
    preHandler: app.moderation.guard,
    handler: async (request) => {
      const { type, for_id, content } = request.body;
      const user = requireUser(request);
      const verdict = await screen(request, user, content);
      const comment = await service.addComment(
        app.ctx,
        user,
        { type: type as CommentType, for_id, content, ip: request.ip },
        verdict,
      );
      await app.mail.commented(mailOrigin(request), comment, request.body.email, undefined, {
        held: verdict.status === 2,
      });
      return success(comment, verdict.status === 2 ? HELD_COMMENT : '评论成功');
    },
  });

  app.route({
    ...routeOf('comment.reply'),
    onRequest: authenticate,
    config: limited,
    preHandler: app.moderation.guard,
    handler: async (request) => {
      const { parent_id, reply_id, content } = request.body;
      const user = requireUser(request);
      const verdict = await screen(request, user, content);
      const comment = await service.replyToComment(
        app.ctx,
        user,
        { parent_id, reply_id, content, ip: request.ip },
        verdict,
      );
      await app.mail.commented(mailOrigin(request), comment, request.body.email, reply_id ?? parent_id, {
        held: verdict.status === 2,
      });
      return success(comment, verdict.status === 2 ? HELD_COMMENT : '回复成功');
    },
  });

  app.route({
    ...routeOf('comment.delete'),
    onRequest: authenticate,
    handler: async (request) => {
      const deleted = await service.deleteComment(app.ctx, requireUser(request), request.params.id);
      return success({ deleted }, '删除成功');
    },
  });
};
