import { MAX_FAVICON_BYTES } from '@blog/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BadRequestError } from '../../lib/errors';
import { success } from '../../lib/reply';
import { uploadProblem } from '../../lib/upload-errors';
import { adminRouteOf } from '../../lib/route';
import { ICON_FILES } from './icon-files';
import { servedIcon, storeFavicon } from './service';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A drawing served from the blog's own address is a document too when opened: nothing in it may run
 * or load (the upload refuses scripts; this is the second lock).
 */
const SVG_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'";

/**
 * The blog's icon at every address the pages, the manifest and browsers ask for (icon-files.ts).
 * An address with the current `?v=` never changes (kept a year); without it, asked again each time
 * (answered 304 while the icon stays the same).
 */
export async function faviconRoutes(app: FastifyInstance): Promise<void> {
  for (const address of Object.keys(ICON_FILES)) {
    app.get(address, async (request, reply) => {
      const icon = await servedIcon(app.ctx, address);
      if (!icon) return reply.status(404).send({ code: 404, message: '接口没有找到' });
      const { v } = request.query as { v?: unknown };
      const etag = `"${icon.version}"`;
      reply
        .type(icon.type)
        .header('Cache-Control', v === icon.version ? IMMUTABLE : 'no-cache')
        .header('ETag', etag)
        .header('X-Content-Type-Options', 'nosniff');
      if (icon.type === 'image/svg+xml') reply.header('Content-Security-Policy', SVG_POLICY);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(icon.data);
    });
  }
}

const UPLOAD_FIELD = '请以 multipart/form-data 上传，字段名为 file';

/** 上传图标 (网站设置, the setup step): keeps the file and answers its address. */
export const faviconAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_FAVICON_BYTES, files: 1, fields: 5 } });
  app.route({
    ...adminRouteOf('admin.favicon.upload'),
    bodyLimit: MAX_FAVICON_BYTES + 64 * 1024,
    handler: async (request) => {
      if (!request.isMultipart()) throw new BadRequestError(UPLOAD_FIELD);
      let data: Buffer;
      try {
        const file = await request.file();
        if (!file || file.fieldname !== 'file') throw new BadRequestError(UPLOAD_FIELD);
        data = await file.toBuffer();
      } catch (error) {
        throw uploadProblem(error, '图标不能超过 1 MB');
      }
      return success(await storeFavicon(app.ctx, data), '上传成功');
    },
  });
};
