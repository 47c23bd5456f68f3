import { describe, expect, it } from 'vitest';
import { useConsoleContext } from '../../test/admin-fixtures';
import { createComment } from '../../test/community-fixtures';

const { t, users, call } = useConsoleContext();

const publicTalks = async () =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/talk/blogGetTalkList',
      payload: { current: 1, size: 10 },
    })
  )
    .json()
    .result.list.map((talk: { id: number; talkImgList: string[] }) => ({
      id: talk.id,
      photos: talk.talkImgList,
    }));

describe('admin talks', () => {
  it('creates with photos, edits, pins, hides and deletes — the public list follows', async () => {
    const photos = ['/media/uploads/a.webp', 'https://img.example.com/b.jpg'];
    const created = await call('POST', '/api/admin/talks', { content: '今天天气不错', talkImgList: photos });
    expect(created.statusCode).toBe(200);
    const id: number = created.json().result.id;
    expect(created.json().result).toMatchObject({ status: 1, is_top: 2, talkImgList: photos });
    const newer = (await call('POST', '/api/admin/talks', { content: '第二条' })).json().result.id;
    expect((await publicTalks()).map((talk: { id: number }) => talk.id)).toEqual([newer, id]);

    const edited = await call('PUT', `/api/admin/talks/${id}`, {
      content: '改过了',
      talkImgList: ['/media/uploads/c.webp'],
    });
    expect(edited.json().result).toMatchObject({ content: '改过了', talkImgList: ['/media/uploads/c.webp'] });
    await call('PUT', `/api/admin/talks/${id}/top`, { is_top: 1 });
    expect((await publicTalks())[0]).toEqual({ id, photos: ['/media/uploads/c.webp'] });
    await call('PUT', `/api/admin/talks/${id}/status`, { status: 2 });
    expect((await publicTalks()).map((talk: { id: number }) => talk.id)).toEqual([newer]);
    expect((await call('GET', '/api/admin/talks?status=2')).json().result.list[0].id).toBe(id);

    await createComment(t, { type: 2, for_id: id, from_id: users.userId });
    expect((await call('DELETE', `/api/admin/talks/${id}`)).statusCode).toBe(200);
    expect(await t.db.kysely.selectFrom('comments').selectAll().execute()).toEqual([]);
    expect(await t.db.kysely.selectFrom('talk_photos').selectAll().execute()).toEqual([]);
    expect((await call('DELETE', `/api/admin/talks/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad input naming the field', async () => {
    const empty = await call('POST', '/api/admin/talks', { content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('content');
    const tooMany = await call('POST', '/api/admin/talks', {
      content: '图多',
      talkImgList: Array.from({ length: 10 }, (_, i) => `/media/uploads/${i}.webp`),
    });
    expect(tooMany.json().message).toContain('talkImgList');
    const script = await call('POST', '/api/admin/talks', {
      content: 'x',
      talkImgList: ['javascript:alert(1)'],
    });
    expect(script.statusCode).toBe(400);
    expect((await call('PUT', '/api/admin/talks/9999', { content: 'x' })).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/talks/9999/status', { status: 5 })).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/talks')).json().result.total).toBe(0);
  });
});
