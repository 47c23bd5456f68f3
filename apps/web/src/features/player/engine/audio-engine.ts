import { toast } from '../../../lib/toast';
import {
  ADD_TOAST_SECONDS,
  DEFAULT_CATEGORY_INDEX,
  LYRIC_CLICK_RELEASE_MS,
  PROGRESS_RELEASE_MS,
} from '../constants';
import { TEXT } from '../text';
import { addToCustomList, removeFromCustomList } from '../logic/custom-list';
import { findLyricIndex } from '../logic/lrc';
import { activeList, pickSong, type Direction } from '../logic/play-order';
import { nextPlayModel } from '../logic/play-mode';
import { clampVolume } from '../logic/volume';
import { writeSavedState } from '../persistence';
import { getPlayerState, setPlayerState, toSavedState, usePlayerStore } from '../store';
import type { PlayType, PlayerSong } from '../types';
import {
  installMediaSessionHandlers,
  showPlaybackInMediaSession,
  showSongInMediaSession,
} from './media-session';
import { fetchCategories, fetchLyrics, fetchPlaylistSongs, fetchSongDetail, fetchSongUrl } from './music-api';

/**
 * The player engine (docs/design.md §8): owns the page's one `<audio>` element, outside React, so music
 * keeps playing across navigation. It feeds the store; components read the store and call the
 * functions exported here.
 */

let audio: HTMLAudioElement | undefined;
/** Bumped on every song change, so answers for an earlier song are ignored. */
let loadToken = 0;
/** A restored position, applied once the audio knows its metadata. */
let pendingSeek: number | undefined;
let frame: number | undefined;
/** Fires at the next lyric line's start, so a line lights on time even when frames are slow. */
let lineTimer: ReturnType<typeof setTimeout> | undefined;
let lineTimerTarget: number | undefined;
let progressTimer: ReturnType<typeof setTimeout> | undefined;
let lyricTimer: ReturnType<typeof setTimeout> | undefined;
let started = false;

function getAudio(): HTMLAudioElement {
  if (audio) return audio;
  const element = document.createElement('audio');
  element.preload = 'none';
  element.dataset.player = 'audio';
  element.hidden = true;
  element.volume = getPlayerState().volume;
  element.addEventListener('play', onPlay);
  element.addEventListener('pause', onPause);
  element.addEventListener('ended', onEnded);
  element.addEventListener('timeupdate', () => sampleClock());
  element.addEventListener('seeked', () => {
    clearLineTimer();
    sampleClock(true);
  });
  element.addEventListener('ratechange', clearLineTimer);
  element.addEventListener('loadedmetadata', onMetadata);
  element.addEventListener('durationchange', onMetadata);
  element.addEventListener('error', () => {
    // docs/spec.md §4: a failure is logged and leaves the player paused.
    const error = element.error;
    if (!element.getAttribute('src')) return;
    console.error(
      `[player] cannot play ${element.currentSrc}: ${error?.message || `media error ${error?.code ?? '?'}`}`,
    );
    setPlayerState({ isPaused: true, isLoading: false });
  });
  document.body.append(element);
  audio = element;
  return element;
}

// ---------------------------------------------------------------------------------------------
// The audio clock

/**
 * How often the store's currentTime moves while playing: the slider and the mm:ss label need no
 * more, and every move re-renders them.
 */
const CLOCK_TICKS_PER_SECOND = 4;

/**
 * Reads the audio clock into the store: the lyric index on every call (so a line lights within a
 * frame of its time), the time itself when it moved by a quarter of a second (what the slider shows).
 */
function sampleClock(force = false): void {
  // A restored position not yet applied: the clock still reads 0.
  if (!audio || pendingSeek !== undefined) return;
  const state = getPlayerState();
  const time = audio.currentTime;
  const patch: Partial<ReturnType<typeof getPlayerState>> = {};
  if (
    force ||
    Math.floor(time * CLOCK_TICKS_PER_SECOND) !== Math.floor(state.currentTime * CLOCK_TICKS_PER_SECOND)
  ) {
    patch.currentTime = time;
    if (!state.isUseProgress) patch.currentSchedule = time;
  }
  if (!state.isClickLyric && state.songInfo) {
    const index = findLyricIndex(state.songInfo.lyricTimeList, time * 1000);
    if (index !== state.currentLyricIndex) patch.currentLyricIndex = index;
  }
  if (Object.keys(patch).length > 0) setPlayerState(patch);
  scheduleNextLine();
}

