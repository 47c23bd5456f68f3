import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context';
import { authHeader, createArticle, createSiteConfig, createUser } from '../test/fixtures';

/**
 * Values no client should send, on both databases: a NUL character in any text (PostgreSQL cannot
 * store it; SQLite's search tripped on it) and ids past what a row can have. Each is the client's
 * mistake, a 400 — never a 500, which is what PostgreSQL's refusal used to become.
 */
let t: TestContext;
let article = 0;
let userHeaders: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestContext();
  await createSiteConfig(t);
  const author = await createUser(t, { role: 1 });
  userHeaders = await authHeader(t, await createUser(t, { username: 'reader1' }));
  article = await createArticle(t, {
    author_id: author,
    article_title: '一篇文章',
    article_content: '正文。',
  });
}, 60_000);
afterAll(async () => {
  await t.dispose();
});

const NUL = '\u0000';

describe('a NUL character', () => {
  const requests: { method: 'GET' | 'POST'; url: string; payload?: object; signedIn?: boolean }[] = [
    { method: 'POST', url: '/api/user/login', payload: { username: `ad${NUL}min`, password: 'secret1' } },
    {
      method: 'POST',
      url: '/api/user/register',
      payload: { username: `new${NUL}user`, password: 'secret1' },
    },
    { method: 'POST', url: '/api/message/add', payload: { message: `留言${NUL}`, nick_name: '访客' } },
    {
      method: 'POST',
      url: '/api/comment/add',
      payload: { type: 1, for_id: 1, content: `评论${NUL}内容` },
      signedIn: true,
    },
    { method: 'GET', url: `/api/article/getArticleListByContent/${encodeURIComponent(`搜索${NUL}三个字`)}` },
    {
      method: 'GET',
      url: `/api/article/getArticleListByTagId?id=1&current=1&size=5&x=${encodeURIComponent(NUL)}`,
    },
  ];

  it.each(requests)('is refused with 400 by $method $url', async ({ method, url, payload, signedIn }) => {
    const res = await t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(signedIn ? { headers: userHeaders } : {}),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: '参数错误：含有无效的字符' });
  });
});

describe('an id past what a row can have', () => {
  it.each([2 ** 31, 2 ** 53])('is refused with 400 in a path (%d)', async (id) => {
    for (const url of [`/api/article/getArticleById/${id}`, `/api/message/getMessageById/${id}`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('is a 400 or a 404 in a body or a query, never a 500', async () => {
    const answers = await Promise.all([
      t.app.inject({ url: `/api/article/getArticleListByTagId?id=${2 ** 31}&current=1&size=5` }),
      t.app.inject({ url: `/api/article/getArticleListByCategoryId?id=${2 ** 31}&current=1&size=5` }),
      t.app.inject({ method: 'POST', url: '/api/like/addLike', payload: { type: 1, for_id: 2 ** 31 } }),
      t.app.inject({ url: `/api/article/getRecommendArticleById/${article}` }),
    ]);
    for (const answer of answers) expect([200, 400, 404]).toContain(answer.statusCode);
  });
});
