import { describe, expect, it } from 'vitest';
import {
  CJK_CHARS_PER_MINUTE,
  countWords,
  estimateReadingMinutes,
  formatWordTotal,
  WORDS_PER_MINUTE,
} from './reading-time';

describe('countWords', () => {
  it('counts Chinese characters one by one and Latin words as words', () => {
    expect(countWords('事件循环 event loop')).toEqual({ cjk: 4, words: 2 });
  });

  it('ignores link targets, image addresses, HTML tags and fence markers', () => {
    const markdown = [
      '![封面](../images/cover.webp)',
      '[文档](https://nodejs.org/en/docs)',
      '<br/>',
      '```ts',
      'const a = 1;',
      '```',
    ].join('\n');
    expect(countWords(markdown)).toEqual({ cjk: 4, words: 3 });
  });

  it('counts nothing in an empty text', () => {
    expect(countWords('')).toEqual({ cjk: 0, words: 0 });
  });
});

describe('estimateReadingMinutes', () => {
  it('reads at least a minute', () => {
    expect(estimateReadingMinutes('')).toBe(1);
    expect(estimateReadingMinutes('你好')).toBe(1);
  });

  it('grows with the Chinese characters and the words', () => {
    expect(estimateReadingMinutes('字'.repeat(CJK_CHARS_PER_MINUTE * 3))).toBe(3);
    expect(estimateReadingMinutes('word '.repeat(WORDS_PER_MINUTE * 2))).toBe(2);
    expect(estimateReadingMinutes('字'.repeat(CJK_CHARS_PER_MINUTE) + ' word'.repeat(WORDS_PER_MINUTE))).toBe(
      2,
    );
  });

  it('rounds a started minute up', () => {
    expect(estimateReadingMinutes('字'.repeat(CJK_CHARS_PER_MINUTE + 1))).toBe(2);
  });
});

describe('formatWordTotal', () => {
  it('shows small totals as they are and large ones in thousands', () => {
    expect(formatWordTotal({ cjk: 120, words: 30 })).toBe('150');
    expect(formatWordTotal({ cjk: 2000, words: 345 })).toBe('2.3k');
  });
});
