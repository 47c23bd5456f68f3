import { create } from 'zustand';
import { DEFAULT_SAVED_STATE, type SavedPlayerState } from './logic/saved-state';
import { readSavedState } from './persistence';
import type { LyricType, PlayModel, PlayType, PlayerSong, SongInfo } from './types';

/** Player state, named as docs/spec.md §3 names it, plus the song it is on. */
export interface PlayerState {
  /** 0–1. */
  volume: number;
  isPaused: boolean;
  /** Seconds into the song (the audio clock, sampled). */
  currentTime: number;
  /** Seconds; 0 until the audio knows. */
  duration: number;
  /** Index into songInfo.lyricList, -1 before the first line. */
  currentLyricIndex: number;
  lyricType: LyricType;
  showLyricBoard: boolean;
  /** The full panel is open (the floating disc shows otherwise). */
  isShowMusicPlayer: boolean;
  /** The floating disc is folded down to its cover. */
  isToggleImg: boolean;
  playType: PlayType;
  playModel: PlayModel;
  /** The top list: songs of the category playlist last played from. */
  musicList: PlayerSong[];
  customerMusicList: PlayerSong[];
  /** Position the progress slider shows: follows currentTime except while it is dragged. */
  currentSchedule: number;
  /** The progress slider is being dragged, or was released less than 200 ms ago. */
  isUseProgress: boolean;
  /** A lyric line was clicked less than 100 ms ago: the index is not recomputed from time. */
  isClickLyric: boolean;
  currentSong: PlayerSong | undefined;
  songInfo: SongInfo | undefined;
  /** The song's address or lyrics are being fetched. */
  isLoading: boolean;
}

/** Start-up state: what was saved (docs/spec.md §3), always paused with the panel closed. */
export function initialPlayerState(saved: SavedPlayerState = DEFAULT_SAVED_STATE): PlayerState {
  return {
    ...saved,
    isPaused: true,
    currentLyricIndex: -1,
    isShowMusicPlayer: false,
    currentSchedule: saved.currentTime,
    isUseProgress: false,
    isClickLyric: false,
    isLoading: false,
  };
}

/**
 * Created with the defaults, which is what the server renders; the browser restores what was saved
 * (restoreSavedPlayer) before it hydrates the page, so React takes over the server's markup with the
 * defaults and then shows the visitor's song at once.
 */
export const usePlayerStore = create<PlayerState>()(() => initialPlayerState());

/** docs/spec.md §3: the saved player comes back at start. */
export function restoreSavedPlayer(): void {
  usePlayerStore.setState(initialPlayerState(readSavedState()));
}

export const getPlayerState = usePlayerStore.getState;
export const setPlayerState = usePlayerStore.setState;

/** What persistence keeps of the live state. */
export function toSavedState(state: PlayerState): SavedPlayerState {
  return {
    volume: state.volume,
    playModel: state.playModel,
    playType: state.playType,
    lyricType: state.lyricType,
    showLyricBoard: state.showLyricBoard,
    isToggleImg: state.isToggleImg,
    musicList: state.musicList,
    customerMusicList: state.customerMusicList,
    currentSong: state.currentSong,
    songInfo: state.songInfo,
    currentTime: state.currentTime,
    duration: state.duration,
  };
}

// Plain actions that need no audio: the panel and the disc call them directly.

export function openPlayer(): void {
  setPlayerState({ isShowMusicPlayer: true });
}

export function closePlayer(): void {
  setPlayerState({ isShowMusicPlayer: false });
}

/** docs/spec.md §2: `showSpecial` opens the player with the lyric board in SPECIAL mode. */
export function openSpecialLyrics(): void {
  setPlayerState({ isShowMusicPlayer: true, showLyricBoard: true, lyricType: 'SPECIAL' });
}

export function setShowLyricBoard(showLyricBoard: boolean): void {
  setPlayerState({ showLyricBoard });
}

export function setLyricType(lyricType: LyricType): void {
  setPlayerState({ lyricType });
}

export function toggleDiscImage(): void {
  setPlayerState((state) => ({ isToggleImg: !state.isToggleImg }));
}
