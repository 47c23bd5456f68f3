import type { Song } from '@blog/contract';

export type PlayModel = 'RANDOM' | 'LISTLOOP' | 'SINGLECYCLE';
export type PlayType = 'TOP' | 'CUSTOM';
export type LyricType = 'COMMON' | 'SPECIAL';

export interface ArtistRef {
  id?: number;
  name: string;
}

/**
 * A song as the player keeps it (docs/spec.md §3): the `song` shape of the music API, loosened where the
 * sources differ — search hits are converted on the way in, and custom-list songs saved by older
 * versions may carry `artists`/`alias` instead of `ar`/`alia`.
 */
export interface PlayerSong {
  id: number;
  name: string;
  ar?: ArtistRef[];
  al?: { id?: number; name?: string; picUrl: string };
  alia?: string[];
  artists?: ArtistRef[];
  alias?: string[];
  /** Duration in ms, when known. */
  dt?: number;
}

export type { Song };

export interface LyricLine {
  text: string;
  /** The translated line, paired by time, when the song has a translation. */
  translation?: string;
}

/** Player song info (docs/spec.md §3): what the engine loaded for the current song. */
export interface SongInfo {
  id: number;
  url: string;
  lyricList: LyricLine[];
  /** Start of each line in ms, ascending, same length as lyricList. */
  lyricTimeList: number[];
}
