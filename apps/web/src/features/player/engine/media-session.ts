import { songArtist, songCover } from '../logic/song-view';
import type { PlayerSong } from '../types';

export interface MediaSessionHandlers {
  play(): void;
  pause(): void;
  previous(): void;
  next(): void;
  seekTo(seconds: number): void;
}

const supported = () => typeof navigator !== 'undefined' && 'mediaSession' in navigator;

/** Hardware keys and lock-screen controls drive the player (docs/design.md §8). */
export function installMediaSessionHandlers(handlers: MediaSessionHandlers): void {
  if (!supported()) return;
  const session = navigator.mediaSession;
  const set = (action: MediaSessionAction, handler: MediaSessionActionHandler) => {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // An action this browser does not know.
    }
  };
  set('play', () => handlers.play());
  set('pause', () => handlers.pause());
  set('previoustrack', () => handlers.previous());
  set('nexttrack', () => handlers.next());
  set('seekto', (details) => {
    if (typeof details.seekTime === 'number') handlers.seekTo(details.seekTime);
  });
}

/** Title, artist and cover of the current song for the system's media controls. */
export function showSongInMediaSession(song: PlayerSong | undefined): void {
  if (!supported() || typeof MediaMetadata === 'undefined') return;
  if (!song) {
    navigator.mediaSession.metadata = null;
    return;
  }
  const cover = songCover(song);
  navigator.mediaSession.metadata = new MediaMetadata({
    title: song.name,
    artist: songArtist(song),
    album: song.al?.name ?? '',
    artwork: cover ? [{ src: new URL(cover, window.location.href).href, sizes: '300x300' }] : [],
  });
}

export function showPlaybackInMediaSession(
  paused: boolean,
  position?: { duration: number; currentTime: number },
): void {
  if (!supported()) return;
  navigator.mediaSession.playbackState = paused ? 'paused' : 'playing';
  if (!position || !(position.duration > 0) || typeof navigator.mediaSession.setPositionState !== 'function')
    return;
  try {
    navigator.mediaSession.setPositionState({
      duration: position.duration,
      position: Math.min(position.currentTime, position.duration),
      playbackRate: 1,
    });
  } catch {
    // Out-of-range positions during a song change.
  }
}
