import { describe, expect, it } from 'vitest';
import { formatLrc, formatTimestamp, looksLikeLrc, lyricText, parseLrc, parseTimestamp } from './lrc';

const times = (text: string) => parseLrc(text).lines.map((line) => [line.time, line.text]);

describe('parseTimestamp', () => {
  it.each([
    ['00:12', 12_000],
    ['1:05', 65_000],
    ['00:12.3', 12_300],
    ['00:12.34', 12_340],
    ['00:12.345', 12_345],
    ['00:12.05', 12_050],
    ['00:12,50', 12_500],
    ['00:12:34', 12_340],
    ['105:07.25', 6_307_250],
    ['1:45:07.25', 6_307_250],
    ['00:12.3456', 12_346],
    [' 01:02.5 ', 62_500],
  ])('[%s] is %i ms', (tag, ms) => {
    expect(parseTimestamp(tag)).toBe(ms);
  });

  it.each(['ti:茉莉花', 'offset:500', '', 'ab:cd', '12', '00-12.00', 'tr'])('[%s] is not a time', (tag) => {
    expect(parseTimestamp(tag)).toBeNull();
  });
});

describe('parseLrc', () => {
  it('reads [mm:ss], [mm:ss.x], [mm:ss.xx] and [mm:ss.xxx] lines', () => {
    expect(times('[00:01]一\n[00:02.5]二\n[00:03.25]三\n[00:04.125]四')).toEqual([
      [1000, '一'],
      [2500, '二'],
      [3250, '三'],
      [4125, '四'],
    ]);
  });

  it('handles tracks past 100 minutes', () => {
    expect(times('[99:59.99]前\n[100:00.00]后\n[123:45.67]尾')).toEqual([
      [5_999_990, '前'],
      [6_000_000, '后'],
      [7_425_670, '尾'],
    ]);
  });

  it('spreads a line with several timestamps over each time, in time order', () => {
    expect(times('[00:10.00][00:40.00]副歌\n[00:20.00]主歌')).toEqual([
      [10_000, '副歌'],
      [20_000, '主歌'],
      [40_000, '副歌'],
    ]);
  });

  it('keeps file order for lines sharing a time', () => {
    expect(times('[00:05.00]甲\n[00:05.00]乙')).toEqual([
      [5000, '甲'],
      [5000, '乙'],
    ]);
  });

  it('reads metadata tags without making lines of them', () => {
    const parsed = parseLrc('[ti:送别]\n[ar:李叔同]\n[al:示例]\n[by:]\n[length: 03:20]\n[00:01.00]长亭外');
    expect(parsed.tags).toMatchObject({ ti: '送别', ar: '李叔同', al: '示例', by: '', length: '03:20' });
    expect(parsed.lines).toEqual([{ time: 1000, text: '长亭外' }]);
  });

  it('applies [offset:] (positive shows lyrics sooner) and never goes below zero', () => {
    expect(times('[offset:+500]\n[00:00.20]开头\n[00:10.00]十秒')).toEqual([
      [0, '开头'],
      [9500, '十秒'],
    ]);
    expect(times('[offset:-250]\n[00:10.00]十秒')).toEqual([[10_250, '十秒']]);
  });

  it('strips byte-order marks, CRLF and blank lines', () => {
    expect(times('\uFEFF[00:01.00]一\r\n\r\n   \r\n[00:02.00]二\r[00:03.00]三\n')).toEqual([
      [1000, '一'],
      [2000, '二'],
      [3000, '三'],
    ]);
  });

  it("reads NetEase's JSON credit lines and skips broken ones", () => {
    const text = [
      '{"t":0,"c":[{"tx":"作词: "},{"tx":"李叔同","li":"x"}]}',
      '{"t":1500,"c":[{"tx":"作曲: "},{"tx":"J. P. Ordway"}]}',
      '{"t":oops}',
      '{"c":[]}',
      '[00:05.00]长亭外',
    ].join('\n');
    expect(times(text)).toEqual([
      [0, '作词: 李叔同'],
      [1500, '作曲: J. P. Ordway'],
      [5000, '长亭外'],
    ]);
  });

  it('keeps credit lines written as ordinary timed lines', () => {
    expect(times('[00:00.00] 作词 : 李叔同\n[00:00.50] 作曲 : 约翰·奥德威')).toEqual([
      [0, '作词 : 李叔同'],
      [500, '作曲 : 约翰·奥德威'],
    ]);
  });

  it('separates [tr] translation lines', () => {
    const parsed = parseLrc('[00:01.00]Freude\n[00:01.00][tr]欢乐\n[00:03.00]Tochter\n[00:03.00][tr:zh]女儿');
    expect(parsed.lines.map((l) => l.text)).toEqual(['Freude', 'Tochter']);
    expect(parsed.translations).toEqual([
      { time: 1000, text: '欢乐' },
      { time: 3000, text: '女儿' },
    ]);
  });

  it('removes word-level stamps (enhanced LRC and NetEase yrc)', () => {
    expect(times('[00:01.00]<00:01.00>长<00:01.50>亭<00:02.00>外')).toEqual([[1000, '长亭外']]);
    expect(times('[2000,1500](2000,500,0)古(2500,500,0)道(3000,500,0)边')).toEqual([[2000, '古道边']]);
  });

  it('keeps bracketed text after the timestamps and empty timed lines', () => {
    expect(times('[00:01.00][Chorus] la la\n[00:02.00]')).toEqual([
      [1000, '[Chorus] la la'],
      [2000, ''],
    ]);
  });

  it('collects untimed lines as a plain lyric', () => {
    const parsed = parseLrc('[ti:无时间]\n第一行\n\n第二行');
    expect(parsed.lines).toEqual([]);
    expect(parsed.plain).toEqual(['第一行', '第二行']);
    expect(lyricText(parsed)).toBe('第一行\n第二行');
  });

  it('gives nothing for an empty or tag-only file', () => {
    expect(lyricText(parseLrc(''))).toBe('');
    expect(lyricText(parseLrc('\uFEFF[ti:x]\n[ar:y]\n'))).toBe('');
    expect(looksLikeLrc('just words')).toBe(false);
    expect(looksLikeLrc('[00:01.00]x')).toBe(true);
  });
});

describe('formatting', () => {
  it('writes [mm:ss.xx], with more minute digits for long tracks', () => {
    expect(formatTimestamp(0)).toBe('[00:00.00]');
    expect(formatTimestamp(12_345)).toBe('[00:12.35]');
    expect(formatTimestamp(59_996)).toBe('[01:00.00]');
    expect(formatTimestamp(6_307_250)).toBe('[105:07.25]');
    expect(formatTimestamp(-5)).toBe('[00:00.00]');
  });

  it('normalises any source to one line per time, ordered', () => {
    const source =
      '\uFEFF[ar:x]\r\n[00:20][00:05.5]副歌\r\n{"t":0,"c":[{"tx":"作曲: 某人"}]}\r\n[00:10.123]主歌';
    expect(lyricText(parseLrc(source))).toBe(
      '[00:00.00]作曲: 某人\n[00:05.50]副歌\n[00:10.12]主歌\n[00:20.00]副歌',
    );
  });

  it('round-trips through parse and format', () => {
    const lines = [
      { time: 0, text: '开始' },
      { time: 61_230, text: '一分钟后' },
      { time: 6_000_000, text: '一百分钟' },
    ];
    expect(parseLrc(formatLrc(lines)).lines).toEqual(lines);
  });
});
