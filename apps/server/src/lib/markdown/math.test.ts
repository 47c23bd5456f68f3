// @vitest-environment jsdom
import katex from 'katex';
import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { executableConstructs, XSS_PAYLOADS } from '../../test/xss-payloads';
import { loadMarkdownRenderer } from './render';
import { sanitizeRenderedMarkdown } from './sanitize';
import { markdownToPlainText } from './text';

const { render, renderForFeed } = await loadMarkdownRenderer();

function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

const page = (markdown: string) => parse(render(markdown).html);

/** What KaTeX writes beside HTML's own dangerous elements: its MathML and its SVG. */
const KATEX_TAGS = ['math', 'svg'];

describe('math in articles', () => {
  it('renders $…$ inline as KaTeX HTML with its MathML, inside the paragraph', () => {
    const root = page('质能方程 $E=mc^2$ 很有名。');
    const math = root.querySelector('p > span.katex');
    expect(math?.querySelector('.katex-mathml > math > semantics > annotation')?.textContent).toBe('E=mc^2');
    expect(math?.querySelector('.katex-html[aria-hidden="true"] .mord.mathnormal')?.textContent).toBe('E');
    expect(root.querySelector('p')?.textContent).toMatch(/^质能方程 .* 很有名。$/);
  });

  it('renders $$…$$ on its own lines as a display formula in a paragraph of its own', () => {
    const root = page('前文\n\n$$\n\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}\n$$\n\n后文');
    const block = root.querySelector(':scope > p.md-math-block');
    expect(block?.querySelector(':scope > .katex-display > .katex math')?.getAttribute('display')).toBe(
      'block',
    );
    expect(block?.querySelector('.mfrac')).not.toBeNull();
    expect(Array.from(root.children).map((child) => child.textContent?.slice(0, 2))).toEqual([
      '前文',
      expect.any(String),
      '后文',
    ]);
  });

  it('leaves prices alone: "$5 and $10" is no formula', () => {
    for (const markdown of ['票价 $5 和 $10。', 'It costs $5, or $10 with tax.', '$ 5 and 10 $']) {
      const { html } = render(markdown);
      expect(html, markdown).not.toContain('katex');
      expect(parse(html).textContent?.trim(), markdown).toBe(markdown);
    }
  });

  it('shows an escaped \\$ as a dollar sign, never as math', () => {
    const { html } = render('价格 \\$5 到 \\$10，变量 \\$x\\$');
    expect(html).toBe('<p>价格 $5 到 $10，变量 $x$</p>\n');
  });

  it('leaves dollars inside code spans and code blocks as code', () => {
    const root = page('行内 `$x^2$` 代码\n\n```sh\necho "$HOME $x$"\n```\n\n    $$a$$');
    expect(root.querySelector('.katex')).toBeNull();
    expect(root.querySelector('p > code')?.textContent).toBe('$x^2$');
    const blocks = Array.from(root.querySelectorAll('pre code')).map((code) => code.textContent);
    expect(blocks).toEqual(['echo "$HOME $x$"', '$$a$$']);
  });

  it('shows TeX that does not parse in place, with the error, and the rest of the article still renders', () => {
    const root = page('坏公式 $\\frac{1}{$ 之后\n\n$$\n\\begin{matrix}\n$$\n\n## 下一节\n\n好公式 $a^2$');
    const errors = root.querySelectorAll('.katex-error');
    expect(errors).toHaveLength(2);
    expect(errors[0]?.textContent).toBe('\\frac{1}{');
    expect(errors[0]?.getAttribute('title')).toMatch(/^ParseError: KaTeX parse error/);
    expect(errors[0]?.getAttribute('style')).toBe('color:#cc0000');
    expect(root.querySelector('h2')?.textContent).toBe('下一节');
    expect(root.querySelectorAll('.katex')).toHaveLength(1);
  });

  it('refuses the commands that would reach out: links, pictures, raw HTML classes', () => {
    const { html } = render(
      '$\\href{javascript:alert(1)}{x} \\url{https://evil.example} \\includegraphics{/a.png} \\htmlClass{x}{y} \\htmlStyle{color:red}{z}$',
    );
    expect(html).not.toMatch(/href=|src=|<img|<a /);
    expect(executableConstructs(html, KATEX_TAGS)).toEqual([]);
    expect(parse(html).querySelectorAll('.katex-error, [style*="#cc0000"]').length).toBeGreaterThan(0);
  });

  it('puts the TeX into plain text (search, descriptions)', () => {
    expect(markdownToPlainText('面积 $\\pi r^2$ 平方米\n\n$$\nE=mc^2\n$$')).toBe(
      '面积 \\pi r^2 平方米 E=mc^2',
    );
  });

  it('writes formulas as MathML alone for feed readers, which bring no KaTeX style sheet', () => {
    const html = renderForFeed('行内 $x^2$\n\n$$\n\\sqrt{2}\n$$', 'https://blog.example');
    const root = parse(html);
    expect(root.querySelectorAll('.katex > math')).toHaveLength(2);
    expect(root.querySelector('math msup mi')?.textContent).toBe('x');
    expect(root.querySelector('math[display="block"] msqrt')).not.toBeNull();
    expect(html).not.toContain('katex-html');
    expect(html).not.toContain('<svg');
  });

  it('keeps a mermaid block a code block, in the page and in feeds', () => {
    const markdown = '```mermaid\ngraph TD\n  A-->B\n```';
    expect(
      page(markdown).querySelector('details.md-editor-code pre code.language-mermaid')?.textContent,
    ).toBe('graph TD\n  A-->B');
    expect(renderForFeed(markdown, 'https://blog.example')).toBe(
      '<pre><code class="language-mermaid">graph TD\n  A--&gt;B\n</code></pre>\n',
    );
  });
});

