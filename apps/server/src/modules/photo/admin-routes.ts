import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { adminRouteOf } from '../../lib/route';
import * as service from './service';

const albumFields = (body: {
  album_name: string;
  album_cover: string | null;
  description?: string | null;
}) => ({
  album_name: body.album_name,
  album_cover: body.album_cover,
  description: body.description || null,
});

export const photoAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...adminRouteOf('admin.albums.list'),
    handler: async () => success(await service.listAlbumsForConsole(app.ctx)),
  });
  app.route({
    ...adminRouteOf('admin.albums.create'),
    handler: async (request) =>
      success(await service.createAlbum(app.ctx, albumFields(request.body)), '添加成功'),
  });
  app.route({
    ...adminRouteOf('admin.albums.update'),
    handler: async (request) =>
      success(await service.updateAlbum(app.ctx, request.params.id, albumFields(request.body)), '保存成功'),
  });
  app.route({
    ...adminRouteOf('admin.albums.delete'),
    handler: async (request) => {
      await service.deleteAlbum(app.ctx, request.params.id);
      return success(null, '删除成功');
    },
  });
  app.route({
    ...adminRouteOf('admin.albums.photos'),
    handler: async (request) => success(await service.listPhotosForConsole(app.ctx, request.params.id)),
  });
  app.route({
    ...adminRouteOf('admin.albums.addPhotos'),
    handler: async (request) =>
      success(await service.addPhotos(app.ctx, request.params.id, request.body.urls), '添加成功'),
  });
  app.route({
    ...adminRouteOf('admin.albums.deletePhoto'),
    handler: async (request) =>
      success({ deleted: await service.deletePhotos(app.ctx, [request.params.id]) }, '删除成功'),
  });
  app.route({
    ...adminRouteOf('admin.albums.deletePhotos'),
    handler: async (request) =>
      success({ deleted: await service.deletePhotos(app.ctx, request.body.idList) }, '删除成功'),
  });
};
