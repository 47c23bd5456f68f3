import { talkPageResponse } from '@blog/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { createComment, createTalk, minutesAgo } from '../../test/community-fixtures';
import { useTestContext } from '../../test/context';
import { authHeader, createUser } from '../../test/fixtures';

const t = useTestContext();
let owner: number;
beforeEach(async () => {
  owner = await createUser(t, { role: 1, nick_name: '博主' });
});

const list = async (payload: object, headers: Record<string, string> = {}, remoteAddress = '10.0.0.1') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/talk/blogGetTalkList',
    payload,
    headers,
    remoteAddress,
  });
  return { status: res.statusCode, body: res.json() };
};
const like = (for_id: number, headers: Record<string, string> = {}, remoteAddress = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/like/addLike',
    payload: { type: 2, for_id },
    headers,
    remoteAddress,
  });

describe('talks', () => {
  it('lists public talks, pinned first then newest, with photos, author, comment count and paging', async () => {
    const old = await createTalk(t, { user_id: owner, content: '最早的一条', created_at: minutesAgo(30) });
    const pinned = await createTalk(t, {
      user_id: owner,
      content: '置顶的说说',
      is_top: 1,
      created_at: minutesAgo(20),
      photos: ['/media/uploads/a.webp', '/media/uploads/b.webp'],
    });
    const newest = await createTalk(t, { user_id: owner, content: '最新的一条', created_at: minutesAgo(1) });
    await createTalk(t, { user_id: owner, content: '私密的', status: 2 });
    const reader = await createUser(t);
    await createComment(t, { type: 2, for_id: newest, from_id: reader });
    const parent = await createComment(t, { type: 2, for_id: newest, from_id: reader });
    await createComment(t, { type: 2, for_id: newest, from_id: owner, parent_id: parent, to_id: reader });

    const { status, body } = await list({ current: 1, size: 10 });
    expect(status).toBe(200);
    expect(() => talkPageResponse.parse(body)).not.toThrow();
    expect(body.result.total).toBe(3);
    expect(body.result.list.map((talk: { id: number }) => talk.id)).toEqual([pinned, newest, old]);
    expect(body.result.list[0]).toMatchObject({
      content: '置顶的说说',
      is_top: 1,
      talkImgList: ['/media/uploads/a.webp', '/media/uploads/b.webp'],
      nick_name: '博主',
      avatar: null,
      is_like: false,
      comment_total: 0,
    });
    expect(body.result.list[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(body.result.list[1]).toMatchObject({ talkImgList: [], comment_total: 3 });

    const second = await list({ current: 2, size: 2 });
    expect(second.body.result).toMatchObject({ current: 2, size: 2, total: 3 });
    expect(second.body.result.list.map((talk: { id: number }) => talk.id)).toEqual([old]);
    expect((await list({ current: 9, size: 2 })).body.result).toMatchObject({ total: 3, list: [] });
  });

  it('says is_like for the caller: a guest by address, a user by account; a second like is a 409', async () => {
    const talk = await createTalk(t, { user_id: owner });
    expect((await like(talk)).statusCode).toBe(200);
    expect((await like(talk)).statusCode).toBe(409);
    expect((await list({ current: 1, size: 10 })).body.result.list[0]).toMatchObject({
      is_like: true,
      like_times: 1,
    });
    expect((await list({ current: 1, size: 10 }, {}, '10.0.0.2')).body.result.list[0].is_like).toBe(false);

    const reader = await createUser(t);
    const headers = await authHeader(t, reader);
    expect((await list({ current: 1, size: 10 }, headers)).body.result.list[0].is_like).toBe(false);
    expect((await like(talk, headers, '10.0.0.9')).statusCode).toBe(200);
    expect((await list({ current: 1, size: 10 }, headers, '10.0.0.7')).body.result.list[0]).toMatchObject({
      is_like: true,
      like_times: 2,
    });
  });

  it('refuses bad paging and answers one talk by id (404 unknown or private)', async () => {
    for (const payload of [
      { current: 0, size: 10 },
      { current: 1, size: 0 },
      { current: 1, size: 101 },
      { current: 'x' },
    ]) {
      const res = await list(payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.message).toMatch(/current|size|页码|每页/);
    }
    const talk = await createTalk(t, {
      user_id: owner,
      content: '单独一条',
      photos: ['/media/uploads/c.webp'],
    });
    const hidden = await createTalk(t, { user_id: owner, status: 2 });
    const one = await t.app.inject({ method: 'GET', url: `/api/talk/getTalkById/${talk}` });
    expect(one.json().result).toMatchObject({
      id: talk,
      content: '单独一条',
      talkImgList: ['/media/uploads/c.webp'],
    });
    for (const id of [hidden, 9999]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/talk/getTalkById/${id}` });
      expect(res.json()).toEqual({ code: 404, message: '说说不存在' });
    }
  });
});
