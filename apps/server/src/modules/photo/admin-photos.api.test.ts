import { describe, expect, it } from 'vitest';
import { useConsoleContext } from '../../test/admin-fixtures';
import { createAlbum } from '../../test/community-fixtures';

const { t, call } = useConsoleContext();

describe('admin albums and photos', () => {
  it('creates, edits and deletes albums; adds several photos at once and deletes them', async () => {
    const created = await call('POST', '/api/admin/albums', { album_name: '旅行', description: '路上' });
    expect(created.json().result).toMatchObject({ album_name: '旅行', photo_count: 0, album_cover: null });
    const id: number = created.json().result.id;
    const added = await call('POST', `/api/admin/albums/${id}/photos`, {
      urls: ['/media/uploads/1.webp', '/media/uploads/2.webp', '/media/uploads/3.webp'],
    });
    expect(added.json().result.map((p: { url: string }) => p.url)).toEqual([
      '/media/uploads/1.webp',
      '/media/uploads/2.webp',
      '/media/uploads/3.webp',
    ]);
    const [first, second, third] = added.json().result.map((p: { id: number }) => p.id);
    const publicPhotos = await t.app.inject({ method: 'GET', url: `/api/photo/getAllPhotosByAlbumId/${id}` });
    expect(publicPhotos.json().result).toHaveLength(3);

    expect((await call('DELETE', `/api/admin/photos/${first}`)).json().result).toEqual({ deleted: 1 });
    expect((await call('POST', '/api/admin/photos/delete', { idList: [second, 9999] })).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/admin/photos/delete', { idList: [second, third] })).json().result,
    ).toEqual({
      deleted: 2,
    });

    const edited = await call('PUT', `/api/admin/albums/${id}`, {
      album_name: '远方',
      album_cover: '/media/uploads/cover.webp',
    });
    expect(edited.json().result).toMatchObject({
      album_name: '远方',
      album_cover: '/media/uploads/cover.webp',
    });
    const other = await createAlbum(t, { photos: ['/media/uploads/x.webp'] });
    expect((await call('GET', '/api/admin/albums')).json().result).toHaveLength(2);
    expect((await call('DELETE', `/api/admin/albums/${other}`)).statusCode).toBe(200);
    expect(await t.db.kysely.selectFrom('photos').selectAll().execute()).toEqual([]);
    expect((await call('DELETE', `/api/admin/albums/${other}`)).statusCode).toBe(404);
  });

  it('refuses bad input and unknown albums', async () => {
    const noName = await call('POST', '/api/admin/albums', { album_name: '' });
    expect(noName.json().message).toContain('album_name');
    expect(
      (await call('POST', '/api/admin/albums/9999/photos', { urls: ['/media/uploads/1.webp'] })).statusCode,
    ).toBe(404);
    const id = await createAlbum(t);
    const none = await call('POST', `/api/admin/albums/${id}/photos`, { urls: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('urls');
    expect((await call('GET', '/api/admin/albums/9999/photos')).statusCode).toBe(404);
  });
});
