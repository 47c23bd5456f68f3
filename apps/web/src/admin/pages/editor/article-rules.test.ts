import { adminArticleBody } from '@blog/contract';
import { describe, expect, it } from 'vitest';
import { fieldProblem } from '../../components/contract-rule';
import { originUrlProblem } from './article-rules';

const fields = adminArticleBody.shape;

describe('article field rules', () => {
  it('says what the server says, in the form’s words', () => {
    expect(fieldProblem(fields.article_title, '  ', 'article_title', '标题')).toBe('标题不能为空');
    expect(fieldProblem(fields.article_title, 'a'.repeat(101), 'article_title', '标题')).toBe(
      '标题不能超过 100 个字符',
    );
    expect(fieldProblem(fields.article_title, '好标题', 'article_title', '标题')).toBeNull();
    expect(fieldProblem(fields.order, 10000, 'order', '排序')).toBe('排序太大了');
    expect(fieldProblem(fields.tag_names, Array(11).fill('x'), 'tag_names', '标签')).toBe('最多 10 个标签');
  });

  it('accepts covers this site stored or on the web, and nothing else', () => {
    const cover = (value: string) => fieldProblem(fields.article_cover, value, 'article_cover', '封面');
    expect(cover('')).toBeNull();
    expect(cover('/media/uploads/2026/a.webp')).toBeNull();
    expect(cover('https://example.com/a.png')).toBeNull();
    expect(cover('javascript:alert(1)')).toBe('封面必须是 http(s) 图片链接或本站上传的图片');
  });

  it('wants a source link for reposts and translations only', () => {
    expect(originUrlProblem(1, '')).toBeNull();
    expect(originUrlProblem(2, ' ')).toBe('转载和翻译的文章需要填写原文链接');
    expect(originUrlProblem(3, 'example.com/post')).toBe('原文链接必须是 http(s) 链接');
    expect(originUrlProblem(3, 'https://example.com/post')).toBeNull();
  });
});
