import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BadRequestError } from '../../lib/errors';
import { success } from '../../lib/reply';
import { uploadProblem } from '../../lib/upload-errors';
import { adminRouteOf } from '../../lib/route';
import * as service from './admin-service';

const UPLOAD_FIELDS = '请以 multipart/form-data 上传：file 为音频，lrc 为可选的歌词文件';

export const musicAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: service.MAX_SONG_BYTES, files: 2, fields: 5 } });

  app.route({
    ...adminRouteOf('admin.music.scan'),
    handler: async () => success(service.startScan(app.music), '已开始扫描'),
  });
  app.route({
    ...adminRouteOf('admin.music.scanStatus'),
    handler: async () => success(service.scanStatus(app.music)),
  });
  app.route({
    ...adminRouteOf('admin.music.songs'),
    handler: async (request) => {
      const { keyword, current, size } = request.query;
      return success(await service.listSongs(app.ctx, keyword, current, size));
    },
  });
  app.route({
    ...adminRouteOf('admin.music.song'),
    handler: async (request) => success(await service.getSong(app.ctx, request.params.id)),
  });
  app.route({
    ...adminRouteOf('admin.music.updateSong'),
    handler: async (request) =>
      success(await service.updateSong(app.ctx, request.params.id, request.body), '保存成功'),
  });
  app.route({
    ...adminRouteOf('admin.music.deleteSong'),
    handler: async (request) => {
      await service.deleteSong(app.ctx, app.music, request.params.id);
      return success(null, '已删除');
    },
  });
  app.route({
    ...adminRouteOf('admin.music.playlists'),
    handler: async (request) =>
      success(await service.listPlaylists(app.ctx, request.query.current, request.query.size)),
  });
  app.route({
    ...adminRouteOf('admin.music.upload'),
    bodyLimit: service.MAX_SONG_BYTES * 2,
    handler: async (request) => {
      if (!request.isMultipart()) throw new BadRequestError(UPLOAD_FIELDS);
      let audio: { filename: string; data: Buffer } | undefined;
      let lrc: { data: Buffer } | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (part.fieldname === 'file') audio = { filename: part.filename, data: await part.toBuffer() };
          else if (part.fieldname === 'lrc') {
            if (!part.filename.toLowerCase().endsWith('.lrc'))
              throw new BadRequestError('参数错误：lrc 必须是 .lrc 文件');
            lrc = { data: await part.toBuffer() };
          } else throw new BadRequestError(UPLOAD_FIELDS);
        }
      } catch (error) {
        throw uploadProblem(error, '歌曲不能超过 100 MB');
      }
      if (!audio) throw new BadRequestError(UPLOAD_FIELDS);
      return success(await service.storeSong(app.ctx, app.music, audio, lrc), '上传成功');
    },
  });
};