function clearLineTimer(): void {
  clearTimeout(lineTimer);
  lineTimer = undefined;
  lineTimerTarget = undefined;
}

/**
 * Besides sampling every animation frame, wake up exactly when the next line starts: frames can
 * be slow (software rendering, a busy machine), the audio clock is not.
 */
function scheduleNextLine(): void {
  if (!audio || audio.paused) return clearLineTimer();
  const { songInfo, currentLyricIndex, isClickLyric } = getPlayerState();
  const next = isClickLyric ? undefined : songInfo?.lyricTimeList[currentLyricIndex + 1];
  if (next === undefined) return clearLineTimer();
  if (lineTimer !== undefined && lineTimerTarget === next) return;
  clearLineTimer();
  const delay = Math.max(0, (next - audio.currentTime * 1000) / (audio.playbackRate || 1));
  lineTimerTarget = next;
  lineTimer = setTimeout(() => {
    lineTimer = undefined;
    lineTimerTarget = undefined;
    sampleClock();
  }, delay);
}

function tick(): void {
  sampleClock();
  frame = requestAnimationFrame(tick);
}

function onPlay(): void {
  setPlayerState({ isPaused: false });
  if (frame === undefined) frame = requestAnimationFrame(tick);
  showPlaybackInMediaSession(false);
}

function onPause(): void {
  if (frame !== undefined) cancelAnimationFrame(frame);
  frame = undefined;
  clearLineTimer();
  sampleClock(true);
  setPlayerState({ isPaused: true });
  showPlaybackInMediaSession(true);
}

function onMetadata(): void {
  if (!audio) return;
  if (pendingSeek !== undefined && Number.isFinite(audio.duration)) {
    audio.currentTime = Math.min(pendingSeek, audio.duration);
    pendingSeek = undefined;
  }
  if (Number.isFinite(audio.duration) && audio.duration > 0) {
    setPlayerState({ duration: audio.duration });
    showPlaybackInMediaSession(audio.paused, { duration: audio.duration, currentTime: audio.currentTime });
  }
}

function onEnded(): void {
  void skip('next');
}

/** Starts the audio; a refusal (autoplay policy, broken file) is logged and leaves it paused. */
async function startAudio(): Promise<void> {
  const element = getAudio();
  try {
    await element.play();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return; // a newer song took over
    console.error('[player] play failed', error);
    setPlayerState({ isPaused: true });
  }
}

/** Gives the audio its source when it has none yet (after a restore): the saved address and position. */
async function ensureSource(): Promise<boolean> {
  const element = getAudio();
  if (element.getAttribute('src')) return true;
  const { currentSong, songInfo, currentTime } = getPlayerState();
  if (!currentSong) return false;
  const url = songInfo?.url || (await fetchSongUrl(currentSong.id));
  if (!url) return false;
  pendingSeek = currentTime > 0 ? currentTime : undefined;
  element.src = url;
  // Browsers keep this as the start position until the metadata arrives; onMetadata makes sure.
  if (pendingSeek !== undefined) element.currentTime = pendingSeek;
  if (!songInfo?.url)
    setPlayerState({
      songInfo: { ...(songInfo ?? { id: currentSong.id, lyricList: [], lyricTimeList: [] }), url },
    });
  return true;
}

// ---------------------------------------------------------------------------------------------
// Songs and lists

export interface PlaySongOptions {
  /** The list the song was picked from becomes the top list. */
  list?: PlayerSong[];
  playType?: PlayType;
  /** False: load the song paused. */
  autoplay?: boolean;
}

/**
 * Plays a song (docs/spec.md §4: a new song resets time, lyric index and duration). The address, the
 * lyrics and the full detail are fetched together; whatever arrives after another song was
 * chosen is dropped.
 */
