import {
  danmakuResponse,
  hotTagsResponse,
  idParam,
  messageAddBody,
  messageDeleteBody,
  messageDeleteResponse,
  messageDetailResponse,
  messageListBody,
  messagePageResponse,
  messageResponse,
  messageUpdateBody,
} from '@blog/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/reply';
import { authenticate, requireUser } from '../../plugins/auth';
import * as service from './service';

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  // Five messages a minute per address, whatever the global limit says.
  const limited = { rateLimit: { max: 5, timeWindow: 60_000 } };

  app.post(
    '/message/getMessageList',
    { schema: { body: messageListBody, response: { 200: messagePageResponse } } },
    async (request) =>
      success(
        await service.listMessages(app.ctx, request.body, {
          userId: request.user?.id ?? null,
          ip: request.ip,
        }),
      ),
  );

  app.get(
    '/message/getMessageById/:id',
    { schema: { params: idParam, response: { 200: messageDetailResponse } } },
    async (request) =>
      success(
        await service.getMessage(app.ctx, request.params.id, {
          userId: request.user?.id ?? null,
          ip: request.ip,
        }),
      ),
  );

  app.get('/message/getAllMessage', { schema: { response: { 200: danmakuResponse } } }, async () =>
    success(await service.danmaku(app.ctx)),
  );

  app.get('/message/getHotTagList', { schema: { response: { 200: hotTagsResponse } } }, async () =>
    success(await service.hotTags(app.ctx)),
  );

  app.post(
    '/message/add',
    { config: limited, schema: { body: messageAddBody, response: { 200: messageResponse } } },
    async (request) => {
      const { user_id: _user, nick_name: _name, ...input } = request.body;
      return success(await service.addMessage(app.ctx, request.user, input, request.ip), '留言成功');
    },
  );

  app.post(
    '/message/update',
    {
      onRequest: authenticate,
      config: limited,
      schema: { body: messageUpdateBody, response: { 200: messageResponse } },
    },
    async (request) => {
      const { id, user_id: _user, nick_name: _name, ...input } = request.body;
      return success(
        await service.updateMessage(app.ctx, requireUser(request), id, input, request.ip),
        '修改成功',
      );
    },
  );

  app.put(
    '/message/delete',
    {
      onRequest: authenticate,
      schema: { body: messageDeleteBody, response: { 200: messageDeleteResponse } },
    },
    async (request) => {
      const deleted = await service.deleteMessages(app.ctx, requireUser(request), request.body.idList);
      return success({ deleted }, '删除成功');
    },
  );
};
