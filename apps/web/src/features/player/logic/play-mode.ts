import type { PlayModel } from '../types';

/** docs/spec.md §4: the toggle goes RANDOM → LISTLOOP → SINGLECYCLE → RANDOM. */
export const PLAY_MODELS: readonly PlayModel[] = ['RANDOM', 'LISTLOOP', 'SINGLECYCLE'];

export function isPlayModel(value: unknown): value is PlayModel {
  return typeof value === 'string' && (PLAY_MODELS as readonly string[]).includes(value);
}

export function nextPlayModel(model: PlayModel): PlayModel {
  const index = PLAY_MODELS.indexOf(model);
  return PLAY_MODELS[(index + 1) % PLAY_MODELS.length] ?? 'RANDOM';
}
