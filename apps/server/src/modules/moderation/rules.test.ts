import { describe, expect, it } from 'vitest';
import { countLinks, foundWord, normalized, wordsOf } from './rules';

describe('moderation rules', () => {
  it('reads a word list a line each, trimmed, lower case, blank lines dropped', () => {
    expect(wordsOf(' 博彩 \r\n\nVPN\n  \n代 购')).toEqual(['博彩', 'vpn', '代 购']);
    expect(wordsOf('')).toEqual([]);
  });

  it('finds a word whatever its case or width, and says which', () => {
    expect(foundWord('免费ＶＰＮ', ['博彩', 'vpn'])).toBe('vpn');
    expect(foundWord('代  购 正品', ['代 购'])).toBe('代 购');
    expect(foundWord('正常的话', ['vpn'])).toBeUndefined();
  });

  it('counts each address once, in text or in link targets', () => {
    expect(countLinks('看 https://a.example/x 和 http://b.example 与 www.c.example')).toBe(3);
    expect(countLinks('<a href="https://a.example">https://a.example</a>')).toBe(1);
    expect(countLinks('没有链接，只有 example.com 这样的字')).toBe(0);
  });

  it('compares texts by their NFKC, lower-case, space-folded form', () => {
    expect(normalized('  Ｈｅｌｌｏ \n World ')).toBe('hello world');
  });
});
