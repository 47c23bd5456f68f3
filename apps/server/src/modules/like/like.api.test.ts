import { beforeEach, describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/context';
import { authHeader, createArticle, createUser } from '../../test/fixtures';

const t = useTestContext();
let author: number;
let article: number;
beforeEach(async () => {
  author = await createUser(t, { role: 1 });
  article = await createArticle(t, { author_id: author });
});

const call = async (
  action: string,
  payload: object,
  headers: Record<string, string> = {},
  remoteAddress = '10.0.0.1',
) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/like/${action}`,
    payload,
    headers,
    remoteAddress,
  });
  return { status: res.statusCode, body: res.json() };
};
const likesOf = async (id: number) =>
  (
    await t.db.kysely
      .selectFrom('articles')
      .select('thumbs_up_times')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).thumbs_up_times;

describe('likes', () => {
  it('a guest likes once per address; a second like is a 409; cancelling undoes it', async () => {
    const first = await call('addLike', { for_id: article, type: 1 });
    expect(first.body).toMatchObject({ code: 0, result: { is_like: true, likes: 1 } });
    expect(await call('addLike', { for_id: article, type: 1 })).toEqual({
      status: 409,
      body: { code: 409, message: '已经点过赞啦' },
    });
    // The original's shape: a bare boolean for this visitor.
    expect((await call('getIsLikeByIdOrIpAndType', { for_id: article, type: 1 })).body.result).toBe(true);
    expect(
      (await call('getIsLikeByIdOrIpAndType', { for_id: article, type: 1 }, {}, '10.0.0.2')).body.result,
    ).toBe(false);
    expect((await call('cancelLike', { for_id: article, type: 1 })).body.result).toEqual({
      is_like: false,
      likes: 0,
    });
    expect((await call('cancelLike', { for_id: article, type: 1 })).body.result).toEqual({
      is_like: false,
      likes: 0,
    });
    expect(await likesOf(article)).toBe(0);
  });

  it('a user likes once whatever the address, and the author is notified (never of their own like)', async () => {
    const reader = await createUser(t);
    const headers = await authHeader(t, reader);
    expect(
      (await call('addLike', { for_id: article, type: 1, user_id: author }, headers, '10.0.0.5')).status,
    ).toBe(200);
    expect((await call('addLike', { for_id: article, type: 1 }, headers, '10.0.0.6')).status).toBe(409);
    await call('addLike', { for_id: article, type: 1 }, await authHeader(t, author));
    const notes = await t.db.kysely.selectFrom('notifications').selectAll().execute();
    expect(notes).toMatchObject([{ user_id: author, type: 1, to_id: article, message: '有人赞了你的文章' }]);
    const likes = await t.db.kysely.selectFrom('likes').select(['user_id', 'liker']).orderBy('id').execute();
    expect(likes).toEqual([
      { user_id: reader, liker: `u:${reader}` },
      { user_id: author, liker: `u:${author}` },
    ]);
  });

  it('keeps the counter exact under concurrent clicks', async () => {
    const addresses = Array.from({ length: 8 }, (_, i) => `10.1.0.${i}`);
    const clicks = await Promise.all(
      [...addresses, ...addresses].map((address) =>
        call('addLike', { for_id: article, type: 1 }, {}, address),
      ),
    );
    expect(clicks.filter((c) => c.status === 200)).toHaveLength(8);
    expect(clicks.filter((c) => c.status === 409)).toHaveLength(8);
    expect(await likesOf(article)).toBe(8);
  });

  it('refuses unknown or hidden targets and bad types', async () => {
    const draft = await createArticle(t, { author_id: author, status: 3 });
    expect((await call('addLike', { for_id: draft, type: 1 })).status).toBe(404);
    expect((await call('addLike', { for_id: 999, type: 2 })).body).toEqual({
      code: 404,
      message: '说说不存在',
    });
    const bad = await call('addLike', { for_id: article, type: 9 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('type');
    expect((await call('addLike', { type: 1 })).status).toBe(400);
  });

  it('allows ten likes a minute per address', async () => {
    const articles = [];
    for (let i = 0; i < 11; i++) articles.push(await createArticle(t, { author_id: author }));
    const statuses = [];
    for (const id of articles)
      statuses.push((await call('addLike', { for_id: id, type: 1 }, {}, '10.7.7.7')).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
