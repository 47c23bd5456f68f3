import {
  adminAlbumBody,
  adminAlbumListResponse,
  adminAlbumResponse,
  adminDeletedResponse,
  adminDoneResponse,
  adminIdListBody,
  adminIdParam,
  adminPhotoListResponse,
  adminPhotosBody,
} from '@blog/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../../lib/reply';
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
  app.get('/albums', { schema: { response: { 200: adminAlbumListResponse } } }, async () =>
    success(await service.albums(app.ctx)),
  );
  app.post(
    '/albums',
    { schema: { body: adminAlbumBody, response: { 200: adminAlbumResponse } } },
    async (request) => success(await service.createAlbum(app.ctx, albumFields(request.body)), '添加成功'),
  );
  app.put(
    '/albums/:id',
    { schema: { params: adminIdParam, body: adminAlbumBody, response: { 200: adminAlbumResponse } } },
    async (request) =>
      success(await service.updateAlbum(app.ctx, request.params.id, albumFields(request.body)), '保存成功'),
  );
  app.delete(
    '/albums/:id',
    { schema: { params: adminIdParam, response: { 200: adminDoneResponse } } },
    async (request) => {
      await service.deleteAlbum(app.ctx, request.params.id);
      return success(null, '删除成功');
    },
  );
  app.get(
    '/albums/:id/photos',
    { schema: { params: adminIdParam, response: { 200: adminPhotoListResponse } } },
    async (request) => success(await service.photos(app.ctx, request.params.id)),
  );
  app.post(
    '/albums/:id/photos',
    { schema: { params: adminIdParam, body: adminPhotosBody, response: { 200: adminPhotoListResponse } } },
    async (request) =>
      success(await service.addPhotos(app.ctx, request.params.id, request.body.urls), '添加成功'),
  );
  app.delete(
    '/photos/:id',
    { schema: { params: adminIdParam, response: { 200: adminDeletedResponse } } },
    async (request) =>
      success({ deleted: await service.deletePhotos(app.ctx, [request.params.id]) }, '删除成功'),
  );
  app.post(
    '/photos/delete',
    { schema: { body: adminIdListBody, response: { 200: adminDeletedResponse } } },
    async (request) =>
      success({ deleted: await service.deletePhotos(app.ctx, request.body.idList) }, '删除成功'),
  );
};
