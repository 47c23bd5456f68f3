import { albumListResponse, albumPhotosResponse, idParam } from '@blog/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import * as service from './service';

export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/photoAlbum/getAllAlbumList', { schema: { response: { 200: albumListResponse } } }, async () =>
    success(await service.listAlbums(app.ctx)),
  );

  app.get(
    '/photo/getAllPhotosByAlbumId/:id',
    { schema: { params: idParam, response: { 200: albumPhotosResponse } } },
    async (request) => success(await service.albumPhotos(app.ctx, request.params.id)),
  );
};
