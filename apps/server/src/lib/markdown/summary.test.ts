import { describe, expect, it } from 'vitest';
import { summarizeMarkdown } from './summary';

describe('summarizeMarkdown', () => {
  it('keeps what a reader sees of the prose, without Markdown syntax', () => {
    const md =
      '## 前言\n\n这是 **粗体**、*斜体*、~~删除~~ 和 [一个链接](https://example.com)。\n\n> 引用的话\n\n- 列表一\n- 列表二';
    expect(summarizeMarkdown(md)).toBe('前言 这是 粗体、斜体、删除 和 一个链接。 引用的话 列表一 列表二');
  });

  it('leaves out code blocks and inline code', () => {
    const md =
      '先装依赖：\n\n```bash\nnpm install --save lodash\n```\n\n    indented code\n\n然后运行 `npm start` 即可。';
    expect(summarizeMarkdown(md)).toBe('先装依赖： 然后运行 即可。');
  });

  it('leaves out the source of formulas, inline and displayed', () => {
    const md = '质能方程 $E=mc^2$ 很有名。\n\n$$\n\\int_0^1 x\\,dx = \\frac{1}{2}\n$$\n\n证毕。';
    expect(summarizeMarkdown(md)).toBe('质能方程 很有名。 证毕。');
  });

  it('leaves out HTML tags, comments and scripts, keeping the words between tags', () => {
    const md =
      '<div align="center"><b>加粗</b></div>\n\n危险 <img src=x onerror=alert(1)> 文字 <!-- 注释 --> <script>alert(1)</script>结束 a < b';
    expect(summarizeMarkdown(md)).toBe('加粗 危险 文字 结束 a < b');
  });

  it('leaves out pictures with their alt texts and captions', () => {
    const md = '![封面图片说明](/media/uploads/a.png)\n\n正文 ![行内图](/b.png) 继续。\n\n![](/c.png "标题")';
    expect(summarizeMarkdown(md)).toBe('正文 继续。');
  });

  it('collapses whitespace and drops control and direction characters', () => {
    expect(summarizeMarkdown('第一行\n第二行\t\t  第三行\u202e反向\u200b零宽')).toBe(
      '第一行 第二行 第三行 反向 零宽',
    );
  });

  it('cuts long CJK text at 120 characters with an ellipsis', () => {
    const summary = summarizeMarkdown('字'.repeat(300));
    expect(summary).toBe(`${'字'.repeat(120)}…`);
    expect(summarizeMarkdown('字'.repeat(10), 4)).toBe('字字字字…');
  });

  it('never cuts an emoji in half, joined or flagged ones included', () => {
    const family = '👨‍👩‍👧';
    expect(summarizeMarkdown(`${family}😀🇨🇳你好`, 3)).toBe(`${family}😀🇨🇳…`);
    expect(summarizeMarkdown('a'.repeat(2) + '😀'.repeat(5), 4)).toBe('aa😀😀…');
  });

  it('keeps short bodies whole, and has nothing to say of a body without prose', () => {
    expect(summarizeMarkdown('短文。')).toBe('短文。');
    expect(summarizeMarkdown('字'.repeat(120))).toBe('字'.repeat(120));
    expect(summarizeMarkdown('```js\nonly();\n```\n\n![pic](/a.png)')).toBe('');
    expect(summarizeMarkdown('')).toBe('');
  });

  it('reads only the opening of a very long article', () => {
    const md = '开头的段落。\n\n' + '很长的正文。\n\n'.repeat(20_000);
    expect(summarizeMarkdown(md, 10)).toBe('开头的段落。 很长的…');
  });
});
