// @vitest-environment jsdom
import { CODE_LANGUAGE_ALIASES, CODE_LANGUAGES } from '@blog/contract';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { executableConstructs, XSS_PAYLOADS } from '../../test/xss-payloads';
import { loadMarkdownRenderer, RENDER_OUTPUT_VERSION } from './render';
import { imageSources, markdownToPlainText } from './text';

const { render: renderMarkdown, renderForFeed: renderMarkdownForFeed } = await loadMarkdownRenderer();

/** An article with every part the preview themes style. */
const ARTICLE = `# 开篇

第一段有**粗体**、*斜体*、~~删除~~、\`行内代码\`，[站外链接](https://example.com/a) 和 [站内链接](/article?id=2)。
第二行紧跟着。

## 代码：\`LRU\` 缓存

\`\`\`ts
const cache = new Map<string, number>();
cache.set('a', 1);
\`\`\`

\`\`\`python {2}
def get(key):
    return cache.get(key)
\`\`\`

\`\`\`go
func main() {}
\`\`\`

\`\`\`vue
<template><p>hi</p></template>
\`\`\`

\`\`\`brainfuck
++[>+<-]
\`\`\`

### 对比表

| 写法 | 复杂度 |
| :--- | -----: |
| Map | O(1) |

- [ ] 待办
- [x] 完成

> 引用的一段话
>
> ## 引用里的标题

![架构图](/media/uploads/images/arch.png "整体架构")

行内的图 ![小图](https://example.com/x.png) 也在。

!!! tip 提示
记得写测试。
!!!

勾股定理 $a^2+b^2=c^2$，票价 $5 和 $10。

$$
\\int_0^1 x\\,dx = \\frac{1}{2}
$$

## 开篇
`;

function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.className = 'md-editor-preview';
  root.innerHTML = html;
  return root;
}

