import type { PlaylistSummary } from '@blog/contract';
import { musicRoutes } from '@blog/contract/music-routes';
import { callMusic } from '../../../lib/http/music-client';
import { MUSIC_PAGE_SIZE, SEARCH_PAGE_SIZE, SONG_LEVEL } from '../constants';
import { parseLyrics, type ParsedLyrics } from '../logic/lrc';
import type { PlayerSong } from '../types';

/**
 * The player's music calls (docs/spec.md §7). The music client has already shown any toast when one
 * resolves undefined, so these turn failures into empty results.
 */

/** Playlist categories: the charts and the category playlists. */
export async function fetchCategories(): Promise<PlaylistSummary[]> {
  const body = await callMusic(musicRoutes.toplist);
  return body?.list ?? [];
}

/** One page of a category's songs (30 by default). */
export async function fetchPlaylistSongs(
  id: number,
  offset: number,
  limit = MUSIC_PAGE_SIZE,
): Promise<PlayerSong[]> {
  const body = await callMusic(musicRoutes.playlistDetail, { id, offset, limit });
  return body?.songs ?? [];
}

/** Song detail by id: the first song of the answer. */
export async function fetchSongDetail(id: number): Promise<PlayerSong | undefined> {
  const body = await callMusic(musicRoutes.songDetail, { ids: String(id) });
  return body?.songs[0];
}

/** The song's audio address, or undefined when it cannot be played. */
export async function fetchSongUrl(id: number): Promise<string | undefined> {
  const body = await callMusic(musicRoutes.songUrl, { id: String(id), level: SONG_LEVEL });
  return body?.data[0]?.url ?? undefined;
}

/** The song's lyric lines and start times (with the translation paired in). */
export async function fetchLyrics(id: number): Promise<ParsedLyrics> {
  const body = await callMusic(musicRoutes.lyric, { id });
  if (!body || 'nolyric' in body) return { lyricList: [], lyricTimeList: [] };
  return parseLyrics(body.lrc.lyric, body.tlyric.lyric);
}

/** One page of search hits (20 by default). */
export async function searchSongs(keywords: string, offset: number, limit = SEARCH_PAGE_SIZE) {
  const body = await callMusic(musicRoutes.search, { keywords, offset, limit });
  return body?.result.songs ?? [];
}
