import { ROUTES } from '@blog/contract/api';
import { musicRoutes } from '@blog/contract/music-routes';
import type { RouteName } from '@blog/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.dispose();
});

describe('the contract route table on the server', () => {
  it('registers every endpoint of the table, with its method, below /api', () => {
    for (const name of Object.keys(ROUTES) as RouteName[]) {
      const { method, path } = ROUTES[name];
      expect(t.app.hasRoute({ method, url: `/api${path}` }), name).toBe(true);
    }
  });

  it('registers every endpoint of the music table (/wapi and /media/music), with its method', () => {
    for (const { name, method, path } of Object.values(musicRoutes))
      expect(t.app.hasRoute({ method, url: path }), name).toBe(true);
  });

  it("validates an endpoint's input with the table's schemas", async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/article/getArticleById/abc' });
    expect(bad.statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'GET', url: '/api/article/getArticleById/999999' });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps what a module adds beside the table entry: the login a write needs, its own limits', async () => {
    const upload = await t.app.inject({ method: 'POST', url: '/api/upload/img' });
    expect(upload.statusCode).toBe(401);
    const notifications = await t.app.inject({
      method: 'POST',
      url: '/api/notify/getNotifyList',
      payload: {},
    });
    expect(notifications.statusCode).toBe(401);
    const like = await t.app.inject({ method: 'POST', url: '/api/like/addLike', payload: { for_id: 1 } });
    expect(like.statusCode).toBe(400);
    expect(like.headers['x-ratelimit-limit']).toBe('10');
  });
});
