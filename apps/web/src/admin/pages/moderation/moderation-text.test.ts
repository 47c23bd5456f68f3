import { describe, expect, it } from 'vitest';
import { COMMENT_TYPE_OPTIONS, commentTarget, messageText } from './moderation-text';

describe('messageText', () => {
  it('keeps only the words, never the markup', () => {
    expect(messageText('<p>你好<b>世界</b></p>\n<p>再见</p>')).toBe('你好世界 再见');
    expect(messageText('<img src=x onerror="alert(1)">嗨<script>alert(2)</script>')).toBe('嗨');
  });

  it('says when a message is only a picture', () => {
    expect(messageText('<p><img src="/media/uploads/a.png"></p>')).toBe('[图片]');
    expect(messageText('')).toBe('');
  });
});

describe('commentTarget', () => {
  it('links each kind of comment to its visitor page', () => {
    expect(commentTarget(1, 5)).toEqual({ label: '文章', href: '/article?id=5' });
    expect(commentTarget(2, 6)).toEqual({ label: '说说', href: '/talk?id=6' });
    expect(commentTarget(3, 7)).toEqual({ label: '留言', href: '/message/detail?id=7' });
    expect(commentTarget(9, 1)).toBeNull();
  });

  it('offers the three types as filter options', () => {
    expect(COMMENT_TYPE_OPTIONS).toEqual([
      { value: 1, label: '文章' },
      { value: 2, label: '说说' },
      { value: 3, label: '留言' },
    ]);
  });
});
