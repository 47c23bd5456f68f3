import { describe, expect, it } from 'vitest';
import { cdata, describeArticle } from './render';

describe('cdata', () => {
  it('splits a closing sequence so the section cannot end early', () => {
    expect(cdata('a]]>b')).toBe('<![CDATA[a]]]]><![CDATA[>b]]>');
  });
});

describe('describeArticle', () => {
  it('prefers the description, else the opening text cut at a character boundary', () => {
    expect(describeArticle(' 摘要 ', '正文')).toBe('摘要');
    expect(describeArticle(null, '## 题\n\n' + '字'.repeat(130), 10)).toBe('题 ' + '字'.repeat(8) + '…');
  });
});
