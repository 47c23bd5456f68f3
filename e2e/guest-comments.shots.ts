import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, it } from 'vitest';
import { adminPage, api, closePages, DESKTOP, MOBILE, openPage, reachComments, settle } from './harness';

/**
 * `npx vitest run --project shots e2e/guest-comments.shots.ts`: guest comments (issue #32) for people
 * to look at — a guest's comment form, a guest's comment with its 游客 mark and a reply to it, and the
 * console's 游客评论 switch — desktop and phone, light and dark, into /tmp/shots/<size>-<scheme>/guest-*.png.
 */

let articleId = 0;

beforeAll(async () => {
  const list = (await api<{ list: { id: number }[] }>('GET', '/article/blogHomeGetArticleList/1/5')).body
    .result.list;
  articleId = list[0]!.id;
  const guest = (await api<{ guest_name: string; guest_token: string }>('POST', '/guest/identity', {})).body
    .result;
  await api('POST', '/comment/add', {
    type: 1,
    for_id: articleId,
    content: '路过，写得很清楚，收藏了！',
    guest_nickname: '路过的猫',
    ...guest,
  });
});
afterEach(closePages);

async function shoot(page: Page, folder: string, name: string) {
  await settle(page);
  mkdirSync(`/tmp/shots/${folder}`, { recursive: true });
  await page.screenshot({ path: `/tmp/shots/${folder}/guest-${name}.png` });
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
      it('a guest comment form and a guest comment', async () => {
        const page = await openPage(`/article?id=${articleId}`, options);
        const comments = await reachComments(page);
        await comments.getByTestId('comment-guest-name').waitFor();
        await comments.getByTestId('comment-editor').scrollIntoViewIfNeeded();
        await page.mouse.wheel(0, -80);
        await shoot(page, folder, 'form');
        const mine = comments.getByTestId('comment').filter({ hasText: '路过的猫' }).first();
        await mine.getByRole('button', { name: '回复' }).first().click();
        await mine.scrollIntoViewIfNeeded();
        await shoot(page, folder, 'comment');
      });

      it('the console switch', async () => {
        const page = await adminPage('/admin/moderation?tab=settings', options);
        await page.getByTestId('guest-comments-switch').waitFor();
        await shoot(page, folder, 'setting');
      });
    });
  }
}
