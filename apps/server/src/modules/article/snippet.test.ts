import { describe, expect, it } from 'vitest';
import { markdownToPlainText } from '../../lib/markdown/text';
import { escapeHtml, highlight, searchSnippet } from './snippet';

describe('markdownToPlainText', () => {
  it('drops Markdown syntax and keeps what a reader sees', () => {
    const md =
      '## 标题\n\n- **粗体** 和 `代码`\n> 引用\n\n![图片说明](/a.png) [链接](https://x.y)\n\n```ts\nconst a = 1;\n```';
    expect(markdownToPlainText(md)).toBe('标题 粗体 和 代码 引用 图片说明 链接 const a = 1;');
  });
});

describe('highlight', () => {
  it('marks every match case-insensitively and escapes everything else', () => {
    expect(highlight('Vue 与 vue3 <script>', 'vue')).toBe(
      '<mark>Vue</mark> 与 <mark>vue</mark>3 &lt;script&gt;',
    );
  });
  it('escapes a keyword that is itself markup', () => {
    expect(highlight('a <b> c', '<b>')).toBe('a <mark>&lt;b&gt;</mark> c');
  });
});

describe('searchSnippet', () => {
  const body =
    '前言。' +
    '这是一段很长的铺垫文字。'.repeat(10) +
    '响应式原理的核心是 Proxy。' +
    '后面还有更多内容。'.repeat(20);

  it('shows a window around the first match, with ellipses where text was cut', () => {
    const snippet = searchSnippet(body, '响应式', 10, 20);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain('<mark>响应式</mark>原理的核心是 Proxy');
    expect(Array.from(snippet.replace(/<\/?mark>/g, '')).length).toBeLessThanOrEqual(10 + 3 + 20 + 2);
  });

  it('shows the opening when only the title matched', () => {
    expect(searchSnippet('# 开头\n\n正文', '不存在')).toBe('开头 正文');
  });

  it('never lets article HTML through', () => {
    expect(searchSnippet('危险 <img src=x onerror=alert(1)> 关键词', '关键词')).not.toContain('<img');
    expect(escapeHtml(`"'&`)).toBe('&quot;&#39;&amp;');
  });

  it('does not cut emoji or CJK characters in half', () => {
    const snippet = searchSnippet('😀'.repeat(50) + '目标' + '😀'.repeat(50), '目标', 5, 5);
    expect(snippet).toBe('…😀😀😀😀😀<mark>目标</mark>😀😀😀😀😀…');
  });

  it('finds matches deep in long articles, converting only the Markdown around them', () => {
    const long =
      '## 开头\n\n' + '无关的段落。\n\n'.repeat(5000) + '**关键**在这里。\n\n' + '结尾。'.repeat(100);
    const snippet = searchSnippet(long, '关键', 6, 6);
    expect(snippet).toBe('…关的段落。 <mark>关键</mark>在这里。 结…');
  });

  it('looks past a match hidden in a link target to the words a reader sees', () => {
    const md = '前言 [文档](https://example.com/目标)\n\n' + '填充。'.repeat(300) + '真正的目标在这里';
    expect(searchSnippet(md, '目标', 4, 4)).toBe('…。真正的<mark>目标</mark>在这里');
    expect(searchSnippet('[文档](https://example.com/目标) 正文', '目标')).toBe('文档 正文');
  });
});
