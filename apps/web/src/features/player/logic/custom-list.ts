import type { PlayType, PlayerSong } from '../types';

export interface CustomListChange {
  customerMusicList: PlayerSong[];
  playType: PlayType;
}

export type AddResult = ({ added: true } & CustomListChange) | { added: false };

export function isInList(list: readonly Pick<PlayerSong, 'id'>[], id: number): boolean {
  return list.some((song) => song.id === id);
}

/** docs/spec.md §4–5: adding puts the song at the end and switches to the custom list; a duplicate is refused. */
export function addToCustomList(list: readonly PlayerSong[], song: PlayerSong): AddResult {
  if (isInList(list, song.id)) return { added: false };
  return { added: true, customerMusicList: [...list, song], playType: 'CUSTOM' };
}

/** docs/spec.md §4: an emptied custom list sends playback back to the top list. */
export function removeFromCustomList(
  list: readonly PlayerSong[],
  id: number,
  playType: PlayType,
): CustomListChange {
  const customerMusicList = list.filter((song) => song.id !== id);
  return { customerMusicList, playType: customerMusicList.length === 0 ? 'TOP' : playType };
}
