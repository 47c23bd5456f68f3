import type { AdminAlbum } from '@blog/contract';
import { describe, expect, it } from 'vitest';
import { toAlbumBody, toAlbumValues } from './album-form-values';

const album: AdminAlbum = {
  id: 3,
  album_name: '旅行',
  album_cover: '/media/uploads/cover.png',
  description: '路上的风景',
  photo_count: 12,
  createdAt: '2026-11-01 10:00:00',
  updatedAt: '2026-11-01 10:00:00',
};

describe('album form values', () => {
  it('starts a new album empty', () => {
    expect(toAlbumValues()).toEqual({ album_name: '', description: '', album_cover: '' });
  });

  it('round-trips a saved album', () => {
    expect(toAlbumBody(toAlbumValues(album))).toEqual({
      album_name: '旅行',
      description: '路上的风景',
      album_cover: '/media/uploads/cover.png',
    });
  });

  it('trims and sends empty description and cover as none', () => {
    expect(toAlbumBody({ album_name: ' 日常 ', description: '  ', album_cover: '' })).toEqual({
      album_name: '日常',
      description: null,
      album_cover: null,
    });
  });
});
