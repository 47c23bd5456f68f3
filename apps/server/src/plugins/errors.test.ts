import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConflictError, NotFoundError } from '../lib/errors';
import { errorsPlugin } from './errors';

async function appWithRoutes() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  app.post(
    '/items/:id',
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: z.object({ title: z.string().min(1, '不能为空'), tags: z.array(z.string()).max(2) }),
      },
    },
    async () => ({ ok: true }),
  );
  app.get('/missing', async () => {
    throw new NotFoundError('文章不存在');
  });
  app.get('/taken', async () => {
    throw new ConflictError('用户名已存在');
  });
  app.get('/boom', async () => {
    throw new Error('database password is hunter2');
  });
  app.get('/bad-output', { schema: { response: { 200: z.object({ n: z.number() }) } } }, async () => ({
    n: 'not a number' as unknown as number,
  }));
  return app;
}

describe('errorsPlugin', () => {
  it('answers bad input with 400 naming the field and the rule', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'POST', url: '/items/3', payload: { title: '', tags: [] } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: '参数错误：body.title 不能为空' });

    const nested = await app.inject({ method: 'POST', url: '/items/3', payload: { title: 'a', tags: [1] } });
    expect(nested.json().message).toMatch(/^参数错误：body\.tags\.0 /);

    const param = await app.inject({ method: 'POST', url: '/items/-1', payload: { title: 'a', tags: [] } });
    expect(param.statusCode).toBe(400);
    expect(param.json().message).toMatch(/^参数错误：params\.id /);
  });

  it('answers malformed JSON with 400', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/items/1',
      headers: { 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
  });

  it('turns typed service errors into their status with the message', async () => {
    const app = await appWithRoutes();
    expect((await app.inject('/missing')).json()).toEqual({ code: 404, message: '文章不存在' });
    const taken = await app.inject('/taken');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 409, message: '用户名已存在' });
  });

  it('hides unexpected errors behind a 500 without details', async () => {
    const app = await appWithRoutes();
    for (const url of ['/boom', '/bad-output']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: 500, message: '服务端错误' });
      expect(res.body).not.toContain('hunter2');
    }
  });
});
