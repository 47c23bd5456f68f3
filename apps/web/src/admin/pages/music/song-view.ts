import type { adminPlaylistItem, adminSongDetail, adminSongItem } from '@blog/contract';
import type { z } from 'zod';
import { formatTime } from '../../../features/player/logic/format-time';

/** A song of the library as the console lists it. */
export type SongRow = z.infer<typeof adminSongItem>;
/** A song with its lyrics, as the editor loads it. */
export type SongDetail = z.infer<typeof adminSongDetail>;
/** A playlist (one folder of the library). */
export type PlaylistRow = z.infer<typeof adminPlaylistItem>;

/** A song's length as mm:ss, like the player shows it. */
export const formatDuration = (durationMs: number): string => formatTime(durationMs / 1000);

/** Several artists on one line, as the player writes them. */
export const artistLine = (artists: readonly string[]): string => artists.join(' / ') || '未知歌手';

/** Where the server streams a song (the player's own address for it). */
export const songAudioUrl = (id: number): string => `/media/music/${id}`;
