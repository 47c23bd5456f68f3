import type { SearchSong } from '@blog/contract';
import { describe, expect, it } from 'vitest';
import { fromSearchSong, songAlias, songArtist, songCover } from './song-view';

const hit: SearchSong = {
  id: 7,
  name: '茉莉花',
  artists: [{ id: 1, name: '拾光乐队', img1v1Url: '/media/music/covers/artist.webp' }],
  album: {
    id: 2,
    name: '拾光·中国民歌',
    picUrl: '/media/music/covers/album.webp',
    artist: { id: 1, name: '拾光乐队', img1v1Url: '/media/music/covers/artist.webp' },
  },
  duration: 38_713,
  alias: ['鲜花调'],
  fee: 0,
  mvid: 0,
};

describe('songArtist', () => {
  it('names the first artist of ar, or of the older artists field (docs/spec.md §3)', () => {
    expect(songArtist({ id: 1, name: 'x', ar: [{ name: '甲' }, { name: '乙' }] })).toBe('甲');
    expect(songArtist({ id: 1, name: 'x', ar: [{ name: ' ' }, { name: '乙' }] })).toBe('乙');
    expect(songArtist({ id: 1, name: 'x', artists: [{ name: '丙' }] })).toBe('丙');
  });

  it('says 歌手走丢了 when there is no artist', () => {
    expect(songArtist({ id: 1, name: 'x', ar: [] })).toBe('歌手走丢了');
    expect(songArtist({ id: 1, name: 'x', ar: [{ name: '  ' }] })).toBe('歌手走丢了');
    expect(songArtist(undefined)).toBe('歌手走丢了');
  });
});

describe('songAlias and songCover', () => {
  it('reads the first alias from alia or alias', () => {
    expect(songAlias({ id: 1, name: 'x', alia: ['a', 'b'] })).toBe('a');
    expect(songAlias({ id: 1, name: 'x', alia: [], alias: ['c'] })).toBe('c');
    expect(songAlias({ id: 1, name: 'x' })).toBe('');
  });

  it('reads al.picUrl', () => {
    expect(songCover({ id: 1, name: 'x', al: { picUrl: '/c.webp' } })).toBe('/c.webp');
    expect(songCover({ id: 1, name: 'x' })).toBe('');
  });
});

describe('fromSearchSong', () => {
  it('gives a search hit ar, al and al.picUrl from the album artist image', () => {
    expect(fromSearchSong(hit)).toEqual({
      id: 7,
      name: '茉莉花',
      ar: [{ id: 1, name: '拾光乐队' }],
      al: { id: 2, name: '拾光·中国民歌', picUrl: '/media/music/covers/artist.webp' },
      alia: ['鲜花调'],
      dt: 38_713,
    });
  });

  it('falls back to the album picture when the artist has no image', () => {
    const bare = { ...hit, album: { ...hit.album, artist: { ...hit.album.artist, img1v1Url: '' } } };
    expect(fromSearchSong(bare).al?.picUrl).toBe('/media/music/covers/album.webp');
  });
});
