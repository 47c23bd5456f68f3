import { afterEach, describe, expect, it } from 'vitest';
import { addKatexStylesheet, hasMath, KATEX_STYLESHEET_LINK } from './katex-style';

describe("KaTeX's style sheet", () => {
  afterEach(() => document.head.querySelectorAll('link[data-katex]').forEach((link) => link.remove()));

  it('is wanted by HTML with a formula or a TeX error, not by ordinary HTML', () => {
    expect(hasMath('<p>a <span class="katex"><span class="katex-mathml">…</span></span></p>')).toBe(true);
    expect(hasMath('<p class="md-math-block"><span class="katex-display">…</span></p>')).toBe(true);
    expect(hasMath('<span class="katex-error" title="ParseError">\\frac{</span>')).toBe(true);
    expect(hasMath('<p>票价 $5 和 $10，写 class=&quot;katex&quot; 的人</p>')).toBe(false);
  });

  it('is a style sheet of our own build, put in the head once', () => {
    // The address is the build's (e2e/math-diagrams.e2e.ts checks it); tests run without a build.
    expect(KATEX_STYLESHEET_LINK).toMatch(/^<link rel="stylesheet" href="[^"]*" data-katex>$/);
    addKatexStylesheet();
    addKatexStylesheet();
    const links = document.head.querySelectorAll('link[data-katex]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('rel')).toBe('stylesheet');
  });
});
