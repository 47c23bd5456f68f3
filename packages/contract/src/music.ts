import { z } from 'zod';

/**
 * The music API under `/wapi`: NeteaseCloudMusicApi's paths and field names, so the player works
 * the same against the built-in library or a NetEase-compatible upstream. Success bodies carry
 * `code: 200`; bad parameters get HTTP 400 `{ code: 400, message }` like the rest of the server.
 */

const positiveId = (name: string) =>
  z.coerce
    .number({ error: `${name} 必须是正整数` })
    .int(`${name} 必须是正整数`)
    .positive(`${name} 必须是正整数`)
    .max(Number.MAX_SAFE_INTEGER, `${name} 太大了`);

/** Most ids one call may ask for (song/detail, song/url). */
export const MAX_IDS_PER_CALL = 1000;
/** Largest page of songs one call returns. */
export const MAX_SONG_PAGE = 1000;
/** The player's page size for playlist songs (docs/spec.md §9). */
export const DEFAULT_PLAYLIST_PAGE = 30;
/** NetEase's default page size for search. */
export const DEFAULT_SEARCH_PAGE = 30;
export const MAX_SEARCH_PAGE = 100;
export const MAX_KEYWORDS_LENGTH = 100;

/** `1,2,3` (NetEase also accepts `[1,2,3]`): distinct positive ids in the order given. */
const idList = (name: string) =>
  z.string({ error: `缺少参数 ${name}` }).transform((value, context) => {
    const tokens = value
      .replace(/^\s*\[|\]\s*$/g, '')
      .split(',')
      .map((token) => token.trim())
      .filter(Boolean);
    if (tokens.length === 0) {
      context.addIssue({ code: 'custom', message: `${name} 不能为空` });
      return z.NEVER;
    }
    if (tokens.length > MAX_IDS_PER_CALL) {
      context.addIssue({ code: 'custom', message: `${name} 一次最多 ${MAX_IDS_PER_CALL} 个` });
      return z.NEVER;
    }
    const ids: number[] = [];
    for (const token of tokens) {
      if (!/^\d{1,15}$/.test(token) || Number(token) === 0) {
        context.addIssue({ code: 'custom', message: `${name} 必须是以逗号分隔的正整数` });
        return z.NEVER;
      }
      ids.push(Number(token));
    }
    return [...new Set(ids)];
  });

const offset = z.coerce
  .number({ error: 'offset 必须是整数' })
  .int('offset 必须是整数')
  .min(0, 'offset 不能小于 0');
const limit = (max: number) =>
  z.coerce
    .number({ error: 'limit 必须是正整数' })
    .int('limit 必须是正整数')
    .min(1, 'limit 必须是正整数')
    .max(max, `limit 最大为 ${max}`);

// ---------------------------------------------------------------------------------------------
// Shapes

export const artistRef = z.object({ id: z.number(), name: z.string() });

/** A song as NetEase's newer endpoints return it (`ar`, `al`, `alia`, `dt` in milliseconds). */
export const song = z.object({
  id: z.number(),
  name: z.string(),
  ar: z.array(artistRef),
  al: z.object({ id: z.number(), name: z.string(), picUrl: z.string() }),
  alia: z.array(z.string()),
  /** Duration in milliseconds. */
  dt: z.number(),
  /** Track number on its album (0 when unknown). */
  no: z.number(),
  /** Disc number as text, NetEase style ('' when unknown). */
  cd: z.string(),
  fee: z.number(),
  mv: z.number(),
  /** 0–100, from play counts. */
  pop: z.number(),
  /** Release date in milliseconds since the epoch (1 January of the tagged year; 0 when unknown). */
  publishTime: z.number(),
});
export type Song = z.infer<typeof song>;

export const privilege = z.object({
  id: z.number(),
  fee: z.number(),
  payed: z.number(),
  st: z.number(),
  pl: z.number(),
  dl: z.number(),
  maxbr: z.number(),
});
export type Privilege = z.infer<typeof privilege>;

