import { seededRandom } from '../../../../lib/seeded-random';
import { parseChords, parseNotes, type ScoreChord } from './score';
import type { DemoSong, Instrument } from './songs';

/**
 * A small additive synthesiser for the demo songs: a lead voice with an ADSR envelope and vibrato,
 * plucked-string broken chords (Karplus–Strong) and a bass, an optional string pad, and a touch of
 * Schroeder reverb. Pure computation: the same song always gives the same samples.
 */

export const SAMPLE_RATE = 22_050;
/** Seconds the last chord and the reverb ring after the tune ends. */
const TAIL_SECONDS = 2.2;

export interface RenderedSong {
  samples: Int16Array;
  sampleRate: number;
  /** When each lyric line starts, in milliseconds. */
  lineTimes: number[];
  /** When the tune starts (end of the introduction), in milliseconds. */
  introMs: number;
  durationMs: number;
}

interface Envelope {
  attack: number;
  decay: number;
  sustain: number;
  release: number;
}

interface Timbre {
  /** [frequency multiple, amplitude] */
  partials: [number, number][];
  /** Sustained voices follow the note length; struck ones ring and fade on their own. */
  envelope: Envelope | { struck: number };
  vibrato?: { rate: number; depth: number };
  /** Copies slightly out of tune, for width. */
  detune?: number;
  gain: number;
}

const TIMBRES: Record<Instrument, Timbre> = {
  flute: {
    partials: [
      [1, 1],
      [2, 0.14],
      [3, 0.05],
    ],
    envelope: { attack: 0.05, decay: 0.12, sustain: 0.8, release: 0.16 },
    vibrato: { rate: 5, depth: 0.004 },
    gain: 0.5,
  },
  reed: {
    partials: [
      [1, 1],
      [3, 0.4],
      [5, 0.2],
      [7, 0.08],
    ],
    envelope: { attack: 0.04, decay: 0.1, sustain: 0.85, release: 0.14 },
    vibrato: { rate: 4.6, depth: 0.003 },
    gain: 0.42,
  },
  strings: {
    partials: [1, 2, 3, 4, 5, 6].map((n) => [n, 0.85 / n] as [number, number]),
    envelope: { attack: 0.1, decay: 0.2, sustain: 0.85, release: 0.28 },
    vibrato: { rate: 5.5, depth: 0.0035 },
    detune: 0.003,
    gain: 0.3,
  },
  organ: {
    partials: [
      [1, 1],
      [2, 0.5],
      [3, 0.28],
      [4, 0.18],
      [6, 0.08],
    ],
    envelope: { attack: 0.02, decay: 0.05, sustain: 1, release: 0.1 },
    gain: 0.3,
  },
  marimba: {
    partials: [
      [1, 1],
      [3.93, 0.22],
      [9.2, 0.05],
    ],
    envelope: { struck: 0.45 },
    gain: 0.62,
  },
  musicBox: {
    partials: [
      [1, 1],
      [2.01, 0.3],
      [3.02, 0.14],
      [5.4, 0.07],
    ],
    envelope: { struck: 0.9 },
    gain: 0.55,
  },
};

const frequency = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

const TABLE_SIZE = 4096;
const wavetables = new Map<Instrument, Float32Array>();

/** One cycle of a harmonic timbre (all partials summed), looked up instead of summing sines per sample. */
function wavetableOf(instrument: Instrument): Float32Array {
  let table = wavetables.get(instrument);
  if (!table) {
    table = new Float32Array(TABLE_SIZE + 1);
    for (let i = 0; i <= TABLE_SIZE; i++) {
      const angle = (2 * Math.PI * i) / TABLE_SIZE;
      for (const [multiple, weight] of TIMBRES[instrument].partials)
        table[i]! += weight * Math.sin(angle * multiple);
    }
    wavetables.set(instrument, table);
  }
  return table;
}

