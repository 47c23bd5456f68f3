import { describe, expect, it } from 'vitest';
import { markdownToPlainText } from '../../lib/markdown/text';
import { searchSnippet } from './snippet';

describe('markdownToPlainText', () => {
  it('drops Markdown syntax and keeps what a reader sees', () => {
    const md =
      '## 标题\n\n- **粗体** 和 `代码`\n> 引用\n\n![图片说明](/a.png) [链接](https://x.y)\n\n```ts\nconst a = 1;\n```';
    expect(markdownToPlainText(md)).toBe('标题 粗体 和 代码 引用 图片说明 链接 const a = 1;');
  });
});

describe('searchSnippet', () => {
  const body =
    '前言。' +
    '这是一段很长的铺垫文字。'.repeat(10) +
    '响应式原理的核心是 Proxy。' +
    '后面还有更多内容。'.repeat(20);

  it('starts at the first match, as plain text, with an ellipsis where the text was cut', () => {
    const snippet = searchSnippet(body, '响应式', 20);
    expect(snippet).toBe('响应式原理的核心是 Proxy。后面还有更多内…');
    expect(Array.from(snippet).length).toBe(3 + 20 + 1);
  });

  it('shows the opening when only the title matched', () => {
    expect(searchSnippet('# 开头\n\n正文', '不存在')).toBe('开头 正文');
  });

  it('gives the text of HTML written into the Markdown, never its tags', () => {
    expect(searchSnippet('危险 <img src=x onerror=alert(1)> 关键词', '关键词')).toBe('关键词');
    expect(searchSnippet('关键词 <img src=x onerror=alert(1)> 和 <b>粗</b>', '关键词')).toBe('关键词  和 粗');
  });

  it('does not cut emoji or CJK characters in half', () => {
    const snippet = searchSnippet('😀'.repeat(50) + '目标' + '😀'.repeat(50), '目标', 5);
    expect(snippet).toBe('目标😀😀😀😀😀…');
  });

  it('finds matches deep in long articles, converting only the Markdown around them', () => {
    const long =
      '## 开头\n\n' + '无关的段落。\n\n'.repeat(5000) + '**关键**在这里。\n\n' + '结尾。'.repeat(100);
    expect(searchSnippet(long, '关键', 6)).toBe('关键在这里。 结…');
  });

  it('reads the Markdown near a match as the whole reads it, even from inside a long code block', () => {
    const code = Array.from({ length: 60 }, (_, i) => `const value${i} = ${i};`).join('\n');
    const md = `开头。\n\n\`\`\`ts\n${code}\n\`\`\`\n\n后面提到关键字。\n\n~~~js\nlet b = 1;\n~~~\n`;
    expect(searchSnippet(md, '关键字')).toBe('关键字。 let b = 1;');
    expect(searchSnippet(md, 'value59')).toBe('value59 = 59; 后面提到关键字。 let b = 1;');
  });

  it('looks past a match hidden in a link target to the words a reader sees', () => {
    const md = '前言 [文档](https://example.com/目标)\n\n' + '填充。'.repeat(300) + '真正的目标在这里';
    expect(searchSnippet(md, '目标', 4)).toBe('目标在这里');
    expect(searchSnippet('[文档](https://example.com/目标) 正文', '目标')).toBe('文档 正文');
  });
});
