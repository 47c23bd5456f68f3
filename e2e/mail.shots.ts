import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, it } from 'vitest';
import {
  adminPage,
  api,
  anotherVisitor,
  closePages,
  DESKTOP,
  loginDialog,
  MOBILE,
  openPage,
  reachComments,
  registerUser,
  settle,
  submitLogin,
  tokenFor,
} from './harness';

/**
 * `npx vitest run --project shots e2e/mail.shots.ts`: the e-mail parts (issue #18) for people to look
 * at — the address fields of the comment, message and link forms, 邮件提醒 in the user centre, the
 * console's 邮件 page, 邮件通知 under 网站设置 and the page of a mail's link — desktop and phone, light and dark, into
 * /tmp/shots/<size>-<scheme>/mail-*.png.
 */

const stamp = Date.now().toString(36);
const reader = { username: `ms${stamp}`.slice(0, 16), password: 'mail-shot-91' };

beforeAll(async () => {
  await registerUser(reader.username, reader.password, '看图的人');
  const token = await tokenFor(reader.username, reader.password);
  // A few mails for the log: a verification mail to the reader, a notice to the owner.
  await api(
    'POST',
    '/comment/add',
    { type: 1, for_id: 1, content: '截图用的评论', email: `shot-${stamp}@e2e.test` },
    token,
    anotherVisitor(),
  );
  await api('PUT', '/mail/address', { email: `me-${stamp}@e2e.test` }, token);
});
afterEach(closePages);

async function shoot(page: Page, folder: string, name: string, fullPage = false) {
  await settle(page);
  mkdirSync(`/tmp/shots/${folder}`, { recursive: true });
  await page.screenshot({ path: `/tmp/shots/${folder}/mail-${name}.png`, fullPage });
}

/** Opens `route` and shoots it once the element `testId` is there, scrolled into view. */
async function shootAt(
  page: Page,
  route: string,
  testId: string,
  folder: string,
  name: string,
  fullPage = false,
) {
  await page.goto(route);
  await page.getByTestId(testId).waitFor();
  await page.getByTestId(testId).scrollIntoViewIfNeeded();
  await shoot(page, folder, name, fullPage);
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
      it('the forms and the user centre', async () => {
        const page = await openPage('/article?id=1', options);
        // The comments' own 登录 (the header hides its button on a phone): a guest's editor has one.
        const comments = await reachComments(page);
        await comments.getByRole('button', { name: /^(去)?登录$/ }).click();
        await submitLogin(page, reader);
        await loginDialog(page).waitFor({ state: 'hidden' });
        await comments.getByTestId('comment-email').waitFor();
        await comments.getByTestId('comment-email').scrollIntoViewIfNeeded();
        await shoot(page, folder, 'comment-form');

        await shootAt(page, '/message/publish', 'message-email', folder, 'message-form');

        await page.goto('/link/list');
        await page
          .getByRole('button', { name: /友链申请/ })
          .first()
          .click();
        await page.getByTestId('link-email').waitFor();
        await shoot(page, folder, 'link-form');

        // The page a mail's unsubscribe link opens (here with a link that is not one).
        await shootAt(page, '/mail/unsubscribe?token=not-a-token', 'mail-outcome', folder, 'outcome-page');
        await shootAt(page, '/userCenter', 'mail-address', folder, 'user-center');
      });

      it('the console', async () => {
        const page = await adminPage('/admin/mail', options);
        await page.getByText('已发送').first().waitFor();
        await shoot(page, folder, 'admin-mail', true);
        await shootAt(page, '/admin/site?tab=mail', 'owner-email', folder, 'admin-site-mail', true);
      });
    });
  }
}
