import { describe, expect, it } from 'vitest';
import { bigramQuery, bigramTokens } from './bigrams';

describe('bigramTokens', () => {
  it('pairs neighbouring characters of each run and keeps its last character', () => {
    expect(bigramTokens('事件循环')).toBe('事件 件循 循环 环');
  });

  it('splits runs at spaces and punctuation, lower-cases and keeps one-character runs', () => {
    expect(bigramTokens('Go 语言，a')).toBe('go o 语言 言 a');
  });

  it('treats digits and letters of any script alike and counts astral characters once', () => {
    expect(bigramTokens('第3篇𠮷')).toBe('第3 3篇 篇𠮷 𠮷');
  });

  it('gives nothing for text without letters or digits', () => {
    expect(bigramTokens('')).toBe('');
    expect(bigramTokens(' ——！？ ')).toBe('');
  });
});

describe('bigramQuery', () => {
  it('looks up a two-character word as one token', () => {
    expect(bigramQuery('缓存')).toBe('"缓存"');
    expect(bigramQuery('JS')).toBe('"js"');
  });

  it('looks up one character as a token prefix', () => {
    expect(bigramQuery('缓')).toBe('"缓" *');
  });

  it('leaves keywords with other characters, or longer ones, to other strategies', () => {
    expect(bigramQuery('C#')).toBeUndefined();
    expect(bigramQuery('a b')).toBeUndefined();
    expect(bigramQuery('"')).toBeUndefined();
    expect(bigramQuery('事件循环')).toBeUndefined();
  });
});
