import { MAX_IMAGE_UPLOAD_BYTES } from '@blog/contract/upload-routes';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BadRequestError } from '../../lib/errors';
import { uploadProblem } from '../../lib/upload-errors';
import { success } from '../../lib/reply';
import { routeOf } from '../../lib/route';
import { authenticate } from '../../plugins/auth';
import { storeImage } from './service';

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_UPLOAD_BYTES, files: 1, fields: 5 } });

  app.route({
    ...routeOf('upload.image'),
    onRequest: authenticate,
    bodyLimit: MAX_IMAGE_UPLOAD_BYTES + 64 * 1024,
    handler: async (request) => {
      if (!request.isMultipart()) throw new BadRequestError('请以 multipart/form-data 上传，字段名为 file');
      let data: Buffer;
      try {
        const file = await request.file();
        if (!file || file.fieldname !== 'file')
          throw new BadRequestError('请以 multipart/form-data 上传，字段名为 file');
        data = await file.toBuffer();
      } catch (error) {
        throw uploadProblem(error, '图片不能超过 5 MB');
      }
      return success(await storeImage(app.ctx, data), '上传成功');
    },
  });
};
