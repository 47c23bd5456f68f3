import type {
  LyricResponse,
  MusicSearchResponse,
  PlaylistDetailResponse,
  PlaylistSummary,
  SongDetailResponse,
  SongUrlResponse,
  ToplistResponse,
} from '@blog/contract';
import { musicClient } from '../../../lib/http/music-client';
import { MUSIC_PAGE_SIZE, SEARCH_PAGE_SIZE, SONG_LEVEL } from '../constants';
import { parseLyrics, type ParsedLyrics } from '../logic/lrc';
import type { PlayerSong } from '../types';

/**
 * The player's music calls (docs/spec.md §7). The music client has already shown any toast when one
 * resolves undefined, so these turn failures into empty results.
 */

/** Playlist categories: the charts and the category playlists. */
export async function fetchCategories(): Promise<PlaylistSummary[]> {
  const body = await musicClient.get<ToplistResponse>('/wapi/toplist/detail');
  return body?.list ?? [];
}

/** One page of a category's songs (30 by default). */
export async function fetchPlaylistSongs(
  id: number,
  offset: number,
  limit = MUSIC_PAGE_SIZE,
): Promise<PlayerSong[]> {
  const body = await musicClient.get<PlaylistDetailResponse>('/wapi/playlist/detail', {
    params: { id, offset, limit },
  });
  return body?.songs ?? [];
}

/** Song detail by id: the first song of the answer. */
export async function fetchSongDetail(id: number): Promise<PlayerSong | undefined> {
  const body = await musicClient.get<SongDetailResponse>('/wapi/song/detail', { params: { ids: id } });
  return body?.songs[0];
}

/** The song's audio address, or undefined when it cannot be played. */
export async function fetchSongUrl(id: number): Promise<string | undefined> {
  const body = await musicClient.get<SongUrlResponse>('/wapi/song/url/v1', {
    params: { id, level: SONG_LEVEL },
  });
  return body?.data[0]?.url ?? undefined;
}

/** The song's lyric lines and start times (with the translation paired in). */
export async function fetchLyrics(id: number): Promise<ParsedLyrics> {
  const body = await musicClient.get<LyricResponse>('/wapi/lyric', { params: { id } });
  if (!body || 'nolyric' in body) return { lyricList: [], lyricTimeList: [] };
  return parseLyrics(body.lrc.lyric, body.tlyric.lyric);
}

/** One page of search hits (20 by default). */
export async function searchSongs(keywords: string, offset: number, limit = SEARCH_PAGE_SIZE) {
  const body = await musicClient.get<MusicSearchResponse>('/wapi/search', {
    params: { keywords, offset, limit },
  });
  return body?.result.songs ?? [];
}
