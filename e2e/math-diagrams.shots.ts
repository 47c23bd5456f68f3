import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, it } from 'vitest';
import { ADMIN, adminPage, api, closePages, DESKTOP, MOBILE, openPage, settle, tokenFor } from './harness';
import { MATH_ARTICLE } from './math-article';

/**
 * `npx vitest run --project shots e2e/math-diagrams.shots.ts`: formulas and diagrams (issue #19) for
 * people to look at — an article's inline and display formulas (a long one that scrolls on a phone),
 * its diagram and the one that does not parse, and the console's preview of the same Markdown;
 * desktop and phone, light and dark, into /tmp/shots/<size>-<scheme>/math-*.png.
 */

let article = 0;

beforeAll(async () => {
  const token = await tokenFor(ADMIN.username, ADMIN.password);
  const { body } = await api<{ id: number }>(
    'POST',
    '/admin/articles',
    { article_title: `公式与图表 ${Date.now().toString(36)}`, article_content: MATH_ARTICLE, status: 1 },
    token,
  );
  article = body.result.id;
});
afterEach(closePages);

async function shoot(page: Page, folder: string, name: string) {
  await settle(page);
  mkdirSync(`/tmp/shots/${folder}`, { recursive: true });
  await page.screenshot({ path: `/tmp/shots/${folder}/math-${name}.png` });
}

for (const size of ['desktop', 'phone'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    const folder = `${size}-${scheme}`;
    const options = {
      ...(size === 'phone' ? MOBILE : DESKTOP),
      colorScheme: scheme,
      mobile: size === 'phone',
    };
    describe(folder, () => {
      it('an article with formulas and diagrams', async () => {
        const page = await openPage(`/article?id=${article}`, options);
        const body = page.getByTestId('article-content');
        await body.locator('.md-mermaid svg').waitFor();
        await body.locator('.katex').first().scrollIntoViewIfNeeded();
        await shoot(page, folder, 'formulas');
        await body.locator('.md-mermaid').first().scrollIntoViewIfNeeded();
        await shoot(page, folder, 'diagrams');
      });

      it("the console's preview", async () => {
        const page = await adminPage('/admin/articles/new', options);
        await page.locator('.cm-content').click();
        await page.keyboard.insertText(MATH_ARTICLE);
        if (size === 'phone') await page.locator('.md-editor-toolbar-item[title="预览"]').first().click();
        await page.locator('.md-editor-preview .md-editor-mermaid svg').first().waitFor();
        await shoot(page, folder, 'preview');
      });
    });
  }
}
