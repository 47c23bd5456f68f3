import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, adminPage, api, baseUrl, newPage, tokenFor } from './harness';

/**
 * Password-protected articles (issue #19): the owner sets a password and a hint in the console; a
 * visitor finds the article locked — its body not even in the page's HTML — gets a wrong password
 * told, opens it with the right one without a reload, and still reads it after one; another visitor
 * still finds it locked.
 */

const stamp = Date.now().toString(36);
const title = `加密的信 ${stamp}`;
const secret = `只写给你看的一句话 ${stamp}`;
const password = `pw-${stamp}`;
let articleId = 0;

beforeAll(async () => {
  const token = await tokenFor(ADMIN.username, ADMIN.password);
  const { body } = await api<{ id: number }>(
    'POST',
    '/admin/articles',
    { article_title: title, article_content: `## 开头\n\n${secret}`, status: 1 },
    token,
  );
  if (body.code !== 0) throw new Error(body.message);
  articleId = body.result.id;
});

const lock = (page: Page) => page.getByTestId('locked-article');
const passwordField = (page: Page) => lock(page).getByLabel('访问密码');

describe('a password-protected article', () => {
  it('is protected in the console, locked for visitors until the right password, and stays open in that browser', async () => {
    // The owner sets the password and its hint in the editor; the list marks the article.
    const console = await adminPage(`/admin/articles/${articleId}`);
    await console.getByRole('textbox', { name: '标题', exact: true }).waitFor();
    await console.getByRole('switch', { name: '访问密码' }).click();
    await console.getByLabel('设置密码').fill(password);
    await console.getByLabel('密码提示').fill('信封上的日期');
    await console.getByRole('button', { name: /^保\s?存$/ }).click();
    await console.waitForURL(/\/admin\/articles$/);
    const row = console.locator('tr.ant-table-row').filter({ hasText: title });
    await row.getByText('🔒 加密').waitFor();
    // Never shown back: the editor says one is set and leaves the field empty.
    await console.goto(`/admin/articles/${articleId}`);
    await console.getByText('已设置密码（不会显示）；留空则保持不变').waitFor();
    expect(await console.getByLabel('修改密码').inputValue()).toBe('');

    // The page as the server sends it holds no word of the body.
    const html = await (await fetch(`${baseUrl}/article?id=${articleId}`)).text();
    expect(html).toContain(title);
    expect(html).toContain('🔒 加密文章');
    expect(html).not.toContain(secret);

    const visitor = await newPage();
    await visitor.goto(`/article?id=${articleId}`);
    await lock(visitor).getByText('🔒 加密文章').waitFor();
    await lock(visitor).getByText('信封上的日期').waitFor();
    expect(await visitor.content()).not.toContain(secret);

    // A wrong password is told under the field (Enter sends it), and the field keeps it.
    await passwordField(visitor).fill('not-the-password');
    await passwordField(visitor).press('Enter');
    await lock(visitor).getByRole('alert').filter({ hasText: '密码不对，再想想？' }).waitFor();
    expect(await passwordField(visitor).inputValue()).toBe('not-the-password');

    // The right one opens the article in place: no reload (the marker survives).
    await visitor.evaluate(() => Object.assign(window, { stillHere: true }));
    await passwordField(visitor).fill(password);
    await lock(visitor).getByRole('button', { name: '解锁' }).click();
    await visitor.getByText(secret).waitFor();
    expect(await lock(visitor).count()).toBe(0);
    expect(await visitor.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);

    // A reload reads it again with the grant this browser keeps.
    await visitor.reload();
    await visitor.getByText(secret).waitFor();
    expect(await lock(visitor).count()).toBe(0);

    // Another visitor (another browser) still finds it locked.
    const other = await newPage();
    await other.goto(`/article?id=${articleId}`);
    await lock(other).waitFor();
    expect(await other.content()).not.toContain(secret);

    // The owner reads it whole on the blog.
    const ownerOnBlog = await adminPage('/admin');
    await ownerOnBlog.goto(`/article?id=${articleId}`);
    await ownerOnBlog.getByText(secret).waitFor();
    // Console, three browsers and their reloads: room for a busy two-core machine.
  }, 180_000);
});