describe('renderMarkdown', () => {
  const { html, toc } = renderMarkdown(ARTICLE, {
    imageSizes: new Map([['/media/uploads/images/arch.png', { width: 1200, height: 630 }]]),
  });
  const preview = parse(html);

  it('anchors top-level headings by position, counting those in quotes, and lists them', () => {
    const ids = Array.from(preview.querySelectorAll(':scope > h1, :scope > h2, :scope > h3')).map(
      (h) => h.id,
    );
    expect(ids).toEqual(['heading-1', 'heading-2', 'heading-3', 'heading-5']);
    expect(preview.querySelector('blockquote h2')?.hasAttribute('id')).toBe(false);
    expect(toc).toEqual([
      { id: 'heading-1', level: 1, text: '开篇' },
      { id: 'heading-2', level: 2, text: '代码：LRU 缓存' },
      { id: 'heading-3', level: 3, text: '对比表' },
      { id: 'heading-5', level: 2, text: '开篇' },
    ]);
  });

  it('builds code blocks as md-editor-rt does: header with language and copy button, numbered lines', () => {
    const blocks = Array.from(preview.querySelectorAll(':scope > details.md-editor-code'));
    expect(blocks).toHaveLength(5);
    const [ts] = blocks;
    expect(ts?.hasAttribute('open')).toBe(true);
    const head = ts?.querySelector(':scope > summary.md-editor-code-head');
    expect(head?.querySelectorAll('.md-editor-code-flag > span')).toHaveLength(3);
    expect(head?.querySelector('.md-editor-code-action > .md-editor-code-lang')?.textContent).toBe('ts');
    const copy = head?.querySelector('.md-editor-code-action > .md-editor-copy-button');
    expect(copy?.textContent).toBe('复制代码');
    expect(copy?.getAttribute('data-tips')).toBe('复制代码');
    expect(head?.querySelector('.md-editor-collapse-tips > .md-editor-icon')).not.toBeNull();

    const code = ts?.querySelector(':scope > pre > code.language-ts');
    expect(code?.getAttribute('language')).toBe('ts');
    const lines = code?.querySelectorAll(':scope > .md-editor-code-block-lines > .md-editor-code-line');
    expect(lines).toHaveLength(2);
    expect(lines?.[0]?.querySelector('[rn-wrapper]')?.getAttribute('data-line-number')).toBe('1');
    expect(lines?.[1]?.querySelector('.md-editor-code-line-content')?.textContent).toBe("cache.set('a', 1);");
    expect(code?.querySelector('.md-editor-code-block-lines')?.getAttribute('style')).toMatch(
      /--md-code-line-number-width:\s*2\.5ch/,
    );
    // What the copy button copies: the code as written.
    expect(code?.textContent).toBe("const cache = new Map<string, number>();\ncache.set('a', 1);");
  });

  it('highlights the languages of the list with hljs classes and leaves others plain', () => {
    const [ts, python, go, vue, unknown] = Array.from(preview.querySelectorAll('pre > code'));
    expect(ts?.querySelector('.hljs-keyword')?.textContent).toBe('const');
    expect(python?.querySelector('.hljs-keyword')?.textContent).toBe('def');
    expect(go?.querySelector('.hljs-keyword')?.textContent).toBe('func');
    expect(vue?.querySelector('.hljs-tag')).not.toBeNull();
    expect(unknown?.className).toBe('language-brainfuck');
    expect(unknown?.querySelector('[class^="hljs"]')).toBeNull();
    expect(unknown?.textContent).toBe('++[>+<-]');
    // A span that runs over a line break is closed and reopened on each line.
    expect(python?.querySelectorAll('.md-editor-code-line')[1]?.className).toContain(
      'md-editor-code-line-highlight',
    );
  });

  it('puts every language of the contract on its code element', () => {
    for (const language of [...CODE_LANGUAGES, ...Object.keys(CODE_LANGUAGE_ALIASES)]) {
      const rendered = renderMarkdown('```' + language + '\nname = "value"\n```').html;
      expect(rendered, language).toContain(`<code class="language-${language}" language="${language}">`);
    }
  });

  it('keeps tables, task lists, quotes, admonitions and sub/superscript in the preview structure', () => {
    expect(preview.querySelector('table > thead > tr > th')?.getAttribute('style')).toBe('text-align:left');
    expect(preview.querySelector('table > tbody td:last-child')?.getAttribute('style')).toBe(
      'text-align:right',
    );
    const tasks = preview.querySelector('ul.contains-task-list');
    expect(tasks?.querySelectorAll('li.task-list-item')).toHaveLength(2);
    const boxes = tasks?.querySelectorAll<HTMLInputElement>('input.task-list-item-checkbox[type="checkbox"]');
    expect(Array.from(boxes ?? []).map((box) => [box.checked, box.disabled])).toEqual([
      [false, true],
      [true, true],
    ]);
    expect(tasks?.querySelector('li')?.textContent).toBe(' 待办');
    expect(preview.querySelector('blockquote > p')?.textContent).toBe('引用的一段话');
    const tip = preview.querySelector('div.md-editor-admonition.md-editor-admonition-tip');
    expect(tip?.querySelector('p.md-editor-admonition-title')?.textContent).toBe('提示');
    expect(tip?.querySelector('p:not(.md-editor-admonition-title)')?.textContent).toBe('记得写测试。');
    expect(renderMarkdown('H~2~O x^2^').html).toBe('<p>H<sub>2</sub>O x<sup>2</sup></p>\n');
    expect(preview.querySelector('p > br')).not.toBeNull();
    expect(preview.querySelector('s')?.textContent).toBe('删除');
  });

  it('puts a picture alone in its paragraph in a figure, lazily loaded, with its size when known', () => {
    const figure = preview.querySelector('figure');
    const image = figure?.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/media/uploads/images/arch.png');
    expect(image?.getAttribute('alt')).toBe('架构图');
    expect(image?.className).toBe('md-zoom');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('decoding')).toBe('async');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['1200', '630']);
    expect(figure?.querySelector('figcaption')?.textContent).toBe('整体架构');

    const inline = preview.querySelector('p > img');
    expect(inline?.getAttribute('loading')).toBe('lazy');
    expect(inline?.hasAttribute('width')).toBe(false);
  });

  it('opens links to other sites in a new tab without access to this one', () => {
    const outside = preview.querySelector('a[href="https://example.com/a"]');
    expect(outside?.getAttribute('target')).toBe('_blank');
    expect(outside?.getAttribute('rel')).toBe('noopener noreferrer');
    const inside = preview.querySelector('a[href="/article?id=2"]');
    expect(inside?.hasAttribute('target')).toBe(false);
    expect(renderMarkdown('see https://example.org/x').html).toContain(
      '<a href="https://example.org/x" target="_blank" rel="noopener noreferrer">',
    );
  });
});

describe('RENDER_OUTPUT_VERSION', () => {
  it('names this output: a change of the HTML needs a new version, or kept bodies stay stale', () => {
    const { html, toc } = renderMarkdown(ARTICLE);
    const fingerprint = createHash('sha256').update(html).update(JSON.stringify(toc)).digest('hex');
    // When this fails because the renderer's output changed on purpose, raise RENDER_OUTPUT_VERSION
    // and write the new pair here: every stored article body is then rendered again.
    expect(`${RENDER_OUTPUT_VERSION}:${fingerprint.slice(0, 16)}`).toBe('3:9af63ba2c3eb4317');
  });
});

