import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { adminRouteOf, routeOf } from '../../lib/route';

/** The public page's posts (`/link/feed`). */
export const friendFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf('link.feed'),
    handler: async (request) =>
      success(await app.friendFeeds.posts(request.query.current, request.query.size)),
  });
};

/** The console's health of friend links: the list, 立即检查 and the feed's address by hand. */
export const friendFeedAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...adminRouteOf('admin.friendFeeds.list'),
    handler: async (request) => {
      const { current, size, dead } = request.query;
      return success(await app.friendFeeds.health(current, size, dead === 1));
    },
  });
  app.route({
    ...adminRouteOf('admin.friendFeeds.check'),
    handler: async (request) => success(await app.friendFeeds.checkNow(request.params.id), '检查完成'),
  });
  app.route({
    ...adminRouteOf('admin.friendFeeds.setFeedUrl'),
    handler: async (request) =>
      success(await app.friendFeeds.setFeedUrl(request.params.id, request.body.feed_url), '已保存并检查'),
  });
};
