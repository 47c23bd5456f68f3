import type {
  CloudSearchResponse,
  LyricQuery,
  LyricResponse,
  MusicSearchQuery,
  MusicSearchResponse,
  PlaylistDetailQuery,
  PlaylistDetailResponse,
  PlaylistTracksQuery,
  PlaylistTracksResponse,
  SongDetailQuery,
  SongDetailResponse,
  SongUrlLegacyQuery,
  SongUrlQuery,
  SongUrlResponse,
  ToplistResponse,
} from './music';
import { route, type RouteDef } from './route';

/**
 * The music service's endpoints: `/wapi`, the NetEase-compatible API the player calls (answered from
 * the owner's library, or passed on to MUSIC_UPSTREAM), and `/media/music`, the library's audio and
 * covers. Unlike the blog API's tables these paths are whole (they are not below `/api`) and the
 * answers are NetEase's own shapes, not the blog's envelope. No zod here: the player's chunk carries
 * this table; the schemas are `music.ts`'s, keyed by the same names on the server (MUSIC_SCHEMAS).
 */
export const musicRoutes = {
  toplist: route('music.toplist', 'GET', '/wapi/toplist/detail'),
  playlistDetail: route('music.playlistDetail', 'GET', '/wapi/playlist/detail'),
  playlistTracks: route('music.playlistTracks', 'GET', '/wapi/playlist/track/all'),
  songDetail: route('music.songDetail', 'GET', '/wapi/song/detail'),
  songUrl: route('music.songUrl', 'GET', '/wapi/song/url/v1'),
  /** The older address NetEase clients still call: the same answer as songUrl. */
  songUrlLegacy: route('music.songUrlLegacy', 'GET', '/wapi/song/url'),
  search: route('music.search', 'GET', '/wapi/search'),
  cloudSearch: route('music.cloudSearch', 'GET', '/wapi/cloudsearch'),
  lyric: route('music.lyric', 'GET', '/wapi/lyric'),
  /** A library song's audio (GET and HEAD, byte ranges). */
  audio: route('music.audio', 'GET', '/media/music/:id'),
  /** A library song's cover, `<16 hex digits>.webp`. */
  cover: route('music.cover', 'GET', '/media/music/covers/:file'),
} as const satisfies Record<string, RouteDef<`music.${string}`>>;

/** Where the `/wapi` endpoints are mounted: the server registers them below it. */
export const MUSIC_API_PREFIX = '/wapi';

/** What each `/wapi` endpoint takes in its query and answers (the web's typed calls). */
export interface MusicApi {
  'music.toplist': { query: Record<string, never>; response: ToplistResponse };
  'music.playlistDetail': { query: PlaylistDetailQuery; response: PlaylistDetailResponse };
  'music.playlistTracks': { query: PlaylistTracksQuery; response: PlaylistTracksResponse };
  'music.songDetail': { query: SongDetailQuery; response: SongDetailResponse };
  'music.songUrl': { query: SongUrlQuery; response: SongUrlResponse };
  'music.songUrlLegacy': { query: SongUrlLegacyQuery; response: SongUrlResponse };
  'music.search': { query: MusicSearchQuery; response: MusicSearchResponse };
  'music.cloudSearch': { query: MusicSearchQuery; response: CloudSearchResponse };
  'music.lyric': { query: LyricQuery; response: LyricResponse };
}

export type MusicApiName = keyof MusicApi;

/** `/media/music/:id`: where a library song's audio is. */
export const songAudioPath = (id: number): string => musicRoutes.audio.path.replace(':id', String(id));
