import { songAudioPath } from '@blog/contract/music-routes';
import type { AdminPlaylistItem, AdminSongDetail, AdminSongItem } from '@blog/contract';
import { formatTime } from '../../../features/player/logic/format-time';

/** A song of the library as the console lists it. */
export type SongRow = AdminSongItem;
/** A song with its lyrics, as the editor loads it. */
export type SongDetail = AdminSongDetail;
/** A playlist (one folder of the library). */
export type PlaylistRow = AdminPlaylistItem;

/** A song's length as mm:ss, like the player shows it. */
export const formatDuration = (durationMs: number): string => formatTime(durationMs / 1000);

/** Several artists on one line, as the player writes them. */
export const artistLine = (artists: readonly string[]): string => artists.join(' / ') || '未知歌手';

/** Where the server streams a song (the player's own address for it). */
export const songAudioUrl = songAudioPath;
