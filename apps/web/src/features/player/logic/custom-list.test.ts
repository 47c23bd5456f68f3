import { describe, expect, it } from 'vitest';
import type { PlayerSong } from '../types';
import { addToCustomList, isInList, removeFromCustomList } from './custom-list';

const song = (id: number): PlayerSong => ({
  id,
  name: `歌${id}`,
  ar: [{ name: '歌手' }],
  al: { picUrl: '' },
});

describe('addToCustomList', () => {
  it('appends the song and switches playType to CUSTOM', () => {
    const result = addToCustomList([song(1)], song(2));
    expect(result).toEqual({ added: true, customerMusicList: [song(1), song(2)], playType: 'CUSTOM' });
  });

  it('refuses a song already in the list and leaves the list alone', () => {
    const list = [song(1), song(2)];
    expect(addToCustomList(list, song(2))).toEqual({ added: false });
    expect(list).toHaveLength(2);
  });

  it('does not change the list it was given', () => {
    const list = [song(1)];
    addToCustomList(list, song(5));
    expect(list).toEqual([song(1)]);
  });
});

describe('removeFromCustomList', () => {
  it('removes the song and keeps playType while songs remain', () => {
    expect(removeFromCustomList([song(1), song(2)], 1, 'CUSTOM')).toEqual({
      customerMusicList: [song(2)],
      playType: 'CUSTOM',
    });
  });

  it('returns to TOP when the list becomes empty', () => {
    expect(removeFromCustomList([song(1)], 1, 'CUSTOM')).toEqual({ customerMusicList: [], playType: 'TOP' });
  });

  it('ignores an id that is not in the list', () => {
    expect(removeFromCustomList([song(1)], 9, 'CUSTOM').customerMusicList).toEqual([song(1)]);
  });
});

describe('isInList', () => {
  it('matches by id', () => {
    expect(isInList([song(3)], 3)).toBe(true);
    expect(isInList([song(3)], 4)).toBe(false);
  });
});