/** A chart or a category playlist as `toplist/detail` lists it. */
export const playlistSummary = z.object({
  id: z.number(),
  name: z.string(),
  coverImgUrl: z.string(),
  description: z.string(),
  trackCount: z.number(),
  updateFrequency: z.string(),
  /** Milliseconds since the epoch. */
  updateTime: z.number(),
  playCount: z.number(),
  /** NetEase marks charts with a type letter; category playlists have none. */
  ToplistType: z.string().optional(),
});
export type PlaylistSummary = z.infer<typeof playlistSummary>;

// ---------------------------------------------------------------------------------------------
// Endpoints

export const toplistResponse = z.object({ code: z.literal(200), list: z.array(playlistSummary) });
export type ToplistResponse = z.infer<typeof toplistResponse>;

/**
 * `playlist/detail?id&offset&limit`. `songs` is the page the player asked for (offset 0 and limit
 * 30 by default, docs/spec.md §7) and `total` the playlist's length; `playlist.tracks` holds the same page
 * and `playlist.trackIds` every song of the playlist in order, as NetEase does.
 */
export const playlistDetailQuery = z.object({
  id: positiveId('id'),
  offset: offset.default(0),
  limit: limit(MAX_SONG_PAGE).default(DEFAULT_PLAYLIST_PAGE),
});
export type PlaylistDetailQuery = z.input<typeof playlistDetailQuery>;

export const playlistDetailResponse = z.object({
  code: z.literal(200),
  playlist: playlistSummary.extend({
    tracks: z.array(song),
    trackIds: z.array(z.object({ id: z.number() })),
  }),
  songs: z.array(song),
  total: z.number(),
  privileges: z.array(privilege),
});
export type PlaylistDetailResponse = z.infer<typeof playlistDetailResponse>;

/** `playlist/track/all?id&limit&offset`: without `limit`, the whole playlist (up to 1000 songs). */
export const playlistTracksQuery = z.object({
  id: positiveId('id'),
  offset: offset.default(0),
  limit: limit(MAX_SONG_PAGE).default(MAX_SONG_PAGE),
});
export type PlaylistTracksQuery = z.input<typeof playlistTracksQuery>;

export const songsResponse = z.object({
  code: z.literal(200),
  songs: z.array(song),
  privileges: z.array(privilege),
});
export const playlistTracksResponse = songsResponse.extend({ total: z.number() });
export type PlaylistTracksResponse = z.infer<typeof playlistTracksResponse>;

/** `song/detail?ids=1,2`: known songs in the order asked; unknown ids are left out. */
export const songDetailQuery = z.object({ ids: idList('ids') });
export type SongDetailQuery = z.input<typeof songDetailQuery>;
export type SongDetailResponse = z.infer<typeof songsResponse>;

/** Quality levels NetEase accepts; the built-in library always serves the original file. */
export const songLevels = [
  'standard',
  'higher',
  'exhigh',
  'lossless',
  'hires',
  'jyeffect',
  'sky',
  'dolby',
  'jymaster',
] as const;

export const songUrlQuery = z.object({
  id: idList('id'),
  level: z.enum(songLevels, { error: `level 只能是 ${songLevels.join('、')} 之一` }).default('exhigh'),
});
export type SongUrlQuery = z.input<typeof songUrlQuery>;

/** The older `song/url?id&br`. */
export const songUrlLegacyQuery = z.object({
  id: idList('id'),
  br: z.coerce.number({ error: 'br 必须是正整数' }).int().positive('br 必须是正整数').optional(),
});
export type SongUrlLegacyQuery = z.input<typeof songUrlLegacyQuery>;