/** Adds one note of `instrument` to `out`. */
function addNote(
  out: Float32Array,
  sampleRate: number,
  instrument: Instrument,
  midi: number,
  startSeconds: number,
  lengthSeconds: number,
  velocity: number,
): void {
  const timbre = TIMBRES[instrument];
  const base = frequency(midi);
  const first = Math.round(startSeconds * sampleRate);
  if ('struck' in timbre.envelope) {
    addStruckNote(out, sampleRate, timbre, timbre.envelope.struck, base, first, lengthSeconds, velocity);
    return;
  }
  const env = timbre.envelope;
  const count = Math.min(Math.round((lengthSeconds + env.release) * sampleRate), out.length - first);
  const copies = timbre.detune ? [1 - timbre.detune, 1 + timbre.detune] : [1];
  const gain = (timbre.gain * velocity) / copies.length;
  const table = wavetableOf(instrument);
  const attackEnd = Math.round(env.attack * sampleRate);
  const decayEnd = Math.round((env.attack + env.decay) * sampleRate);
  const releaseStart = Math.round(lengthSeconds * sampleRate);
  const releaseLength = Math.max(1, Math.round(env.release * sampleRate));
  const vibratoStart = Math.round(0.18 * sampleRate);
  const vibratoStep = timbre.vibrato ? (2 * Math.PI * timbre.vibrato.rate) / sampleRate : 0;
  const vibratoDepth = timbre.vibrato?.depth ?? 0;

  const vibratoCos = Math.cos(vibratoStep);
  const vibratoSin = Math.sin(vibratoStep);
  for (const copy of copies) {
    const step = (base * copy * TABLE_SIZE) / sampleRate;
    let position = 0;
    // The vibrato's sine as a rotating phasor (no Math.sin per sample).
    let re = 1;
    let im = 0;
    for (let i = 0; i < count; i++) {
      const nextRe = re * vibratoCos - im * vibratoSin;
      im = re * vibratoSin + im * vibratoCos;
      re = nextRe;
      let amplitude =
        i < attackEnd
          ? i / attackEnd
          : i < decayEnd
            ? 1 - ((1 - env.sustain) * (i - attackEnd)) / (decayEnd - attackEnd)
            : env.sustain;
      if (i > releaseStart) amplitude *= Math.max(0, 1 - (i - releaseStart) / releaseLength);
      const vibrato = i > vibratoStart ? 1 + vibratoDepth * im : 1;
      position += step * vibrato;
      if (position >= TABLE_SIZE) position -= TABLE_SIZE;
      const index = position | 0;
      const fraction = position - index;
      const value = table[index]! + (table[index + 1]! - table[index]!) * fraction;
      out[first + i]! += value * amplitude * gain;
    }
  }
}

/** Bars and combs: inharmonic partials, each dying away, the upper ones faster. */
function addStruckNote(
  out: Float32Array,
  sampleRate: number,
  timbre: Timbre,
  decaySeconds: number,
  base: number,
  first: number,
  lengthSeconds: number,
  velocity: number,
): void {
  const sounding = Math.min(decaySeconds * 5, Math.max(lengthSeconds * 2.5, decaySeconds * 2));
  const count = Math.min(Math.round(sounding * sampleRate), out.length - first);
  const gain = timbre.gain * velocity;
  // Only partials below the Nyquist frequency, or they fold back as noise.
  for (const [multiple, weight] of timbre.partials.filter(([m]) => base * m < sampleRate / 2.2)) {
    const step = (2 * Math.PI * base * multiple) / sampleRate;
    const decay = Math.exp(-1 / (sampleRate * decaySeconds * (multiple > 1 ? 2 / multiple : 1)));
    // A rotating phasor: one multiply-add per sample instead of a sine.
    let re = 1;
    let im = 0;
    const cos = Math.cos(step);
    const sin = Math.sin(step);
    let level = weight * gain;
    const attack = Math.round(0.003 * sampleRate);
    for (let i = 0; i < count; i++) {
      const nextRe = re * cos - im * sin;
      im = re * sin + im * cos;
      re = nextRe;
      out[first + i]! += im * level * (i < attack ? i / attack : 1);
      level *= decay;
    }
  }
}

/** A plucked string (Karplus–Strong): a burst of noise in a delay line, filtered as it circulates. */
function addPluck(
  out: Float32Array,
  sampleRate: number,
  midi: number,
  startSeconds: number,
  ringSeconds: number,
  gain: number,
  random: () => number,
): void {
  const period = Math.max(2, Math.round(sampleRate / frequency(midi)));
  const line = new Float32Array(period);
  let previous = 0;
  for (let i = 0; i < period; i++) {
    // Softened noise: a gentler, rounder pluck.
    previous = 0.5 * previous + 0.5 * (random() * 2 - 1);
    line[i] = previous;
  }
  const first = Math.round(startSeconds * sampleRate);
  const count = Math.min(Math.round(ringSeconds * sampleRate), out.length - first);
  const fadeFrom = count - Math.round(0.08 * sampleRate);
  let index = 0;
  for (let i = 0; i < count; i++) {
    const following = index + 1 === period ? 0 : index + 1;
    const value = line[index]!;
    line[index] = 0.498 * (value + line[following]!);
    const fade = i > fadeFrom ? (count - i) / (count - fadeFrom) : 1;
    out[first + i]! += value * gain * fade;
    index = following;
  }
}

/** Broken chords in eighths, a bass on every half bar, and (for some songs) a soft pad. */
function addAccompaniment(
  out: Float32Array,
  sampleRate: number,
  song: DemoSong,
  chords: ScoreChord[],
  offsetBeats: number,
  secondsPerBeat: number,
  random: () => number,
): void {
  for (const chord of chords) {
    const start = offsetBeats + chord.start;
    const [root = 0, third = 4, fifth = 7] = chord.tones;
    const low = song.key - 12;
    if (song.accompaniment !== 'pad') {
      const pattern = [root, fifth, root + 12, third + 12];
      for (let step = 0; step < chord.beats * 2; step++) {
        const tone = pattern[step % pattern.length]!;
        addPluck(
          out,
          sampleRate,
          low + tone,
          (start + step / 2) * secondsPerBeat,
          secondsPerBeat * 1.6,
          0.16,
          random,
        );
      }
    }
    for (let beat = 0; beat < chord.beats; beat += 2) {
      addPluck(
        out,
        sampleRate,
        song.key - 24 + (root % 12),
        (start + beat) * secondsPerBeat,
        secondsPerBeat * 2.2,
        0.3,
        random,
      );
    }
    if (song.accompaniment !== 'arpeggio') {
      for (const tone of [root, third, fifth]) {
        addNote(
          out,
          sampleRate,
          'strings',
          low + tone,
          start * secondsPerBeat,
          chord.beats * secondsPerBeat,
          0.28,
        );
      }
    }
  }
}

