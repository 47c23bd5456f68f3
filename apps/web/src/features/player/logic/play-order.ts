import type { PlayModel, PlayType, PlayerSong } from '../types';

export type Direction = 'next' | 'previous';

/** A source of numbers in [0, 1), like Math.random; injected so tests can choose. */
export type RandomSource = () => number;

export interface PickIndexInput {
  length: number;
  /** Index of the current song in the list, or -1 when it is not there. */
  currentIndex: number;
  model: PlayModel;
  direction: Direction;
  random?: RandomSource;
}

/**
 * docs/spec.md §4: the index of the song to play next (or previously) in a list of `length` songs, or
 * undefined for an empty list. A current song missing from the list starts it from index 0.
 * RANDOM draws a different index (it retries once, then takes the neighbour, so it never repeats
 * when there is a choice; with one song it stays). LISTLOOP steps and wraps; SINGLECYCLE repeats.
 */
export function pickIndex({
  length,
  currentIndex,
  model,
  direction,
  random = Math.random,
}: PickIndexInput): number | undefined {
  if (length <= 0) return undefined;
  if (currentIndex < 0 || currentIndex >= length) return 0;
  switch (model) {
    case 'SINGLECYCLE':
      return currentIndex;
    case 'LISTLOOP': {
      const step = direction === 'next' ? 1 : -1;
      return (currentIndex + step + length) % length;
    }
    case 'RANDOM': {
      if (length === 1) return 0;
      const draw = () => Math.min(length - 1, Math.floor(random() * length));
      let index = draw();
      if (index === currentIndex) index = draw();
      if (index === currentIndex) index = (currentIndex + 1) % length;
      return index;
    }
  }
}

/** The list next/previous choose from (docs/spec.md §4): the custom list when playType is CUSTOM. */
export function activeList<T>(playType: PlayType, musicList: T[], customerMusicList: T[]): T[] {
  return playType === 'CUSTOM' ? customerMusicList : musicList;
}

/** The song to play after (or before) `currentId` in `list`, or undefined for an empty list. */
export function pickSong<T extends Pick<PlayerSong, 'id'>>(
  list: readonly T[],
  currentId: number | undefined,
  model: PlayModel,
  direction: Direction,
  random?: RandomSource,
): T | undefined {
  const currentIndex = currentId === undefined ? -1 : list.findIndex((song) => song.id === currentId);
  const index = pickIndex({ length: list.length, currentIndex, model, direction, random });
  return index === undefined ? undefined : list[index];
}