export const songUrl = z.object({
  id: z.number(),
  /** Same-origin path of the audio (`/media/music/:id`); null for an unknown id. */
  url: z.string().nullable(),
  /** Bits per second. */
  br: z.number(),
  size: z.number(),
  md5: z.string().nullable(),
  /** 200, or 404 for an unknown id. */
  code: z.number(),
  expi: z.number(),
  /** File type such as `mp3` or `flac`; null for an unknown id. */
  type: z.string().nullable(),
  encodeType: z.string().nullable(),
  level: z.string().nullable(),
  gain: z.number(),
  fee: z.number(),
  payed: z.number(),
  /** Duration in milliseconds. */
  time: z.number(),
});
export type SongUrl = z.infer<typeof songUrl>;
export const songUrlResponse = z.object({ code: z.literal(200), data: z.array(songUrl) });
export type SongUrlResponse = z.infer<typeof songUrlResponse>;

/** `search?keywords&offset&limit`: songs whose title, artist, album or alias contain every word. */
export const musicSearchQuery = z.object({
  keywords: z
    .string({ error: '缺少参数 keywords' })
    .trim()
    .min(1, 'keywords 不能为空')
    .max(MAX_KEYWORDS_LENGTH, `keywords 最长 ${MAX_KEYWORDS_LENGTH} 个字符`),
  offset: offset.default(0),
  limit: limit(MAX_SEARCH_PAGE).default(DEFAULT_SEARCH_PAGE),
  /** 1 = songs, the only kind the built-in library answers. */
  type: z.coerce
    .number()
    .refine((value) => value === 1, 'type 目前只支持 1（单曲）')
    .default(1),
});
export type MusicSearchQuery = z.input<typeof musicSearchQuery>;

/** A search hit in the old NetEase shape (`artists`, `album`, `duration`, `alias`). */
export const searchSong = z.object({
  id: z.number(),
  name: z.string(),
  artists: z.array(artistRef.extend({ img1v1Url: z.string() })),
  album: z.object({
    id: z.number(),
    name: z.string(),
    picUrl: z.string(),
    artist: z.object({ id: z.number(), name: z.string(), img1v1Url: z.string() }),
  }),
  duration: z.number(),
  alias: z.array(z.string()),
  fee: z.number(),
  mvid: z.number(),
});
export type SearchSong = z.infer<typeof searchSong>;

export const musicSearchResponse = z.object({
  code: z.literal(200),
  result: z.object({ songs: z.array(searchSong), songCount: z.number(), hasMore: z.boolean() }),
});
export type MusicSearchResponse = z.infer<typeof musicSearchResponse>;

/** `cloudsearch`: the same search with songs in the newer `ar`/`al` shape. */
export const cloudSearchResponse = z.object({
  code: z.literal(200),
  result: z.object({ songs: z.array(song), songCount: z.number(), hasMore: z.boolean() }),
});
export type CloudSearchResponse = z.infer<typeof cloudSearchResponse>;

export const lyricQuery = z.object({ id: positiveId('id') });
export type LyricQuery = z.input<typeof lyricQuery>;

/**
 * `lyric?id`: `lrc.lyric` is LRC text, one `[mm:ss.xx]text` line per line in time order (credits
 * first); `tlyric.lyric` the translation in the same form, or ''. Songs without lyrics (and unknown
 * ids) answer `{ code: 200, nolyric: true }`.
 */
export const lyricResponse = z.union([
  z.object({
    code: z.literal(200),
    lrc: z.object({ version: z.number(), lyric: z.string() }),
    tlyric: z.object({ version: z.number(), lyric: z.string() }),
  }),
  z.object({ code: z.literal(200), nolyric: z.literal(true) }),
]);
export type LyricResponse = z.infer<typeof lyricResponse>;

/** Bodies of the music API's errors (HTTP status equals `code`). */
export const musicErrorBody = z.object({ code: z.number(), message: z.string() });

/** What `/wapi` answers when `MUSIC_UPSTREAM` is set but does not answer. */
export const UPSTREAM_DOWN_MESSAGE = '音乐服务暂时不可用';