/** Freeverb-style reverb: four damped combs in parallel, two all-passes in series. */
function addReverb(samples: Float32Array, sampleRate: number, wet: number): void {
  const scale = sampleRate / 44_100;
  const combs = [1116, 1188, 1277, 1356].map((length) => ({
    buffer: new Float32Array(Math.round(length * scale)),
    index: 0,
    store: 0,
  }));
  const allpasses = [556, 441].map((length) => ({
    buffer: new Float32Array(Math.round(length * scale)),
    index: 0,
  }));
  const feedback = 0.8;
  const damping = 0.25;
  for (let i = 0; i < samples.length; i++) {
    const input = samples[i]! * 0.25;
    let sum = 0;
    for (const comb of combs) {
      const output = comb.buffer[comb.index]!;
      comb.store = output * (1 - damping) + comb.store * damping;
      comb.buffer[comb.index] = input + comb.store * feedback;
      comb.index = comb.index + 1 === comb.buffer.length ? 0 : comb.index + 1;
      sum += output;
    }
    for (const allpass of allpasses) {
      const buffered = allpass.buffer[allpass.index]!;
      allpass.buffer[allpass.index] = sum + buffered * 0.5;
      allpass.index = allpass.index + 1 === allpass.buffer.length ? 0 : allpass.index + 1;
      sum = buffered - sum;
    }
    samples[i] = samples[i]! + sum * wet;
  }
}

export function renderSong(song: DemoSong, sampleRate = SAMPLE_RATE): RenderedSong {
  const secondsPerBeat = 60 / song.tempo;
  const parsedLines = song.lines.map((line) => ({
    ...parseNotes(line.notes),
    chords: parseChords(line.chords).chords,
  }));
  const tuneBeats = parsedLines.reduce((sum, line) => sum + line.beats, 0);
  const totalSeconds = (song.introBeats + tuneBeats) * secondsPerBeat + TAIL_SECONDS;
  const out = new Float32Array(Math.ceil(totalSeconds * sampleRate));
  const random = seededRandom(song.tempo * 1000 + song.key);

  // Introduction on the first chord, then each line's tune and chords.
  const firstChord = parsedLines[0]?.chords[0];
  if (firstChord && song.introBeats > 0) {
    addAccompaniment(
      out,
      sampleRate,
      song,
      [{ ...firstChord, start: 0, beats: song.introBeats }],
      0,
      secondsPerBeat,
      random,
    );
  }
  const lineTimes: number[] = [];
  let position = song.introBeats;
  for (const line of parsedLines) {
    lineTimes.push(Math.round(position * secondsPerBeat * 1000));
    for (const note of line.notes) {
      if (note.pitch === null) continue;
      addNote(
        out,
        sampleRate,
        song.lead,
        song.key + note.pitch,
        (position + note.start) * secondsPerBeat,
        note.beats * secondsPerBeat * 0.94,
        note.start % 1 === 0 ? 1 : 0.85,
      );
    }
    addAccompaniment(out, sampleRate, song, line.chords, position, secondsPerBeat, random);
    position += line.beats;
  }
  for (const voice of song.voices ?? []) {
    const { notes } = parseNotes(voice.notes);
    for (const note of notes) {
      if (note.pitch === null) continue;
      addNote(
        out,
        sampleRate,
        voice.instrument,
        song.key + note.pitch + (voice.transpose ?? 0),
        (song.introBeats + voice.startBeat + note.start) * secondsPerBeat,
        note.beats * secondsPerBeat * 0.94,
        0.7,
      );
    }
  }
  // A last low note under the final chord, to close.
  addPluck(out, sampleRate, song.key - 24, position * secondsPerBeat, TAIL_SECONDS, 0.3, random);

  addReverb(out, sampleRate, 0.22);

  let peak = 0;
  for (const value of out) peak = Math.max(peak, Math.abs(value));
  const scale = peak > 0 ? 0.89 / peak : 0;
  const samples = new Int16Array(out.length);
  const fadeIn = Math.round(0.01 * sampleRate);
  const fadeOut = Math.round(0.6 * sampleRate);
  for (let i = 0; i < out.length; i++) {
    let value = out[i]! * scale;
    if (i < fadeIn) value *= i / fadeIn;
    if (i > out.length - fadeOut) value *= (out.length - i) / fadeOut;
    samples[i] = Math.max(-32768, Math.min(32767, Math.round(value * 32767)));
  }
  return {
    samples,
    sampleRate,
    lineTimes,
    introMs: Math.round(song.introBeats * secondsPerBeat * 1000),
    durationMs: Math.round((out.length / sampleRate) * 1000),
  };
}
