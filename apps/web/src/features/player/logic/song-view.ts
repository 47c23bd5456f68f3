import type { SearchSong } from '@blog/contract';
import { DISC_TEXT } from '../constants';
import type { PlayerSong } from '../types';

/** First artist's name (docs/spec.md §3), from `ar` or the older `artists`; 歌手走丢了 when there is none. */
export function songArtist(song: PlayerSong | undefined): string {
  const artists = song?.ar?.length ? song.ar : (song?.artists ?? []);
  const first = artists.map((artist) => artist.name.trim()).find(Boolean);
  return first ?? DISC_TEXT.noArtist;
}

/** The 其他 column: the first alias (`alia`, or `alias` on older entries), or ''. */
export function songAlias(song: PlayerSong | undefined): string {
  const aliases = song?.alia?.length ? song.alia : (song?.alias ?? []);
  return aliases[0] ?? '';
}

export function songCover(song: PlayerSong | undefined): string {
  return song?.al?.picUrl ?? '';
}

/**
 * docs/spec.md §3: a search hit joins the playlist in the song shape — `ar` from its artists, `al` from
 * its album with the cover taken from the album artist's image (the album's own picture when that
 * is missing).
 */
export function fromSearchSong(hit: SearchSong): PlayerSong {
  return {
    id: hit.id,
    name: hit.name,
    ar: hit.artists.map(({ id, name }) => ({ id, name })),
    al: {
      id: hit.album.id,
      name: hit.album.name,
      picUrl: hit.album.artist.img1v1Url || hit.album.picUrl,
    },
    alia: hit.alias,
    dt: hit.duration,
  };
}
