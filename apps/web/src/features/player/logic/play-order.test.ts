import { describe, expect, it } from 'vitest';
import { activeList, pickIndex, pickSong } from './play-order';

/** A random source that returns the given values in turn. */
const sequence = (...values: number[]) => {
  let call = 0;
  return () => values[call++] ?? 0;
};

describe('pickIndex', () => {
  it('returns undefined for an empty list, whatever the mode', () => {
    for (const model of ['RANDOM', 'LISTLOOP', 'SINGLECYCLE'] as const) {
      expect(pickIndex({ length: 0, currentIndex: -1, model, direction: 'next' })).toBeUndefined();
    }
  });

  it('starts from index 0 when the current song is not in the list', () => {
    for (const model of ['RANDOM', 'LISTLOOP', 'SINGLECYCLE'] as const) {
      for (const direction of ['next', 'previous'] as const) {
        expect(pickIndex({ length: 5, currentIndex: -1, model, direction, random: () => 0.9 })).toBe(0);
      }
    }
    expect(pickIndex({ length: 3, currentIndex: 7, model: 'LISTLOOP', direction: 'next' })).toBe(0);
  });

  it('LISTLOOP steps forwards and backwards and wraps at both ends', () => {
    expect(pickIndex({ length: 4, currentIndex: 1, model: 'LISTLOOP', direction: 'next' })).toBe(2);
    expect(pickIndex({ length: 4, currentIndex: 3, model: 'LISTLOOP', direction: 'next' })).toBe(0);
    expect(pickIndex({ length: 4, currentIndex: 1, model: 'LISTLOOP', direction: 'previous' })).toBe(0);
    expect(pickIndex({ length: 4, currentIndex: 0, model: 'LISTLOOP', direction: 'previous' })).toBe(3);
  });

  it('SINGLECYCLE repeats the current song in both directions', () => {
    expect(pickIndex({ length: 4, currentIndex: 2, model: 'SINGLECYCLE', direction: 'next' })).toBe(2);
    expect(pickIndex({ length: 4, currentIndex: 2, model: 'SINGLECYCLE', direction: 'previous' })).toBe(2);
  });

  it('RANDOM takes the drawn index when it differs from the current one', () => {
    expect(
      pickIndex({ length: 5, currentIndex: 1, model: 'RANDOM', direction: 'next', random: () => 0.65 }),
    ).toBe(3);
  });

  it('RANDOM retries once when it draws the current index', () => {
    const random = sequence(0.25, 0.85);
    expect(pickIndex({ length: 4, currentIndex: 1, model: 'RANDOM', direction: 'next', random })).toBe(3);
  });

  it('RANDOM never repeats the current song when there is a choice', () => {
    // Both draws hit the current index: it moves on rather than repeat.
    expect(
      pickIndex({ length: 4, currentIndex: 3, model: 'RANDOM', direction: 'previous', random: () => 0.99 }),
    ).toBe(0);
    for (let current = 0; current < 6; current++) {
      for (let draw = 0; draw < 1; draw += 0.05) {
        const index = pickIndex({
          length: 6,
          currentIndex: current,
          model: 'RANDOM',
          direction: 'next',
          random: () => draw,
        });
        expect(index).not.toBe(current);
        expect(index).toBeGreaterThanOrEqual(0);
        expect(index).toBeLessThan(6);
      }
    }
  });

  it('with one song every mode stays on it', () => {
    for (const model of ['RANDOM', 'LISTLOOP', 'SINGLECYCLE'] as const) {
      expect(pickIndex({ length: 1, currentIndex: 0, model, direction: 'next', random: () => 0.7 })).toBe(0);
      expect(pickIndex({ length: 1, currentIndex: 0, model, direction: 'previous' })).toBe(0);
    }
  });
});

describe('pickSong', () => {
  const list = [{ id: 10 }, { id: 20 }, { id: 30 }];

  it('finds the current song by id and steps from it', () => {
    expect(pickSong(list, 20, 'LISTLOOP', 'next')).toEqual({ id: 30 });
    expect(pickSong(list, 10, 'LISTLOOP', 'previous')).toEqual({ id: 30 });
    expect(pickSong(list, 20, 'SINGLECYCLE', 'next')).toEqual({ id: 20 });
  });

  it('plays the first song when nothing or an unknown song is current', () => {
    expect(pickSong(list, undefined, 'RANDOM', 'next', () => 0.9)).toEqual({ id: 10 });
    expect(pickSong(list, 99, 'LISTLOOP', 'previous')).toEqual({ id: 10 });
  });

  it('returns undefined for an empty list', () => {
    expect(pickSong([], 10, 'LISTLOOP', 'next')).toBeUndefined();
  });
});

describe('activeList', () => {
  it('is the custom list for CUSTOM and the top list for TOP', () => {
    const top = [{ id: 1 }];
    const custom = [{ id: 2 }];
    expect(activeList('TOP', top, custom)).toBe(top);
    expect(activeList('CUSTOM', top, custom)).toBe(custom);
  });
});
