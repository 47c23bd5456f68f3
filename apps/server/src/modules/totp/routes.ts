import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginGuard } from '../../lib/login-guard';
import { success } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { adminRouteOf } from '../../lib/route';
import * as service from './service';

/**
 * Two-step login of the caller's own account, in the console (`/api/admin/totp…`: the admin
 * guard lets only the admin role in). Login itself asks for the code in modules/user.
 */
export const totpAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = new LoginGuard(app.backoffStore);

  app.route({
    ...adminRouteOf('admin.totp.status'),
    handler: async (request) => success(await service.getStatus(app.ctx, requireUser(request).id)),
  });
  app.route({
    ...adminRouteOf('admin.totp.setup'),
    handler: async (request) =>
      success(await service.startSetup(app.ctx, guard, requireUser(request).id, request.body.password)),
  });
  app.route({
    ...adminRouteOf('admin.totp.enable'),
    handler: async (request) =>
      success(
        await service.confirmSetup(app.ctx, app.tokens, requireUser(request).id, request.body.code),
        '两步验证已开启',
      ),
  });
  app.route({
    ...adminRouteOf('admin.totp.recoveryCodes'),
    handler: async (request) =>
      success(
        await service.renewRecoveryCodes(app.ctx, guard, requireUser(request).id, request.body.code),
        '已生成新的恢复码',
      ),
  });
  app.route({
    ...adminRouteOf('admin.totp.disable'),
    handler: async (request) =>
      success(
        await service.disable(app.ctx, { guard, tokens: app.tokens }, requireUser(request).id, request.body),
        '两步验证已关闭',
      ),
  });
};