export async function playSong(song: PlayerSong, options: PlaySongOptions = {}): Promise<void> {
  const token = ++loadToken;
  const element = getAudio();
  const state = getPlayerState();
  const same = state.currentSong?.id === song.id && Boolean(element.getAttribute('src'));
  setPlayerState({
    currentSong: song,
    ...(options.list ? { musicList: options.list } : {}),
    ...(options.playType ? { playType: options.playType } : {}),
  });
  if (same) {
    // The same song again: start it over without fetching anything.
    element.currentTime = 0;
    if (options.autoplay !== false) await startAudio();
    return;
  }
  pendingSeek = undefined;
  element.pause();
  element.removeAttribute('src');
  element.load();
  setPlayerState({
    songInfo: { id: song.id, url: '', lyricList: [], lyricTimeList: [] },
    currentTime: 0,
    currentSchedule: 0,
    currentLyricIndex: -1,
    duration: 0,
    isLoading: true,
  });
  showSongInMediaSession(song);

  const lyrics = fetchLyrics(song.id);
  const detail = song.al?.picUrl && song.ar?.length ? Promise.resolve(undefined) : fetchSongDetail(song.id);
  const url = await fetchSongUrl(song.id);
  if (token !== loadToken) return;
  if (!url) {
    console.error(`[player] song ${song.id} has no playable address`);
    setPlayerState({ isPaused: true, isLoading: false });
  } else {
    element.src = url;
    element.volume = getPlayerState().volume;
    setPlayerState((current) => ({ songInfo: current.songInfo && { ...current.songInfo, url } }));
    if (options.autoplay !== false) void startAudio();
  }
  const [parsed, full] = await Promise.all([lyrics, detail]);
  if (token !== loadToken) return;
  setPlayerState((current) => ({
    isLoading: false,
    songInfo: { id: song.id, url: current.songInfo?.url ?? url ?? '', ...parsed },
    currentLyricIndex: findLyricIndex(parsed.lyricTimeList, (audio?.currentTime ?? 0) * 1000),
    ...(full ? { currentSong: { ...song, ...full } } : {}),
  }));
  if (full) showSongInMediaSession({ ...song, ...full });
}

/** Songs of the default category (docs/spec.md §9: the fourth), first page; used when nothing was loaded yet. */
export async function loadDefaultList(): Promise<PlayerSong[]> {
  const categories = await fetchCategories();
  const category = categories[DEFAULT_CATEGORY_INDEX] ?? categories.at(-1);
  if (!category) return [];
  const songs = await fetchPlaylistSongs(category.id, 0);
  if (getPlayerState().musicList.length === 0) setPlayerState({ musicList: songs });
  return songs;
}

/** docs/spec.md §4: next or previous by play mode within the active list (the top list loads when empty). */
export async function skip(direction: Direction): Promise<void> {
  const state = getPlayerState();
  let list = activeList(state.playType, state.musicList, state.customerMusicList);
  if (list.length === 0) list = await loadDefaultList();
  const song = pickSong(list, state.currentSong?.id, state.playModel, direction);
  if (song) await playSong(song);
}

export const playNext = () => skip('next');
export const playPrevious = () => skip('previous');

export async function play(): Promise<void> {
  if (!getPlayerState().currentSong) return skip('next');
  if (await ensureSource()) await startAudio();
}

export function pause(): void {
  audio?.pause();
}

/** docs/spec.md §4: toggling plays or pauses; with no song yet it starts the default list. */
export async function togglePlay(): Promise<void> {
  if (getPlayerState().isPaused) await play();
  else pause();
}

// ---------------------------------------------------------------------------------------------
// Seeking

async function seekAudio(seconds: number): Promise<void> {
  if (!(await ensureSource())) return;
  const element = getAudio();
  const duration = getPlayerState().duration || element.duration;
  const target = Math.max(
    0,
    Number.isFinite(duration) && duration > 0 ? Math.min(seconds, duration) : seconds,
  );
  if (element.readyState === 0) pendingSeek = target;
  else element.currentTime = target;
  setPlayerState({ currentTime: target });
  // docs/spec.md §4: seeking resumes playback if paused.
  if (element.paused) await startAudio();
}