describe('renderMarkdown on hostile Markdown', () => {
  it('shows raw HTML as text, as md-editor-rt does', () => {
    const { html } = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>');
    expect(html).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n<p>&lt;img src=x onerror=alert(1)&gt;</p>\n',
    );
  });

  it('drops script links and keeps their words', () => {
    for (const markdown of [
      '[点我](javascript:alert(1))',
      '[点我](JaVaScRiPt:alert(1))',
      '[点我](vbscript:msgbox(1))',
      '[点我](data:text/html;base64,PHNjcmlwdD4=)',
      '![图](javascript:alert(1))',
    ]) {
      const { html } = renderMarkdown(markdown);
      expect(html, markdown).not.toMatch(/href=|src=/);
      expect(executableConstructs(html), markdown).toEqual([]);
    }
  });

  it('lets no payload of the XSS corpus through, as text, link, picture, quote, task or code', () => {
    for (const payload of XSS_PAYLOADS) {
      const oneLine = payload.replace(/\n/g, ' ');
      for (const markdown of [
        payload,
        `[${oneLine}](${oneLine})`,
        `![${oneLine}](${oneLine} "${oneLine}")`,
        `> ${oneLine}\n\n- [ ] ${oneLine}`,
        '```' + oneLine + '\n' + payload + '\n```',
      ]) {
        // The code block's <details> and the task's disabled checkbox are the renderer's own.
        const html = renderMarkdown(markdown)
          .html.replace(/<details class="md-editor-code" open>|<\/details>/g, '')
          .replace(/<input class="task-list-item-checkbox" disabled type="checkbox" \/>/g, '');
        // KaTeX's own math and svg elements are allowed; their attributes are still looked at.
        expect(executableConstructs(html, ['math', 'svg']), markdown).toEqual([]);
      }
    }
  });

  it('keeps a heading made of a payload as words, in the page and in the table of contents', () => {
    for (const payload of XSS_PAYLOADS) {
      const { html, toc } = renderMarkdown(`# ${payload.replace(/\n/g, ' ')}`);
      expect(executableConstructs(html), payload).toEqual([]);
      // The table of contents holds the heading's words as text, which the page escapes.
      const heading = parse(html).querySelector('h1');
      expect(toc.map((entry) => entry.text)).toEqual([heading?.textContent?.replace(/\s+/g, ' ').trim()]);
    }
  });
});

describe('renderMarkdownForFeed', () => {
  it('writes plain code blocks and absolute links for readers without the site style sheet', () => {
    const html = renderMarkdownForFeed(
      '[上一篇](/article?id=1) ![图](/media/uploads/a.png)\n\n```ts\nconst a = 1 < 2;\n```',
      'https://blog.example',
    );
    expect(html).toContain('<a href="https://blog.example/article?id=1">上一篇</a>');
    expect(html).toContain('src="https://blog.example/media/uploads/a.png"');
    expect(html).toContain('<pre><code class="language-ts">const a = 1 &lt; 2;\n</code></pre>');
    expect(html).not.toContain('md-editor');
  });

  it('names pictures on other sites by the blog’s address on the page, and by their own in the feed', () => {
    const markdown =
      '![湖](https://img.example.cn/a.png?w=1&h=2) ![山](//cdn.example.cn/b.png) ![自己的](/media/uploads/c.png)';
    const page = renderMarkdown(markdown).html;
    expect(page).toContain(
      `src="/media/picture?src=${encodeURIComponent('https://img.example.cn/a.png?w=1&h=2')}"`,
    );
    expect(page).toContain(`src="/media/picture?src=${encodeURIComponent('https://cdn.example.cn/b.png')}"`);
    expect(page).toContain('src="/media/uploads/c.png"');
    expect(page).not.toMatch(/src="(https?:)?\/\//);
    const feed = renderMarkdownForFeed(markdown, 'https://blog.example');
    expect(feed).toContain('src="https://img.example.cn/a.png?w=1&amp;h=2"');
    expect(feed).toContain('src="https://blog.example/media/uploads/c.png"');
  });
});

describe('imageSources', () => {
  it('finds every picture, in figures, links and lists', () => {
    expect(imageSources('![a](/media/uploads/a.png)\n\n- [![b](/b.png)](/x)\n\n行内 ![c](c.png)')).toEqual([
      '/media/uploads/a.png',
      '/b.png',
      'c.png',
    ]);
  });
});

describe('markdownToPlainText', () => {
  it('gives the words and code a reader sees, with no markup', () => {
    expect(markdownToPlainText(ARTICLE)).toMatch(
      /^开篇 第一段有粗体、斜体、删除、行内代码，站外链接 和 站内链接。 第二行紧跟着。 代码：LRU 缓存 const cache/,
    );
    expect(markdownToPlainText('- [x] 完成\n\n!!! tip 提示\n内容\n!!!')).toBe('完成 提示 内容');
  });
});
