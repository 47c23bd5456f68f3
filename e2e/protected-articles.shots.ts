import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, it } from 'vitest';
import { ADMIN, adminPage, api, closePages, DESKTOP, MOBILE, openPage, settle, tokenFor } from './harness';

/**
 * `npx vitest run --project shots e2e/protected-articles.shots.ts`: password-protected articles
 * (issue #19) for people to look at — the locked article page (with a wrong password told), its card
 * on the home page, and the console's editor fields — desktop and phone, light and dark, into
 * /tmp/shots/<size>-<scheme>/protected-*.png.
 */

const stamp = Date.now().toString(36);
let articleId = 0;

beforeAll(async () => {
  const token = await tokenFor(ADMIN.username, ADMIN.password);
  const { body } = await api<{ id: number }>(
    'POST',
    '/admin/articles',
    {
      article_title: `写给未来的信 ${stamp}`,
      article_content: '## 开头\n\n正文只给知道密码的人。',
      article_description: '一封写给十年后自己的信。',
      tag_names: ['随笔'],
      status: 1,
      password: `shot-${stamp}`,
      password_hint: '写信那天的日期，八位数字',
    },
    token,
  );
  if (body.code !== 0) throw new Error(body.message);
  articleId = body.result.id;
});
afterEach(closePages);

async function shoot(page: Page, folder: string, name: string, fullPage = false) {
  await settle(page);
  mkdirSync(`/tmp/shots/${folder}`, { recursive: true });
  await page.screenshot({ path: `/tmp/shots/${folder}/protected-${name}.png`, fullPage });
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
      it('the locked article and its card', async () => {
        const page = await openPage(`/article?id=${articleId}`, options);
        const lock = page.getByTestId('locked-article');
        await lock.waitFor();
        await shoot(page, folder, 'locked', true);
        await lock.getByLabel('访问密码').fill('19990101');
        await lock.getByLabel('访问密码').press('Enter');
        await lock.getByRole('alert').filter({ hasText: '密码不对' }).waitFor();
        await lock.scrollIntoViewIfNeeded();
        await shoot(page, folder, 'wrong-password');

        await page.goto('/home');
        const card = page.getByTestId('article-card').filter({ hasText: `写给未来的信 ${stamp}` });
        await card.scrollIntoViewIfNeeded();
        await shoot(page, folder, 'card');
      });

      it('the console editor', async () => {
        const page = await adminPage(`/admin/articles/${articleId}`, options);
        await page.getByText('已设置密码（不会显示）；留空则保持不变').waitFor();
        await page.getByLabel('密码提示').scrollIntoViewIfNeeded();
        await shoot(page, folder, 'editor');
      });
    });
  }
}
