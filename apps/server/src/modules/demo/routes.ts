import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { adminRouteOf } from '../../lib/route';
import * as service from './service';

/** 清除示例内容 in the console; the POST empties the read and page caches as every write does. */
export const demoAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...adminRouteOf('admin.demo.preview'),
    handler: async () => success(await service.previewDemo(app.ctx)),
  });
  app.route({
    ...adminRouteOf('admin.demo.clear'),
    handler: async () =>
      success(
        await service.clearDemoContent(app.ctx, {
          afterSongs: () => app.music?.rescan() ?? Promise.resolve(),
        }),
        '示例内容已清除',
      ),
  });
};
