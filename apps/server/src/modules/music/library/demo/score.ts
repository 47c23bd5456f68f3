/**
 * A compact numbered-notation (简谱) score format for the demo songs. Pure: no I/O.
 *
 * Notes: `<accidental?><degree><octave marks><duration>`, e.g. `5q`, `1'h`, `6,e`, `#4q`, `3q.`
 * - degree 1–7 of the major scale, 0 for a rest; `#` / `b` raise or lower a semitone
 * - `'` one octave up, `,` one octave down (repeatable)
 * - duration w=4, h=2, q=1, e=½, s=¼ beats; a trailing `.` adds half again
 * - `-` lengthens the previous note by one beat; `|` bar lines are for the reader
 * Chords: `<roman>:<beats>` with I ii iii IV V vi (major/minor triads of the key) and V7, e.g. `I:2 V7:2`.
 */

export interface ScoreNote {
  /** Semitones from the key's degree 1, or null for a rest. */
  pitch: number | null;
  /** In beats from the start of the passage. */
  start: number;
  beats: number;
}

export interface ScoreChord {
  /** Semitones from degree 1: root first. */
  tones: number[];
  start: number;
  beats: number;
}

const SCALE = [0, 2, 4, 5, 7, 9, 11];
const DURATIONS: Record<string, number> = { w: 4, h: 2, q: 1, e: 0.5, s: 0.25 };
const NOTE = /^([#b]?)([0-7])([',]*)([whqes])(\.?)$/;

export class ScoreError extends Error {}

export function parseNotes(text: string): { notes: ScoreNote[]; beats: number } {
  const notes: ScoreNote[] = [];
  let position = 0;
  for (const token of text.split(/\s+/).filter(Boolean)) {
    if (token === '|') continue;
    if (token === '-') {
      const last = notes.at(-1);
      if (!last) throw new ScoreError('"-" 前面没有音符');
      last.beats += 1;
      position += 1;
      continue;
    }
    const match = NOTE.exec(token);
    if (!match) throw new ScoreError(`看不懂的音符：${token}`);
    const [, accidental = '', degree = '0', octaves = '', duration = 'q', dot] = match;
    const beats = DURATIONS[duration]! * (dot ? 1.5 : 1);
    let pitch: number | null = null;
    if (degree !== '0') {
      pitch = SCALE[Number(degree) - 1]! + (accidental === '#' ? 1 : accidental === 'b' ? -1 : 0);
      for (const mark of octaves) pitch += mark === "'" ? 12 : -12;
    }
    notes.push({ pitch, start: position, beats });
    position += beats;
  }
  return { notes, beats: position };
}

const CHORDS: Record<string, number[]> = {
  I: [0, 4, 7],
  ii: [2, 5, 9],
  iii: [4, 7, 11],
  IV: [5, 9, 12],
  V: [7, 11, 14],
  V7: [7, 11, 14, 17],
  vi: [9, 12, 16],
};

export function parseChords(text: string): { chords: ScoreChord[]; beats: number } {
  const chords: ScoreChord[] = [];
  let position = 0;
  for (const token of text.split(/\s+/).filter(Boolean)) {
    const [name = '', length = ''] = token.split(':');
    const tones = CHORDS[name];
    const beats = Number(length);
    if (!tones || !(beats > 0)) throw new ScoreError(`看不懂的和弦：${token}`);
    chords.push({ tones, start: position, beats });
    position += beats;
  }
  return { chords, beats: position };
}
