import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { adminRouteOf } from '../../lib/route';
import * as service from './service';

/** The setup step of the console (service.ts): read, save, 稍后再说 — for the admin who asks. */
export const setupAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...adminRouteOf('admin.setup.read'),
    handler: async (request) => success(await service.readSetup(app.ctx, requireUser(request).id)),
  });
  app.route({
    ...adminRouteOf('admin.setup.save'),
    handler: async (request) =>
      success(await service.saveSetup(app.ctx, requireUser(request).id, request.body), '设置已保存'),
  });
  app.route({
    ...adminRouteOf('admin.setup.skip'),
    handler: async (request) => success(await service.skipSetup(app.ctx, requireUser(request).id)),
  });
};
