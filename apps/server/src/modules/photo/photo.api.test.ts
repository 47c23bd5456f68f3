import { albumListResponse, albumPhotosResponse } from '@blog/contract';
import { describe, expect, it } from 'vitest';
import { createAlbum, minutesAgo } from '../../test/community-fixtures';
import { useTestContext } from '../../test/context';

const t = useTestContext();

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};

describe('albums and photos', () => {
  it('lists albums newest first with a cover (its own, else the first photo) and a photo count', async () => {
    const travel = await createAlbum(t, {
      album_name: '旅行',
      photos: ['/media/uploads/p1.webp', '/media/uploads/p2.webp'],
      created_at: minutesAgo(10),
    });
    const desk = await createAlbum(t, {
      album_name: '桌面',
      album_cover: '/media/uploads/cover.webp',
      photos: ['/media/uploads/d1.webp'],
      created_at: minutesAgo(5),
    });
    const empty = await createAlbum(t, { album_name: '空相册', created_at: minutesAgo(1) });

    const { body } = await get('/api/photoAlbum/getAllAlbumList');
    expect(() => albumListResponse.parse(body)).not.toThrow();
    expect(body.result).toMatchObject([
      { id: empty, album_name: '空相册', album_cover: null, photo_count: 0 },
      { id: desk, album_cover: '/media/uploads/cover.webp', photo_count: 1 },
      { id: travel, album_cover: '/media/uploads/p1.webp', photo_count: 2 },
    ]);
  });

  it("returns an album's photos in order, 404 for an unknown album and 400 for a bad id", async () => {
    const album = await createAlbum(t, {
      album_name: '旅行',
      photos: ['/media/uploads/p1.webp', '/media/uploads/p2.webp', '/media/uploads/p3.webp'],
    });
    const { body } = await get(`/api/photo/getAllPhotosByAlbumId/${album}`);
    expect(() => albumPhotosResponse.parse(body)).not.toThrow();
    // The original's shape: the photos themselves, not wrapped with their album.
    expect(Array.isArray(body.result)).toBe(true);
    expect(
      body.result.map((photo: { url: string; album_id: number }) => [photo.album_id, photo.url]),
    ).toEqual([
      [album, '/media/uploads/p1.webp'],
      [album, '/media/uploads/p2.webp'],
      [album, '/media/uploads/p3.webp'],
    ]);
    expect(await get('/api/photo/getAllPhotosByAlbumId/9999')).toEqual({
      status: 404,
      body: { code: 404, message: '相册不存在' },
    });
    expect((await get('/api/photo/getAllPhotosByAlbumId/abc')).status).toBe(400);
  });
});
