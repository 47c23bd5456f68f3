import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginGuard } from '../../lib/login-guard';
import { mailOrigin } from '../mail/service';
import type { PasswordResets } from './password-reset';
import { success } from '../../lib/reply';
import { routeOf } from '../../lib/route';
import { authenticate, requireUser } from '../../plugins/auth';
import * as service from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** 忘记密码: mailed reset links (modules/user/password-reset.ts). */
    passwordResets: PasswordResets;
  }
}

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: service.AuthDeps = { tokens: app.tokens, guard: new LoginGuard(app.backoffStore) };

  app.route({
    ...routeOf('user.login'),
    handler: async (request) =>
      success(await service.login(app.ctx, deps, { ...request.body, ip: request.ip }), '登录成功'),
  });

  app.route({
    ...routeOf('user.register'),
    // Three sign-ups a minute per address, whatever the global limit says.
    config: { rateLimit: { max: 3, timeWindow: 60_000 } },
    preHandler: app.moderation.guard,
    handler: async (request) =>
      success(await service.register(app.ctx, deps, { ...request.body, ip: request.ip }), '注册成功'),
  });

  app.route({
    ...routeOf('user.info'),
    handler: async (request) => success(await service.getUserInfo(app.ctx, request.params.id, request.user)),
  });

  app.route({
    ...routeOf('user.updateOwnInfo'),
    onRequest: authenticate,
    handler: async (request) => {
      const user = requireUser(request);
      const { nick_name, avatar } = request.body;
      return success(await service.updateOwnUserInfo(app.ctx, user.id, { nick_name, avatar }), '修改成功');
    },
  });

  app.route({
    ...routeOf('user.password'),
    onRequest: authenticate,
    handler: async (request) => {
      const user = requireUser(request);
      return success(await service.updatePassword(app.ctx, deps, user.id, request.body), '密码修改成功');
    },
  });

  app.route({
    ...routeOf('user.forgotPassword'),
    handler: async (request) =>
      success(
        null,
        await app.passwordResets.request({
          account: request.body.account,
          ip: request.ip,
          origin: mailOrigin(request),
        }),
      ),
  });

  app.route({
    ...routeOf('user.resetToken'),
    handler: async (request) => {
      const { username } = await app.passwordResets.check(request.body.token);
      return success({ username });
    },
  });

  app.route({
    ...routeOf('user.resetPassword'),
    handler: async (request) =>
      success(
        await app.passwordResets.reset(request.body.token, request.body.password1),
        '密码已重设，请用新密码登录',
      ),
  });
};
