import { describe, expect, it } from 'vitest';
import { findLyricIndex, parseLrcLines, parseLyrics } from './lrc';

const ODE = `[00:00.00]欢乐颂 - 拾光乐队
[00:00.48]词：Friedrich Schiller
[00:01.91]Freude, schöner Götterfunken,
[00:05.71]Tochter aus Elysium,
[00:09.52]Wir betreten feuertrunken,`;

const ODE_TRANSLATION = `[00:01.91]欢乐啊，美丽的神明之火，
[00:05.80]来自极乐世界的女儿，
[00:30.00]没有对应的原文`;

describe('parseLrcLines', () => {
  it('reads [mm:ss.xx] times in ms with the text after them', () => {
    expect(parseLrcLines('[01:02.50]一\n[00:03.07]二')).toEqual([
      { time: 3070, text: '二' },
      { time: 62_500, text: '一' },
    ]);
  });

  it('accepts one, two or three fraction digits, none, and a colon before them', () => {
    const lines = parseLrcLines('[00:01]a\n[00:02.5]b\n[00:03.250]c\n[00:04:10]d');
    expect(lines.map((line) => line.time)).toEqual([1000, 2500, 3250, 4100]);
  });

  it('repeats a line carrying several time tags', () => {
    expect(parseLrcLines('[00:10.00][00:02.00]副歌')).toEqual([
      { time: 2000, text: '副歌' },
      { time: 10_000, text: '副歌' },
    ]);
  });

  it('drops metadata, blank lines, untimed text and Windows line ends', () => {
    const text = '[ar:拾光乐队]\r\n[ti:送别]\r\n\r\n没有时间\r\n[00:01.00]  \r\n[00:02.00] 长亭外 \r\n';
    expect(parseLrcLines(text)).toEqual([{ time: 2000, text: '长亭外' }]);
  });

  it('returns nothing for text that is not LRC', () => {
    expect(parseLrcLines('')).toEqual([]);
    expect(parseLrcLines('{"lyric": 1}\n[xx:yy]z')).toEqual([]);
  });
});

describe('parseLyrics', () => {
  it('lists lines and their start times', () => {
    const { lyricList, lyricTimeList } = parseLyrics(ODE);
    expect(lyricTimeList).toEqual([0, 480, 1910, 5710, 9520]);
    expect(lyricList[2]).toEqual({ text: 'Freude, schöner Götterfunken,' });
  });

  it('pairs each translated line with the original at (about) the same time', () => {
    const { lyricList } = parseLyrics(ODE, ODE_TRANSLATION);
    expect(lyricList[2]?.translation).toBe('欢乐啊，美丽的神明之火，');
    // 90 ms late: still its line.
    expect(lyricList[3]?.translation).toBe('来自极乐世界的女儿，');
    // Credits and lines without a translation keep none; an orphan translation is dropped.
    expect(lyricList[0]?.translation).toBeUndefined();
    expect(lyricList[4]?.translation).toBeUndefined();
    expect(lyricList.map((line) => line.translation).filter(Boolean)).toHaveLength(2);
  });

  it('copes with missing lyrics', () => {
    expect(parseLyrics(undefined)).toEqual({ lyricList: [], lyricTimeList: [] });
    expect(parseLyrics('', '[00:01.00]孤儿翻译')).toEqual({ lyricList: [], lyricTimeList: [] });
  });
});

describe('findLyricIndex', () => {
  const times = [0, 480, 1910, 5710, 9520];

  it('finds the last line starting at or before the time', () => {
    expect(findLyricIndex(times, 0)).toBe(0);
    expect(findLyricIndex(times, 1909)).toBe(1);
    expect(findLyricIndex(times, 1910)).toBe(2);
    expect(findLyricIndex(times, 9000)).toBe(3);
    expect(findLyricIndex(times, 600_000)).toBe(4);
  });

  it('is -1 before the first line and for no lyrics', () => {
    expect(findLyricIndex([1000, 2000], 999)).toBe(-1);
    expect(findLyricIndex([], 5000)).toBe(-1);
  });

  it('agrees with a linear scan on many lines', () => {
    const many = Array.from({ length: 301 }, (_, index) => index * 333);
    for (let time = -5; time < 101_000; time += 97) {
      const linear = many.reduce((found, start, index) => (start <= time ? index : found), -1);
      expect(findLyricIndex(many, time)).toBe(linear);
    }
  });
});
