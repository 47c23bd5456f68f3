import { describe, expect, it } from 'vitest';
import {
  ERASE_DELAY_MS,
  HOLD_DELAY_MS,
  nextTypewriterStep,
  toSayLines,
  TYPE_DELAY_MS,
  TYPEWRITER_START,
  typedText,
  type TypewriterState,
} from './typewriter';

/** Runs the typewriter for a number of steps and returns every text it showed. */
function run(lines: string[], steps: number): string[] {
  const shown: string[] = [];
  let state: TypewriterState = TYPEWRITER_START;
  for (let index = 0; index < steps; index += 1) {
    const step = nextTypewriterStep(state, lines);
    if (!step) break;
    state = step.state;
    shown.push(typedText(state, lines));
  }
  return shown;
}

describe('typewriter', () => {
  it('types a single line once and then stops', () => {
    expect(run(['你好'], 10)).toEqual(['你', '你好']);
  });

  it('types, holds, erases and moves on to the next line, wrapping around', () => {
    expect(run(['甲乙', '丙'], 12)).toEqual([
      '甲',
      '甲乙',
      '甲乙',
      '甲',
      '',
      '',
      '丙',
      '丙',
      '',
      '',
      '甲',
      '甲乙',
    ]);
  });

  it('waits longer before erasing than between characters', () => {
    const typed = nextTypewriterStep({ line: 0, length: 0, deleting: false }, ['ab', 'c']);
    const hold = nextTypewriterStep({ line: 0, length: 2, deleting: false }, ['ab', 'c']);
    const erase = nextTypewriterStep({ line: 0, length: 2, deleting: true }, ['ab', 'c']);
    expect(typed?.delay).toBe(TYPE_DELAY_MS);
    expect(hold?.delay).toBe(HOLD_DELAY_MS);
    expect(erase?.delay).toBe(ERASE_DELAY_MS);
  });

  it('never splits an emoji', () => {
    expect(run(['☕️好'], 3)).toEqual(['☕️', '☕️好']);
    expect(typedText({ line: 0, length: 1, deleting: false }, ['😀a'])).toBe('😀');
  });

  it('does nothing without lines', () => {
    expect(nextTypewriterStep(TYPEWRITER_START, [])).toBeNull();
  });
});

describe('toSayLines', () => {
  it('splits the motto into lines and drops blanks', () => {
    expect(toSayLines('愿你走出半生\n\n  归来仍是少年 ')).toEqual(['愿你走出半生', '归来仍是少年']);
    expect(toSayLines('一|二')).toEqual(['一', '二']);
    expect(toSayLines(null)).toEqual([]);
  });
});
