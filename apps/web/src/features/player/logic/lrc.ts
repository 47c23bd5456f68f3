import type { LyricLine } from '../types';

export interface ParsedLyrics {
  lyricList: LyricLine[];
  /** Start of each line in ms, ascending. */
  lyricTimeList: number[];
}

interface TimedText {
  time: number;
  text: string;
}

// [mm:ss], [mm:ss.x], [mm:ss.xx], [mm:ss.xxx] and the [mm:ss:xx] some editors write.
const TIME_TAG = /\[(\d{1,3}):(\d{1,2})(?:[.:](\d{1,3}))?\]/g;
const LEADING_TAGS = /^(?:\s*\[\d{1,3}:\d{1,2}(?:[.:]\d{1,3})?\])+/;

function toMs(minutes: string, seconds: string, fraction: string | undefined): number {
  const ms = fraction ? Math.round(Number(`0.${fraction}`) * 1000) : 0;
  return Number(minutes) * 60_000 + Number(seconds) * 1000 + ms;
}

/** The timed lines of an LRC text, in time order; metadata tags ([ar:…]) and blank lines are dropped. */
export function parseLrcLines(lrc: string): TimedText[] {
  const lines: TimedText[] = [];
  for (const raw of lrc.split(/\r?\n/)) {
    const tags = LEADING_TAGS.exec(raw);
    if (!tags) continue;
    const text = raw.slice(tags[0].length).trim();
    if (!text) continue;
    // One line may carry several time tags: it is sung at each of them.
    for (const match of tags[0].matchAll(TIME_TAG)) {
      const [, minutes = '0', seconds = '0', fraction] = match;
      lines.push({ time: toMs(minutes, seconds, fraction), text });
    }
  }
  // Stable sort keeps lines with the same time in file order.
  return lines.sort((a, b) => a.time - b.time);
}

/** How far apart (ms) a translated line may start from its original and still be paired with it. */
const PAIR_TOLERANCE_MS = 300;

/**
 * docs/spec.md §3: the song's lyric lines and their start times, with the translation (a second LRC text,
 * `tlyric`) paired to the original line starting at the same time — or the nearest one within 300 ms,
 * since translations are often timed by hand.
 */
export function parseLyrics(lrc: string | undefined, translation?: string): ParsedLyrics {
  const lines = parseLrcLines(lrc ?? '');
  const lyricList: LyricLine[] = lines.map((line) => ({ text: line.text }));
  const lyricTimeList = lines.map((line) => line.time);
  for (const translated of parseLrcLines(translation ?? '')) {
    let best = -1;
    let bestGap = Infinity;
    // Lines are sorted: start near the translated time and look both ways.
    const start = findLyricIndex(lyricTimeList, translated.time);
    for (const index of [start, start + 1]) {
      const time = lyricTimeList[index];
      if (time === undefined) continue;
      const gap = Math.abs(time - translated.time);
      if (gap < bestGap) [best, bestGap] = [index, gap];
    }
    const line = lyricList[best];
    if (
      line &&
      bestGap <= PAIR_TOLERANCE_MS &&
      line.translation === undefined &&
      translated.text !== line.text
    ) {
      line.translation = translated.text;
    }
  }
  return { lyricList, lyricTimeList };
}

/**
 * docs/spec.md §4: the line whose start time is the last one at or before `timeMs` (binary search over
 * the ascending `times`), or -1 before the first line.
 */
export function findLyricIndex(times: readonly number[], timeMs: number): number {
  let low = 0;
  let high = times.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if ((times[middle] ?? Infinity) <= timeMs) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}
