/**
 * Which heading is being read: the last one whose top has passed `line` (just below the fixed
 * header), or the first while none has.
 * @param tops where each heading's top sits in the window, in document order
 */
export function activeHeadingIndex(tops: readonly number[], line: number): number {
  let active = 0;
  tops.forEach((top, index) => {
    if (top < line) active = index;
  });
  return active;
}
