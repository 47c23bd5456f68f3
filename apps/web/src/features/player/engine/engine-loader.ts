import { whenIdle } from '../../../lib/when-idle';
import { writeSavedState } from '../persistence';
import { getPlayerState, toSavedState } from '../store';
import type * as AudioEngine from './audio-engine';

type Engine = typeof AudioEngine;

let engine: Engine | undefined;
let pending: Promise<Engine> | undefined;
let started = false;

/**
 * The engine's code (audio-engine.ts, with the music API and lyric clock) is a chunk of its own: a
 * page shows the disc from the store without it, so it loads when the page has settled, when the
 * pointer reaches the disc, or at the first thing that needs it, not with the page's first scripts.
 */
export function loadEngine(): Promise<Engine> {
  pending ??= import('./audio-engine').then(
    (loaded) => {
      engine = loaded;
      loaded.startPlayerEngine();
      return loaded;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** The disc's play/pause button. */
export async function togglePlay(): Promise<void> {
  await (await loadEngine()).togglePlay();
}

/** The player's state as the page is left (docs/spec.md §3): the engine's, with the audio's own clock, once it is here. */
function saveOnExit(): void {
  if (engine) engine.savePlayerState();
  else writeSavedState(toSavedState(getPlayerState()));
}

/** Once per page: save on unload, and the engine's code when the page has settled. */
export function startPlayer(): void {
  if (started) return;
  started = true;
  window.addEventListener('pagehide', saveOnExit);
  window.addEventListener('beforeunload', saveOnExit);
  whenIdle(() => {
    loadEngine().catch((error: unknown) => console.warn('[player] could not load the player', error));
  });
}
