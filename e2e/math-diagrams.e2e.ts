import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  adminPage,
  api,
  baseUrl,
  closePages,
  eventually,
  MOBILE,
  newPage,
  openPage,
  tokenFor,
  type PageOptions,
} from './harness';
import { MATH_ARTICLE } from './math-article';

/**
 * Math and diagrams in articles (issue #19): formulas come rendered from the server with KaTeX's
 * style sheet and fonts from our own build, diagrams are drawn in the browser by a chunk of our own
 * in the site's theme; an ordinary article loads neither; the console's preview shows both; no
 * request leaves the test server.
 */

const stamp = Date.now().toString(36);

let token = '';
let mathArticle = 0;
let plainArticle = 0;

async function createArticle(title: string, content: string): Promise<number> {
  const { body } = await api<{ id: number }>(
    'POST',
    '/admin/articles',
    { article_title: title, article_content: content, status: 1 },
    token,
  );
  if (body.code !== 0) throw new Error(body.message);
  return body.result.id;
}

beforeAll(async () => {
  token = await tokenFor(ADMIN.username, ADMIN.password);
  mathArticle = await createArticle(`公式与图表 ${stamp}`, MATH_ARTICLE);
  plainArticle = await createArticle(
    `普通文章 ${stamp}`,
    '只有文字的一篇，价格 $5 到 $10。\n\n```ts\nconst a = 1;\n```',
  );
});

afterEach(closePages);

/** A page whose every request is recorded. */
async function watchedPage(options: PageOptions = {}): Promise<{ page: Page; requests: string[] }> {
  const page = await newPage(options);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  return { page, requests };
}

const outside = (requests: string[]) =>
  requests.filter((url) => !url.startsWith('data:') && new URL(url).origin !== new URL(baseUrl).origin);

const body = (page: Page) => page.getByTestId('article-content');

