import { DEFAULT_VOLUME } from '../constants';
import type { LyricLine, LyricType, PlayModel, PlayType, PlayerSong, SongInfo } from '../types';
import { isPlayModel } from './play-mode';
import { clampVolume } from './volume';

/** What survives a reload (docs/spec.md §3: saved on unload, restored at start — paused). */
export interface SavedPlayerState {
  volume: number;
  playModel: PlayModel;
  playType: PlayType;
  lyricType: LyricType;
  showLyricBoard: boolean;
  isToggleImg: boolean;
  musicList: PlayerSong[];
  customerMusicList: PlayerSong[];
  currentSong: PlayerSong | undefined;
  songInfo: SongInfo | undefined;
  /** Seconds into the current song. */
  currentTime: number;
  duration: number;
}

export const DEFAULT_SAVED_STATE: SavedPlayerState = {
  volume: DEFAULT_VOLUME,
  playModel: 'RANDOM',
  playType: 'TOP',
  lyricType: 'COMMON',
  showLyricBoard: false,
  isToggleImg: false,
  musicList: [],
  customerMusicList: [],
  currentSong: undefined,
  songInfo: undefined,
  currentTime: 0,
  duration: 0,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isString = (value: unknown): value is string => typeof value === 'string';

function readArtists(value: unknown): { id?: number; name: string }[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value
    .filter(isRecord)
    .flatMap((artist) =>
      isString(artist.name) ? [{ ...(isId(artist.id) ? { id: artist.id } : {}), name: artist.name }] : [],
    );
}

const readStrings = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter(isString) : undefined;

/** A stored song, rebuilt from what is valid in it; undefined without an id and a name. */
export function readSong(value: unknown): PlayerSong | undefined {
  if (!isRecord(value) || !isId(value.id) || !isString(value.name)) return undefined;
  const song: PlayerSong = { id: value.id, name: value.name };
  const ar = readArtists(value.ar);
  const artists = readArtists(value.artists);
  const alia = readStrings(value.alia);
  const alias = readStrings(value.alias);
  if (ar) song.ar = ar;
  if (artists) song.artists = artists;
  if (alia) song.alia = alia;
  if (alias) song.alias = alias;
  if (isRecord(value.al) && isString(value.al.picUrl)) {
    song.al = { picUrl: value.al.picUrl };
    if (isId(value.al.id)) song.al.id = value.al.id;
    if (isString(value.al.name)) song.al.name = value.al.name;
  }
  if (isTime(value.dt)) song.dt = value.dt;
  return song;
}

/** Valid songs of a stored list, each id once. */
export function readSongList(value: unknown): PlayerSong[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const songs: PlayerSong[] = [];
  for (const item of value) {
    const song = readSong(item);
    if (song && !seen.has(song.id)) {
      seen.add(song.id);
      songs.push(song);
    }
  }
  return songs;
}

function readSongInfo(value: unknown): SongInfo | undefined {
  if (!isRecord(value) || !isId(value.id) || !isString(value.url)) return undefined;
  const lyricList: LyricLine[] = [];
  const lyricTimeList: number[] = [];
  const lines = Array.isArray(value.lyricList) ? value.lyricList : [];
  const times = Array.isArray(value.lyricTimeList) ? value.lyricTimeList : [];
  let previous = -1;
  for (let index = 0; index < lines.length; index++) {
    const line: unknown = lines[index];
    const time: unknown = times[index];
    // Lines must stay in time order for the binary search; a broken list is dropped from there on.
    if (!isRecord(line) || !isString(line.text) || !isTime(time) || time < previous) break;
    lyricList.push(
      isString(line.translation) ? { text: line.text, translation: line.translation } : { text: line.text },
    );
    lyricTimeList.push(time);
    previous = time;
  }
  return { id: value.id, url: value.url, lyricList, lyricTimeList };
}

/** The document kept in storage. */
export function encodeSavedState(state: SavedPlayerState): SavedPlayerState {
  return { ...state };
}

/**
 * Reads a stored document field by field: whatever is missing, of the wrong type or out of range
 * (a corrupt entry, an older version of the app) takes its default, so restoring never throws.
 */
export function decodeSavedState(stored: unknown): SavedPlayerState {
  const defaults = DEFAULT_SAVED_STATE;
  if (!isRecord(stored)) return { ...defaults };
  const customerMusicList = readSongList(stored.customerMusicList);
  const currentSong = readSong(stored.currentSong);
  const songInfo = readSongInfo(stored.songInfo);
  const matchingInfo = songInfo && currentSong && songInfo.id === currentSong.id ? songInfo : undefined;
  const duration = isTime(stored.duration) ? stored.duration : 0;
  const currentTime = currentSong && isTime(stored.currentTime) ? stored.currentTime : 0;
  return {
    volume:
      typeof stored.volume === 'number' && Number.isFinite(stored.volume)
        ? clampVolume(stored.volume)
        : defaults.volume,
    playModel: isPlayModel(stored.playModel) ? stored.playModel : defaults.playModel,
    // docs/spec.md §4: CUSTOM needs songs in the custom list.
    playType: stored.playType === 'CUSTOM' && customerMusicList.length > 0 ? 'CUSTOM' : 'TOP',
    lyricType: stored.lyricType === 'SPECIAL' ? 'SPECIAL' : 'COMMON',
    showLyricBoard: stored.showLyricBoard === true,
    isToggleImg: stored.isToggleImg === true,
    musicList: readSongList(stored.musicList),
    customerMusicList,
    currentSong,
    songInfo: matchingInfo,
    currentTime: duration > 0 ? Math.min(currentTime, duration) : currentTime,
    duration: currentSong ? duration : 0,
  };
}
