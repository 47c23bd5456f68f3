import { CODE_LANGUAGE_ALIASES, CODE_LANGUAGES } from '@blog/contract';
import { render } from '@testing-library/react';
import { MdPreview } from 'md-editor-rt';
import { describe, expect, it } from 'vitest';
import { hljs } from '../../../features/article/markdown/highlight';
import { loadKatex } from '../../../features/article/markdown/math';
// The editor module applies the shared md-editor-rt configuration (`setup`) as it loads.
import { PREVIEW_OPTIONS } from './markdown-editor';

/** HTML as the browser writes it back (quotes in text unescaped). */
function asParsed(html: string): string {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element.innerHTML;
}

const LANGUAGES = [...CODE_LANGUAGES, ...Object.keys(CODE_LANGUAGE_ALIASES)];

const MARKDOWN = [
  '# 开篇',
  '> ## 引用里的标题',
  '## 实现',
  '```ts\nconst a = 1;\n```',
  '```brainfuck\n++[>+<-]\n```',
  ...LANGUAGES.map((name) => '```' + name + '\nname = "value"\n```'),
].join('\n\n');

/**
 * The editor's preview (md-editor-rt, with the editor's options) shows what visitors see, which the
 * server's lib/markdown renders: the same anchors, the same languages highlighted, others plain.
 */
describe('the editor preview', () => {
  const { container } = render(<MdPreview id="editor-preview" value={MARKDOWN} {...PREVIEW_OPTIONS} />);
  const preview = container.querySelector('#editor-preview-preview')!;

  it('anchors headings by position, counting the one inside the quote', () => {
    expect(Array.from(preview.querySelectorAll('[id^="heading-"]')).map((heading) => heading.id)).toEqual([
      'heading-1',
      'heading-3',
    ]);
  });

  it('highlights the contract languages and leaves any other plain', () => {
    const blocks = Array.from(preview.querySelectorAll('pre code'));
    expect(blocks[0]?.querySelector('.hljs-keyword')).toHaveTextContent('const');
    expect(blocks[1]?.className).toBe('language-brainfuck');
    expect(blocks[1]?.querySelector('[class^="hljs"]')).toBeNull();
    // Each listed language and alias is highlighted by the bundled highlight.js, none guessed.
    LANGUAGES.forEach((language, index) => {
      const block = blocks[index + 2];
      expect(block?.className).toBe(`language-${language}`);
      expect(hljs.getLanguage(language), language).toBeDefined();
      expect(block?.querySelector('.md-editor-code-line-content')?.innerHTML, language).toBe(
        asParsed(hljs.highlight('name = "value"', { language }).value),
      );
    });
  });
});

/**
 * Formulas in the preview read as the server reads them (its lib/markdown/math.test.ts): `$…$` and
 * `$$…$$` rendered by the bundled KaTeX, prices and `\$` left as text, code left as code.
 */
describe('math in the editor preview', () => {
  const MATH = [
    '质能方程 $E=mc^2$，票价 $5 和 $10，转义 \\$x\\$。',
    '$$\n\\frac{1}{2}\n$$',
    '坏的 $\\frac{1}{$ 公式',
    '代码 `$a$` 不算',
  ].join('\n\n');

  it('shows the TeX as written until KaTeX has loaded, then renders it', async () => {
    const before = render(<MdPreview id="math-before" value={MATH} {...PREVIEW_OPTIONS} />).container;
    expect(before.querySelector('.katex')).toBeNull();
    expect(before.textContent).toContain('$E=mc^2$');

    await loadKatex();
    const preview = render(<MdPreview id="math-after" value={MATH} {...PREVIEW_OPTIONS} />).container;
    const inline = preview.querySelector('p > .katex');
    expect(
      inline?.querySelector('math > semantics > annotation[encoding="application/x-tex"]'),
    ).toHaveTextContent('E=mc^2');
    expect(
      preview.querySelector('p.md-math-block > .katex-display math[display="block"] mfrac'),
    ).not.toBeNull();
    expect(preview.querySelector('.katex-error')).toHaveTextContent('\\frac{1}{');
    expect(preview.querySelectorAll('.katex')).toHaveLength(2);
    expect(preview.textContent).toContain('票价 $5 和 $10，转义 $x$。');
    expect(preview.querySelector('p > code')).toHaveTextContent('$a$');
  });
});
