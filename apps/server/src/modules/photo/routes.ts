import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { routeOf } from '../../lib/route';
import * as service from './service';

export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf('gallery.albums'),
    handler: async () => success(await service.listAlbums(app.ctx)),
  });
  app.route({
    ...routeOf('gallery.albumPhotos'),
    handler: async (request) => success(await service.albumPhotos(app.ctx, request.params.id)),
  });
};
