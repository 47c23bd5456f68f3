import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isBadValue } from '../lib/db-errors';
import { AppError } from '../lib/errors';

/** Whether a parsed body, query or params object holds a string with a NUL character. */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 8) return false;
  if (Buffer.isBuffer(value)) return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || hasNul(item, depth + 1)) return true;
  }
  return false;
}

/** One place that turns every failure into `{ code, message }` with the right HTTP status. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // A NUL character is in no name, text or address anyone writes; PostgreSQL cannot store one and
  // SQLite's full-text search trips on it. Refused before any work, wherever it is sent.
  app.addHook('preValidation', async (request, reply) => {
    if (!/^\/w?api\//.test(request.url)) return;
    if (hasNul(request.body) || hasNul(request.query) || hasNul(request.params)) {
      return reply.status(400).send({ code: 400, message: '参数错误：含有无效的字符' });
    }
  });

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
    if (isBadValue(error)) return reply.status(400).send({ code: 400, message: '参数错误：含有无效的值' });
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
