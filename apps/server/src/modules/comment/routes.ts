import { HELD_COMMENT } from '@blog/contract/held';
import { ARTICLE_GRANT_HEADER } from '@blog/contract/routes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UnauthorizedError } from '../../lib/errors';
import { success } from '../../lib/reply';
import { routeOf } from '../../lib/route';
import { mailOrigin } from '../mail/service';
import { authenticate, requireUser } from '../../plugins/auth';
import type { CommentType } from './repository';
import { readerOf } from '../moderation/reader';
import * as service from './service';

/** Who opens a protected article's comments: the owner, or a reader with its grant. */
const unlockerOf = (request: FastifyRequest) => {
  const grant = request.headers[ARTICLE_GRANT_HEADER];
  return { isOwner: request.user?.role === 1, grant: Array.isArray(grant) ? grant[0] : grant };
};

export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Twenty comments a minute per address for users; five for guests, as on the board.
  const limited = {
    rateLimit: { max: (request: FastifyRequest) => (request.user ? 20 : 5), timeWindow: 60_000 },
  };

  /**
   * Before a write is read: a caller whose login failed is told so (not taken for a guest), and
   * guests are asked to log in while the owner keeps guest comments off.
   */
  const userOrAllowedGuest = async (request: FastifyRequest) => {
    if (request.user) return;
    if (request.authProblem) throw new UnauthorizedError(request.authProblem);
    if (!(await app.moderation.settings()).guest_comments) throw new UnauthorizedError('请先登录');
  };

  /** Moderation judges a write by the request it came in; the links in its mails lead back to the blog. */
  const writeDeps = (request: FastifyRequest): service.CommentWriteDeps => ({
    screen: (submission) => app.moderation.screen(request, submission),
    mail: app.mail,
    origin: mailOrigin(request),
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
          unlockerOf(request),
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
          unlockerOf(request),
        ),
      ),
  });

  app.route({
    ...routeOf('comment.total'),
    handler: async (request) => {
      const { type, for_id } = request.body;
      return success(await service.commentTotal(app.ctx, type as CommentType, for_id, unlockerOf(request)));
    },
  });

  app.route({
    ...routeOf('comment.add'),
    onRequest: userOrAllowedGuest,
    config: limited,
    preHandler: app.moderation.guard,
    handler: async (request) => {
      const { type, for_id, content, email, ...guest } = request.body;
      const comment = await service.addComment(
        app.ctx,
        writeDeps(request),
        { user: request.user, guest, ip: request.ip },
        { type: type as CommentType, for_id, content },
        unlockerOf(request),
        email,
      );
      return success(comment, comment.status === 2 ? HELD_COMMENT : '评论成功');
    },
  });

  app.route({
    ...routeOf('comment.reply'),
    onRequest: userOrAllowedGuest,
    config: limited,
    preHandler: app.moderation.guard,
    handler: async (request) => {
      const { parent_id, reply_id, content, email, guest_name, guest_token, guest_nickname } = request.body;
      const comment = await service.replyToComment(
        app.ctx,
        writeDeps(request),
        { user: request.user, guest: { guest_name, guest_token, guest_nickname }, ip: request.ip },
        { parent_id, reply_id, content },
        unlockerOf(request),
        email,
      );
      return success(comment, comment.status === 2 ? HELD_COMMENT : '回复成功');
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