/** The KaTeX fonts the page has loaded (the browser fetches a font when text first uses it). */
const katexFontsLoaded = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return Array.from(document.fonts)
      .filter((font) => font.family.replace(/"/g, '').startsWith('KaTeX_') && font.status === 'loaded')
      .map((font) => font.family.replace(/"/g, ''));
  });

describe('an article with math and diagrams', () => {
  it('shows formulas rendered by the server with KaTeX fonts, and draws the diagram in the page', async () => {
    const { page, requests } = await watchedPage();
    await page.goto(`/article?id=${mathArticle}`);
    const article = body(page);
    // Two inline formulas, the first rendered, the second TeX that does not parse, in red in place.
    await article.locator('p .katex').first().waitFor();
    expect(await article.locator('p.md-math-block .katex-display').count()).toBe(2);
    const error = article.locator('.katex-error');
    expect(await error.textContent()).toBe('\\frac{1}{');
    expect(await error.getAttribute('title')).toMatch(/KaTeX parse error/);
    expect(await article.textContent()).toContain('票价 $5 和 $10 不是公式。');
    // The MathML is there for screen readers, out of sight: KaTeX's style sheet is on the page.
    expect(await page.locator('head link[data-katex]').count()).toBe(1);
    expect(
      await article
        .locator('.katex-mathml')
        .first()
        .evaluate((node) => getComputedStyle(node).position),
    ).toBe('absolute');
    await eventually(() => katexFontsLoaded(page)).toEqual(
      expect.arrayContaining(['KaTeX_Main', 'KaTeX_Math']),
    );

    // The diagram replaces its source; the broken one says why above its source.
    const diagram = article.locator('.md-mermaid:not(.md-mermaid-error) svg');
    await diagram.waitFor();
    expect(await diagram.textContent()).toContain('开始写作');
    const codeBlocks = article.locator('details.md-editor-code');
    await codeBlocks.nth(0).waitFor({ state: 'hidden' });
    const broken = article.locator('.md-mermaid-error');
    await broken.waitFor();
    expect(await broken.getAttribute('role')).toBe('alert');
    expect(await broken.textContent()).toMatch(/^图表无法绘制.+/);
    await codeBlocks.nth(1).waitFor();
    expect(await codeBlocks.nth(1).locator('code').textContent()).toContain('缺了箭头的另一头');

    // Everything came from our own server: KaTeX's sheet and fonts, the mermaid chunk.
    expect(requests.some((url) => /\/assets\/katex-[\w-]+\.css$/.test(url))).toBe(true);
    expect(requests.some((url) => /\/assets\/KaTeX_[\w-]+\.woff2$/.test(url))).toBe(true);
    expect(requests.some((url) => /\/assets\/mermaid-diagrams-[\w-]+\.js$/.test(url))).toBe(true);
    expect(outside(requests)).toEqual([]);
  });

  it('draws the diagram in dark colours on a dark page and again when the theme is switched', async () => {
    const { page, requests } = await watchedPage({ colorScheme: 'dark' });
    await page.goto(`/article?id=${mathArticle}`);
    const article = body(page);
    const diagram = article.locator('.md-mermaid:not(.md-mermaid-error)');
    await diagram.locator('svg').waitFor();
    expect(await diagram.getAttribute('data-theme')).toBe('dark');
    const nodeFill = () =>
      diagram
        .locator('svg .node rect, svg .node polygon')
        .first()
        .evaluate((node) => getComputedStyle(node).fill);
    const darkFill = await nodeFill();
    await article.locator('.katex').first().waitFor();

    await page.getByRole('button', { name: '切换主题' }).click();
    await eventually(() => diagram.getAttribute('data-theme')).toBe('light');
    await diagram.locator('svg').waitFor();
    await eventually(nodeFill).not.toBe(darkFill);
    expect(outside(requests)).toEqual([]);
  });

  it('keeps a long formula inside its block on a phone, where it scrolls sideways', async () => {
    const page = await openPage(`/article?id=${mathArticle}`, { ...MOBILE, mobile: true });
    const long = body(page).locator('.katex-display').nth(1);
    await long.waitFor();
    const sizes = await long.evaluate((node) => ({
      scroll: node.scrollWidth,
      client: node.clientWidth,
      overflow: getComputedStyle(node).overflowX,
    }));
    expect(sizes.overflow).toBe('auto');
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  });

  it('without scripts, shows the formulas and each diagram as its source', async () => {
    const page = await newPage({ noScripts: true });
    await page.goto(`/article?id=${mathArticle}`);
    const article = body(page);
    await article.locator('.katex').first().waitFor();
    expect(await article.locator('code.language-mermaid').first().textContent()).toContain('graph TD');
    await article.locator('details.md-editor-code').first().waitFor();
  });
});

describe('an ordinary article', () => {
  it('loads neither KaTeX (style sheet, fonts) nor the mermaid chunk', async () => {
    const { page, requests } = await watchedPage();
    await page.goto(`/article?id=${plainArticle}`);
    await body(page).getByText('价格 $5 到 $10。').waitFor();
    // Pictures and lazy parts the page fetches once idle have had their turn.
    await page.waitForLoadState('networkidle');
    expect(await page.locator('link[data-katex]').count()).toBe(0);
    expect(requests.filter((url) => /katex|mermaid/i.test(url))).toEqual([]);
    expect(await katexFontsLoaded(page)).toEqual([]);

    // Going from it to the article with math brings KaTeX's sheet along.
    await page.evaluate((id) => {
      history.pushState(null, '', `/article?id=${id}`);
      dispatchEvent(new PopStateEvent('popstate'));
    }, mathArticle);
    await body(page).locator('.md-mermaid svg').first().waitFor();
    expect(await page.locator('head link[data-katex]').count()).toBe(1);
    await eventually(() => katexFontsLoaded(page)).toContain('KaTeX_Main');
    expect(outside(requests)).toEqual([]);
  });
});

describe('the console preview', () => {
  it('renders math and diagrams from our own bundle, and no request leaves the site', async () => {
    const page = await adminPage('/admin/articles/new');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.locator('.cm-content').click();
    await page.keyboard.insertText(MATH_ARTICLE);
    const preview = page.locator('.md-editor-preview');
    await preview.locator('p .katex').first().waitFor();
    expect(await preview.locator('p.md-math-block .katex-display').count()).toBe(2);
    expect(await preview.locator('.katex-error').first().textContent()).toBe('\\frac{1}{');
    // Prices are read as the server reads them.
    expect(await preview.textContent()).toContain('票价 $5 和 $10 不是公式。');
    const diagram = preview.locator('.md-editor-mermaid svg').first();
    await diagram.waitFor();
    expect(await diagram.textContent()).toContain('开始写作');
    await eventually(() => katexFontsLoaded(page)).toContain('KaTeX_Main');
    expect(requests.some((url) => /\/assets\/katex-[\w-]+\.js$/.test(url))).toBe(true);
    expect(outside(requests)).toEqual([]);
  });
});