/** The progress slider is being dragged: show the position, leave the audio alone. */
export function dragProgress(seconds: number): void {
  if (progressTimer) clearTimeout(progressTimer);
  progressTimer = undefined;
  setPlayerState({ isUseProgress: true, currentSchedule: seconds });
}

/** The slider was let go: seek there; isUseProgress clears 200 ms later (docs/spec.md §4). */
export async function seekByProgress(seconds: number): Promise<void> {
  setPlayerState({ isUseProgress: true, currentSchedule: seconds });
  if (progressTimer) clearTimeout(progressTimer);
  progressTimer = setTimeout(() => {
    progressTimer = undefined;
    setPlayerState({ isUseProgress: false });
  }, PROGRESS_RELEASE_MS);
  await seekAudio(seconds);
}

/** Seek by a relative amount (keyboard, media keys). */
export async function seekBy(seconds: number): Promise<void> {
  const element = audio;
  const current = element?.getAttribute('src') ? element.currentTime : getPlayerState().currentTime;
  await seekByProgress(Math.max(0, current + seconds));
}

/**
 * A lyric line was clicked: light it at once and seek to its start. For 100 ms the index is not
 * recomputed from time, so the clicked line stays lit while the seek lands (docs/spec.md §4).
 */
export async function seekToLyric(index: number): Promise<void> {
  const time = getPlayerState().songInfo?.lyricTimeList[index];
  if (time === undefined) return;
  if (lyricTimer) clearTimeout(lyricTimer);
  setPlayerState({ isClickLyric: true, currentLyricIndex: index });
  lyricTimer = setTimeout(() => {
    lyricTimer = undefined;
    setPlayerState({ isClickLyric: false });
  }, LYRIC_CLICK_RELEASE_MS);
  // A millisecond past the start, so float rounding never lands on the line before.
  await seekAudio((time + 1) / 1000);
}

// ---------------------------------------------------------------------------------------------
// Settings and the custom list

/** 0–1. */
export function setVolume(volume: number): void {
  const value = clampVolume(volume);
  if (audio) audio.volume = value;
  setPlayerState({ volume: value });
}

export function cyclePlayModel(): void {
  setPlayerState((state) => ({ playModel: nextPlayModel(state.playModel) }));
}

/** docs/spec.md §5: add to the custom list (添加成功 for 1 s); a song already there is refused. */
export function addToCustom(song: PlayerSong): boolean {
  const result = addToCustomList(getPlayerState().customerMusicList, song);
  if (!result.added) {
    toast.warning(TEXT.duplicate, { durationSeconds: ADD_TOAST_SECONDS });
    return false;
  }
  setPlayerState({ customerMusicList: result.customerMusicList, playType: result.playType });
  toast.success(TEXT.added, { durationSeconds: ADD_TOAST_SECONDS });
  return true;
}

export function removeFromCustom(id: number): void {
  const state = getPlayerState();
  setPlayerState(removeFromCustomList(state.customerMusicList, id, state.playType));
}

export function clearCustom(): void {
  setPlayerState({ customerMusicList: [], playType: 'TOP' });
}

// ---------------------------------------------------------------------------------------------
// Start-up

export function savePlayerState(): void {
  const state = getPlayerState();
  const live = audio?.getAttribute('src') ? audio.currentTime : state.currentTime;
  writeSavedState({ ...toSavedState(state), currentTime: Number.isFinite(live) ? live : 0 });
}

/**
 * Once per page, when the engine's code has loaded (engine-loader.ts, which also saves the state on
 * unload; the state itself was restored when the store was created): Media Session handlers, and
 * the song's title in the system's media controls.
 */
export function startPlayerEngine(): void {
  if (started) return;
  started = true;
  installMediaSessionHandlers({
    play: () => void play(),
    pause,
    previous: () => void playPrevious(),
    next: () => void playNext(),
    seekTo: (seconds) => void seekByProgress(seconds),
  });
  showSongInMediaSession(getPlayerState().currentSong);
  usePlayerStore.subscribe((state, previous) => {
    if (state.volume !== previous.volume && audio) audio.volume = state.volume;
  });
}
