/** Where the typewriter is: which line, how many of its characters show, typing or erasing. */
export interface TypewriterState {
  line: number;
  length: number;
  deleting: boolean;
}

export const TYPEWRITER_START: TypewriterState = { line: 0, length: 0, deleting: false };

export const TYPE_DELAY_MS = 140;
export const ERASE_DELAY_MS = 50;
export const HOLD_DELAY_MS = 2600;
export const NEXT_LINE_DELAY_MS = 500;

const graphemes = new Intl.Segmenter('zh-CN', { granularity: 'grapheme' });

/** What a reader sees as characters (graphemes), so an emoji never shows half typed. */
const characters = (text: string | undefined) =>
  Array.from(graphemes.segment(text ?? ''), (part) => part.segment);

/**
 * The typewriter's next state and how long to wait before showing it. Lines are typed, held,
 * erased and followed by the next, round and round; a single line is typed once and stays (null).
 */
export function nextTypewriterStep(
  state: TypewriterState,
  lines: readonly string[],
): { state: TypewriterState; delay: number } | null {
  const length = characters(lines[state.line]).length;
  if (!state.deleting) {
    if (state.length < length) return { state: { ...state, length: state.length + 1 }, delay: TYPE_DELAY_MS };
    if (lines.length <= 1) return null;
    return { state: { ...state, deleting: true }, delay: HOLD_DELAY_MS };
  }
  if (state.length > 0) return { state: { ...state, length: state.length - 1 }, delay: ERASE_DELAY_MS };
  return {
    state: { line: (state.line + 1) % lines.length, length: 0, deleting: false },
    delay: NEXT_LINE_DELAY_MS,
  };
}

/** The text the typewriter shows in a state. */
export function typedText(state: TypewriterState, lines: readonly string[]): string {
  return characters(lines[state.line]).slice(0, state.length).join('');
}

/** The site's personal_say as lines to type; blank lines dropped. */
export function toSayLines(personalSay: string | null | undefined): string[] {
  return (personalSay ?? '')
    .split(/\r?\n|\|/)
    .map((line) => line.trim())
    .filter(Boolean);
}
