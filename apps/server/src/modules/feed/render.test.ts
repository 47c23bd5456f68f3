import { describe, expect, it } from 'vitest';
import { cdata, describeArticle } from './render';

describe('cdata', () => {
  it('splits a closing sequence so the section cannot end early', () => {
    expect(cdata('a]]>b')).toBe('<![CDATA[a]]]]><![CDATA[>b]]>');
  });
});

describe('describeArticle', () => {
  const open = { article_description: null, article_summary: null, password_hash: null };

  it('prefers the description, else the kept summary, else the opening prose made now', () => {
    expect(describeArticle({ ...open, article_description: ' 摘要 ', article_content: '正文' })).toBe('摘要');
    expect(describeArticle({ ...open, article_summary: '保存时做的摘要', article_content: '正文' })).toBe(
      '保存时做的摘要',
    );
    expect(describeArticle({ ...open, article_content: '## 题\n\n`code` ' + '字'.repeat(130) })).toBe(
      '题 ' + '字'.repeat(118) + '…',
    );
  });

  it('never quotes the body of a protected article', () => {
    const locked = { ...open, password_hash: 'hash', article_summary: '秘密', article_content: '秘密正文' };
    expect(describeArticle(locked)).toBe('🔒 加密文章');
    expect(describeArticle({ ...locked, article_description: '公开的话' })).toBe('🔒 加密文章 · 公开的话');
  });
});