/** HTML as a browser reads it, with styles written one way (`a: b;` and `a:b` alike). */
function normalized(html: string): string {
  const root = parse(html);
  for (const element of Array.from(root.querySelectorAll('[style]'))) {
    element.setAttribute(
      'style',
      element
        .getAttribute('style')!
        .replace(/\s*([:;])\s*/g, '$1')
        .replace(/;$/, ''),
    );
  }
  return root.innerHTML;
}

/** Formulas that use every kind of markup KaTeX writes: fractions, roots, arrays, SVG accents, colours, boxes. */
const CORPUS = [
  String.raw`\frac{a}{b} + \sqrt[3]{x^2} + \overrightarrow{AB} + \cancel{x} + \color{red}{y}`,
  String.raw`\begin{cases}a&b\\c&d\end{cases} \sum_{i=1}^n i^2 = \int_0^\infty e^{-x}\,dx \lim_{x\to0} \binom{n}{k}`,
  String.raw`\begin{pmatrix}1&0\\0&1\end{pmatrix}\begin{array}{c|c}a&b\\\hline c&d\end{array}`,
  String.raw`\widehat{abc}\overbrace{x+y}^{n}\underbrace{a}_{b}\xrightarrow[u]{o}\boxed{E}\fcolorbox{red}{yellow}{x}\colorbox{#ffcc00}{y}`,
  String.raw`\mathbb{R}\mathcal{L}\mathfrak{g}\mathrm{d}\mathbf{v}\boldsymbol\alpha\text{中文 text}\textcolor{blue}{b}`,
  String.raw`\begin{aligned}a&=b\\c&=d\end{aligned}\tag{1}`,
  String.raw`\left(\frac{1}{2}\right)\Bigg[\big\{x\big\}\Bigg]\sout{abc}\not=\phantom{x}\mathllap{a}\rule{1em}{2em}\raisebox{0.5em}{r}`,
  String.raw`\begin{CD}A @>a>> B\\@VbVV @AAcA\\C @= D\end{CD}\overset{!}{=}\dfrac{1}{2}\operatorname{sgn}\xcancel{z}\bcancel{w}`,
  String.raw`\frac{`,
];

describe('the sanitizer and KaTeX', () => {
  it('keeps everything KaTeX writes, inline and display', () => {
    for (const displayMode of [false, true]) {
      for (const tex of CORPUS) {
        const html = katex.renderToString(tex, { displayMode, throwOnError: false, strict: false });
        expect(normalized(sanitizeRenderedMarkdown(sanitizeHtml, html)), tex).toBe(normalized(html));
      }
    }
  });

  it('still strips scripts, handlers and addresses put in or around KaTeX markup', () => {
    const formula = katex.renderToString('\\sqrt{x}', { throwOnError: false });
    const hostile = [
      formula.replace('<span class="katex">', '<span class="katex" onmouseover="alert(1)">'),
      formula.replace('<math ', '<math href="javascript:alert(1)" onclick="alert(1)" '),
      formula.replace('<svg ', '<svg onload="alert(1)" ').replace('<path ', '<path onclick="alert(1)" '),
      formula.replace(
        '</semantics>',
        '<annotation-xml encoding="text/html"><img src=x onerror=alert(1)></annotation-xml></semantics>',
      ),
      formula.replace('<mi>', '<mi><script>alert(1)</script><a href="javascript:alert(1)">x</a>'),
      formula.replace(
        '<path ',
        '<use href="data:image/svg+xml,<svg onload=alert(1)>"></use><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject><path ',
      ),
      formula.replace('style="height', 'style="background:url(https://evil.example/x);height'),
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
      `${formula}<img src=x onerror=alert(1)><script>alert(1)</script>`,
    ];
    for (const html of hostile) {
      const clean = sanitizeRenderedMarkdown(sanitizeHtml, html);
      expect(executableConstructs(clean, KATEX_TAGS), html).toEqual([]);
      expect(clean, html).not.toMatch(/<(use|foreignobject|iframe|annotation-xml|mglyph|style|script)\b/i);
      expect(clean, html).not.toMatch(/evil\.example/);
    }
  });

  it('lets no payload of the XSS corpus through inside or beside a formula', () => {
    for (const payload of XSS_PAYLOADS) {
      const oneLine = payload.replace(/\n/g, ' ');
      for (const markdown of [
        `$${oneLine}$`,
        `$x$${oneLine}$y$`,
        `$$\n${payload}\n$$`,
        `$\\text{${oneLine}}$`,
        `$\\color{${oneLine}}{x}$`,
      ]) {
        expect(executableConstructs(render(markdown).html, KATEX_TAGS), markdown).toEqual([]);
        expect(
          executableConstructs(renderForFeed(markdown, 'https://blog.example'), KATEX_TAGS),
          markdown,
        ).toEqual([]);
      }
    }
  });
});
