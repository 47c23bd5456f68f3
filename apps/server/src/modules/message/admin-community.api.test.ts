import { describe, expect, it } from 'vitest';
import { useConsoleContext } from '../../test/admin-fixtures';
import { createComment, createMessage, createTalk } from '../../test/community-fixtures';

const { t, users, call } = useConsoleContext();

describe('admin messages', () => {
  it('searches and pages, deletes one or a batch (with their comments), all or nothing', async () => {
    const a = await createMessage(t, { message: '祝博主新年快乐' });
    const b = await createMessage(t, { message: '100%_好文', user_id: users.userId });
    const c = await createMessage(t, { message: '路过' });
    await createComment(t, { type: 3, for_id: b, from_id: users.userId });
    const found = (await call('GET', '/api/admin/messages?keyword=' + encodeURIComponent('%_'))).json()
      .result;
    expect(found.list.map((m: { id: number }) => m.id)).toEqual([b]);
    expect(found.list[0].comment_total).toBe(1);
    const page = (await call('GET', '/api/admin/messages?current=1&size=2')).json().result;
    expect(page).toMatchObject({ total: 3, size: 2 });
    expect(page.list).toHaveLength(2);
    expect(page.list.map((m: { comment_total: number }) => m.comment_total)).toEqual([0, 1]);

    const missing = await call('POST', '/api/admin/messages/delete', { idList: [a, 9999] });
    expect(missing.statusCode).toBe(404);
    expect((await call('GET', '/api/admin/messages')).json().result.total).toBe(3);
    const batch = await call('POST', '/api/admin/messages/delete', { idList: [a, b] });
    expect(batch.json().result).toEqual({ deleted: 2 });
    expect(await t.db.kysely.selectFrom('comments').selectAll().execute()).toEqual([]);
    expect((await call('DELETE', `/api/admin/messages/${c}`)).json().result).toEqual({ deleted: 1 });
    expect((await call('DELETE', `/api/admin/messages/${c}`)).statusCode).toBe(404);
  });

  it('refuses empty and oversized batches naming the field', async () => {
    const empty = await call('POST', '/api/admin/messages/delete', { idList: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('idList');
    const tooMany = await call('POST', '/api/admin/comments/delete', {
      idList: Array.from({ length: 101 }, (_, i) => i + 1),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('100');
    expect((await call('POST', '/api/admin/comments/delete', { idList: ['x'] })).statusCode).toBe(400);
  });
});

describe('admin comments', () => {
  it('lists by type and keyword, deletes threads one by one or in a batch', async () => {
    const talk = await createTalk(t, { user_id: users.adminId });
    const parent = await createComment(t, {
      type: 2,
      for_id: talk,
      from_id: users.userId,
      content: '写得好',
    });
    const reply = await createComment(t, {
      type: 2,
      for_id: talk,
      from_id: users.adminId,
      parent_id: parent,
      to_id: users.userId,
      content: '谢谢',
    });
    const other = await createComment(t, { type: 3, for_id: 1, from_id: users.userId, content: '另一条' });
    const talks = (await call('GET', '/api/admin/comments?type=2')).json().result;
    expect(talks.list.map((c: { id: number }) => c.id).sort()).toEqual([parent, reply].sort());
    expect(talks.list[0]).toHaveProperty('from_name');
    // A reply names whom it answers; a top-level comment answers nobody.
    const byId = new Map(talks.list.map((c: { id: number }) => [c.id, c]));
    expect(byId.get(reply)).toMatchObject({ from_name: '站长', to_id: users.userId, to_name: '访客' });
    expect(byId.get(parent)).toMatchObject({ to_id: null, to_name: null });
    const byWord = (await call('GET', '/api/admin/comments?keyword=另一')).json().result;
    expect(byWord.list.map((c: { id: number }) => c.id)).toEqual([other]);
    expect((await call('GET', '/api/admin/comments?type=7')).statusCode).toBe(400);

    const deleted = await call('POST', '/api/admin/comments/delete', { idList: [parent, reply] });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().result.deleted).toBe(2);
    expect((await call('DELETE', `/api/admin/comments/${other}`)).json().result.deleted).toBe(1);
    expect((await call('DELETE', `/api/admin/comments/${other}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/comments')).json().result.total).toBe(0);
  });
});
