import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';

/** One place that turns every failure into `{ code, message }` with the right HTTP status. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ code: error.code, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const where = error.validationContext ?? 'body';
      const message = first ? `参数错误：${where}${field ? '.' + field : ''} ${first.message}` : '参数错误';
      return reply.status(400).send({ code: 400, message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send({ code: 500, message: '服务端错误' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ code: 429, message: error.message || '请求过于频繁，请稍后再试' });
    }
    if (status === 413) return reply.status(413).send({ code: 413, message: '内容太大了' });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: status, message: error.message });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ code: 500, message: '服务端错误' });
  });
});
