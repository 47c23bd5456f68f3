import { usePlayerStore } from '../store';
import { CommonLyrics } from './common-lyrics';
import { SpecialLyrics } from './special-lyrics';

/** The lyric board (docs/spec.md §2): the scrolling COMMON list or the SPECIAL stage. Loaded on demand. */
export function LyricBoard() {
  const lyricType = usePlayerStore((state) => state.lyricType);
  return lyricType === 'SPECIAL' ? <SpecialLyrics /> : <CommonLyrics />;
}
