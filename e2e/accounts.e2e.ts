import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  e2eServer,
  eventually,
  MOBILE,
  openPage as open,
  registerUser,
  tokenFor,
  waitForMotion,
} from './harness';
import { noisePng } from './images';

/**
 * Accounts (issue #4, web): the login/register dialog and its rules, the user centre, the 我的消息
 * drawer and a 401. Registration is limited to 3 a minute per address, so this file registers two
 * users: one through the dialog, one through the API for the notification tests.
 */

const nav = (page: Page) => page.getByRole('navigation', { name: '主菜单' });
const dialog = (page: Page) => page.getByRole('dialog', { name: /登录|注册/ });
/** A toast (antd notification) with this text. */
const toast = (page: Page, text: string) =>
  page.locator('.ant-notification-notice').filter({ hasText: text }).first();

async function openLoginDialog(page: Page): Promise<Locator> {
  await nav(page).getByRole('button', { name: '登录' }).click();
  const box = dialog(page);
  await box.getByRole('tab', { name: '登录' }).waitFor();
  await waitForMotion(box);
  return box;
}

async function loginThroughDialog(page: Page, username: string, password: string, remember = false) {
  const box = await openLoginDialog(page);
  await box.getByLabel('用户账号').fill(username);
  await box.getByLabel('用户密码').fill(password);
  const remembered = box.getByRole('checkbox', { name: '记住我' });
  if ((await remembered.isChecked()) !== remember) await remembered.click();
  await box.getByLabel('用户密码').press('Enter');
  await box.waitFor({ state: 'hidden' });
}

/** Leaves a field with this value, which is when docs/spec.md §5 checks it. */
async function leaveWith(field: Locator, value: string) {
  await field.fill(value);
  await field.blur();
}

/** The user menu of the PC header (avatar and nickname), shown once logged in. */
const userMenu = (page: Page) => nav(page).getByRole('button', { name: '用户菜单' });

async function logout(page: Page) {
  await userMenu(page).hover();
  await nav(page).getByRole('button', { name: '退出' }).click();
  await toast(page, '退出成功').waitFor();
  await nav(page).getByRole('button', { name: '登录' }).waitFor();
}

const suffix = Date.now().toString(36).slice(-5);

describe('the login/register dialog (docs/spec.md §4–§5)', () => {
  it('shows every validation message for the matching input', async () => {
    const page = await open('/home');
    const box = await openLoginDialog(page);

    await leaveWith(box.getByLabel('用户账号'), '');
    await box.getByText('请输入用户账号').waitFor();
    await leaveWith(box.getByLabel('用户密码'), '');
    await box.getByText('请输入用户密码').waitFor();

    await box.getByRole('button', { name: '去注册' }).click();
    expect(await box.getByRole('tab', { name: '注册' }).getAttribute('aria-selected')).toBe('true');
    const username = box.getByLabel('用户账号');
    const password = box.getByLabel('密码', { exact: true });
    const confirm = box.getByLabel('确认密码');

    await leaveWith(username, '');
    await box.getByText('请输入用户账号').waitFor();
    await leaveWith(username, 'abcd');
    await box.getByText('用户账号长度应该在5-16之间').waitFor();
    await leaveWith(username, 'a'.repeat(17));
    await box.getByText('用户账号长度应该在5-16之间').waitFor();
    await leaveWith(username, 'valid_name');
    await eventually(() => box.getByText('用户账号长度应该在5-16之间').count()).toBe(0);

    await leaveWith(password, '');
    await box.getByText('请输入密码', { exact: true }).waitFor();
    for (const bad of ['123456', 'abcdef', 'ab1', '中文密码abc123', 'abc123'.repeat(4)]) {
      await leaveWith(password, bad);
      await box.getByText('密码格式应为6-18位数字、字母、符号的任意两种组合').waitFor();
    }
    await leaveWith(password, 'abc123');
    await eventually(() => box.getByText('密码格式应为6-18位').count()).toBe(0);

    await leaveWith(confirm, '');
    await box.getByText('请输入二次确认密码').waitFor();
    await leaveWith(confirm, 'abc124');
    await box.getByText('两次密码不一致').waitFor();
    await leaveWith(confirm, 'abc123');
    await eventually(() => box.getByText('两次密码不一致').count()).toBe(0);

    await box.getByRole('button', { name: '去登录' }).click();
    await box.getByRole('checkbox', { name: '记住我' }).waitFor();
  });

  it('opens from the mobile drawer (去登录) as a full-width card', async () => {
    const page = await open('/home', { ...MOBILE, mobile: true });
    await page.getByRole('button', { name: '打开菜单' }).click();
    await page.locator('.mobile-nav-drawer').getByRole('button', { name: '去登录' }).click();
    const box = dialog(page);
    await box.getByRole('tab', { name: '登录' }).waitFor();
    // Measured once the opening zoom has settled.
    const width = () =>
      page.locator('.ant-modal-container').evaluate((element) => element.getBoundingClientRect().width);
    await eventually(width).toBeGreaterThan(MOBILE.width - 40);
    expect(await width()).toBeLessThanOrEqual(MOBILE.width);
  });
});

describe('an account from sign-up to a new password', () => {
  const username = `reader_${suffix}`;
  const firstPassword = 'first-pass-1';
  const newPassword = 'second-pass-2';
  // One reader's page through every step (a test's own pages close when it ends).
  let page: Page;
  beforeAll(async () => {
    page = await open('/home');
  });

  it('registers in the dialog and is logged in at once', async () => {
    // Records what the page uploads: playwright cannot read a multipart body built from a Blob.
    // The app sends with fetch (a Request carrying the form) or, with progress, XMLHttpRequest.
    await page.addInitScript(() => {
      const record = (body: unknown) => {
        if (!(body instanceof FormData)) return;
        const file = body.get('file');
        if (!(file instanceof File)) return;
        const uploads = ((window as { __uploads?: object[] }).__uploads ??= []);
        uploads.push({ name: file.name, type: file.type, size: file.size });
      };
      // Called with the request as `this` below, as the browser would.
      // eslint-disable-next-line @typescript-eslint/unbound-method
      const send = XMLHttpRequest.prototype.send;
      XMLHttpRequest.prototype.send = function (body) {
        record(body);
        send.call(this, body);
      };
      const NativeRequest = window.Request;
      window.Request = class extends NativeRequest {
        constructor(input: RequestInfo | URL, init?: RequestInit) {
          record(init?.body);
          super(input, init);
        }
      };
      const nativeFetch = window.fetch.bind(window);
      window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
        record(init?.body);
        return nativeFetch(input, init);
      };
    });
    const box = await openLoginDialog(page);
    await box.getByRole('tab', { name: '注册' }).click();
    await box.getByLabel('用户账号').fill(username);
    await box.getByLabel('昵称').fill('晨读者');
    await box.getByLabel('密码', { exact: true }).fill(firstPassword);
    await box.getByLabel('确认密码').fill(firstPassword);
    await box.getByLabel('确认密码').press('Enter');

    await box.waitFor({ state: 'hidden' });
    await toast(page, '自动登录成功').waitFor();
    await page.locator('.ant-notification-notice').filter({ hasText: '欢迎～' }).waitFor();
    expect(await userMenu(page).textContent()).toContain('晨读者');
    expect(await page.getByRole('button', { name: '我的消息' }).isVisible()).toBe(true);
    expect(await nav(page).getByRole('button', { name: '登录' }).count()).toBe(0);
  });

  it('reaches the user centre from the user menu and uploads a compressed avatar', async () => {
    await userMenu(page).hover();
    await nav(page).getByRole('link', { name: '个人中心' }).click();
    await page.waitForURL('**/userCenter');
    await page.getByRole('heading', { name: '个人信息' }).waitFor();
    await eventually(() => page.getByText(username, { exact: true }).count()).toBeGreaterThan(0);

    // The page was opened before the recorder was installed: reload so it runs.
    await page.reload();
    await page.getByRole('button', { name: '编辑资料' }).click();
    const png = await noisePng(1000, 1000);
    expect(png.length).toBeGreaterThan(800 * 1024);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '更换头像' }).click();
    await (await chooser).setFiles({ name: 'noise.png', mimeType: 'image/png', buffer: png });
    await toast(page, '头像已更新').waitFor({ timeout: 45_000 });

    // Over 800 KB, so it was re-encoded as a JPEG no larger than 800 KB before upload (docs/spec.md §5).
    const uploads = await page.evaluate(() => (window as { __uploads?: object[] }).__uploads);
    expect(uploads).toHaveLength(1);
    const [sent] = uploads as { name: string; type: string; size: number }[];
    expect(sent).toMatchObject({ name: 'noise.jpg', type: 'image/jpeg' });
    expect(sent!.size).toBeLessThanOrEqual(800 * 1024);
    await eventually(() => userMenu(page).locator('img').getAttribute('src')).toMatch(
      /^\/media\/uploads\/images\/.+\.jpg$/,
    );

    // Something that is not a picture is refused with 图片上传失败.
    const chooser2 = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '更换头像' }).click();
    await (
      await chooser2
    ).setFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a png') });
    await toast(page, '图片上传失败').waitFor();
  });

  it('edits the nickname', async () => {
    const nickname = page.getByLabel('昵称');
    await nickname.fill('');
    await nickname.blur();
    await page.getByText('昵称不能为空').waitFor();
    await nickname.fill('晨读者二号');
    await page.getByRole('button', { name: '保存' }).click();
    await toast(page, '修改成功').waitFor();
    await page.getByRole('button', { name: '编辑资料' }).waitFor();
    await eventually(() => userMenu(page).textContent()).toContain('晨读者二号');
  });

  it('changes the password with the register rules, keeping the new token', async () => {
    const current = page.getByLabel('原密码');
    const fresh = page.getByLabel('新密码');
    const again = page.getByLabel('确认密码');
    await leaveWith(current, '');
    await page.getByText('请输入原密码').waitFor();
    await leaveWith(fresh, '123456');
    await page.getByText('密码格式应为6-18位数字、字母、符号的任意两种组合').waitFor();
    await leaveWith(fresh, newPassword);
    await leaveWith(again, 'something-else-1');
    await page.getByText('两次密码不一致').waitFor();

    await current.fill('not-my-password-1');
    await again.fill(newPassword);
    await page.getByRole('button', { name: '确认修改' }).click();
    const refused = toast(page, '原密码不正确');
    await refused.waitFor();
    expect(await refused.textContent()).toContain('错误提示');

    await current.fill(firstPassword);
    await page.getByRole('button', { name: '确认修改' }).click();
    await toast(page, '密码修改成功').waitFor();
    await eventually(() => current.inputValue()).toBe('');
    expect(await fresh.inputValue()).toBe('');

    // The new token was kept: after a reload the user is still logged in and calls still work.
    await page.reload();
    await page.getByRole('heading', { name: '个人信息' }).waitFor();
    await userMenu(page).waitFor();
    await eventually(() => page.getByRole('button', { name: '我的消息' }).isVisible()).toBe(true);
    expect(await dialog(page).count()).toBe(0);
  });

  it('logs out (leaving /userCenter) and logs in with the new password only', async () => {
    await logout(page);
    await page.waitForURL('**/home');

    const login = await openLoginDialog(page);
    await login.getByLabel('用户账号').fill(username);
    await login.getByLabel('用户密码').fill(firstPassword);
    await login.getByLabel('用户密码').press('Enter');
    await toast(page, '用户名或密码错误').waitFor();
    expect(await login.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await login.waitFor({ state: 'hidden' });

    await loginThroughDialog(page, username, newPassword);
    await toast(page, '登录成功').waitFor();
    expect(await userMenu(page).textContent()).toContain('晨读者二号');
  });
});

describe('notifications, remembered login and a 401', () => {
  // Seeded before the server started (fixtures.ts): 13 notifications, 5 of them unread.
  const { username, password, articleId } = e2eServer.fixtures.notified;

  it('shows the unread badge; the drawer loads more, marks viewed, navigates and deletes', async () => {
    const page = await open('/home');
    await loginThroughDialog(page, username, password);
    const bell = page.getByRole('button', { name: '我的消息' });
    const badge = bell.getByTestId('notify-badge');
    await eventually(() => badge.textContent()).toBe('5');

    await bell.click();
    const drawer = page.locator('.notification-drawer');
    const items = drawer.getByRole('list', { name: '消息列表' }).getByRole('listitem');
    await eventually(() => items.count()).toBe(10);
    expect(await drawer.getByText('我的消息').first().isVisible()).toBe(true);
    expect(await drawer.getByText('new', { exact: true }).count()).toBe(5);
    // HTML is rendered, scripts and handlers are not.
    expect(await drawer.locator('b', { hasText: '晚风' }).count()).toBe(1);
    expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();
    expect(await drawer.locator('[onerror], script').count()).toBe(0);

    // 40% of a desktop window.
    const width = (await drawer.locator('.ant-drawer-section').boundingBox())!.width;
    expect(width).toBeCloseTo(1366 * 0.4, -1);

    await drawer.getByRole('button', { name: '点击加载更多～' }).click();
    await eventually(() => items.count()).toBe(13);
    await drawer.getByText('已经到底啦').waitFor();

    // Clicking an unread article notification marks it read, goes to the article and closes.
    const first = items.filter({ hasText: '评论了你的文章' });
    await first.getByRole('button').first().click();
    await page.waitForURL(`**/article?id=${articleId}`);
    await eventually(() => drawer.locator('.ant-drawer-section').isVisible()).toBe(false);
    await eventually(() => badge.textContent()).toBe('4');

    // Reopened, the list starts again from page 1, the read item without `new`.
    await bell.click();
    await eventually(() => items.count()).toBe(10);
    const readNow = items.filter({ hasText: '评论了你的文章' });
    expect(await readNow.getByText('new', { exact: true }).count()).toBe(0);

    // A message-board notification leads to /message/list.
    await items.filter({ hasText: '回复了你的留言' }).getByRole('button').first().click();
    await page.waitForURL('**/message/list');
    await eventually(() => badge.textContent()).toBe('3');

    // Delete, after 确定删除吗？.
    await bell.click();
    await eventually(() => items.count()).toBe(10);
    const victim = items.filter({ hasText: '已读消息 1' });
    await victim.getByRole('button', { name: '删除这条消息' }).click();
    await page.getByText('确定删除吗？').waitFor();
    await page.locator('.ant-popconfirm').getByRole('button', { name: '删除' }).click();
    await toast(page, '删除成功').waitFor();
    await eventually(() => items.filter({ hasText: '已读消息 1' }).count()).toBe(0);
    await drawer.getByRole('button', { name: '点击加载更多～' }).click();
    await drawer.getByText('已经到底啦').waitFor();
    expect(await items.count()).toBe(12);
  });

  it('keeps them viewed for the next visit', async () => {
    const token = await tokenFor(username, password);
    const { body } = await api<{ list: { message: string; isView: number }[] }>(
      'POST',
      '/notify/getNotifyList',
      { current: 1, size: 50 },
      token,
    );
    const viewed = (text: string) => body.result.list.find((item) => item.message.includes(text))?.isView;
    expect(viewed('评论了你的文章')).toBe(2);
    expect(viewed('回复了你的留言')).toBe(2);
    expect(viewed('赞了你的说说')).toBe(1);
  });

  it('prefills a remembered login after a reload, stored encrypted', async () => {
    const page = await open('/home');
    await loginThroughDialog(page, username, password, true);
    await userMenu(page).waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('loginForm'));
    expect(stored).toMatch(/^.{16,}$/);
    expect(stored).not.toContain(username);
    expect(stored).not.toContain(password);

    await logout(page);
    await page.reload();
    const box = await openLoginDialog(page);
    expect(await box.getByLabel('用户账号').inputValue()).toBe(username);
    expect(await box.getByLabel('用户密码').inputValue()).toBe(password);
    expect(await box.getByRole('checkbox', { name: '记住我' }).isChecked()).toBe(true);

    // Unticking 记住我 forgets it.
    await box.getByRole('checkbox', { name: '记住我' }).click();
    await box.getByLabel('用户密码').press('Enter');
    await box.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('loginForm'))).toBeNull();
  });

  it('a 401 clears the user and opens the login dialog', async () => {
    const username = `revoked_${suffix}`;
    const password = 'revoked-pass-1';
    await registerUser(username, password);
    const page = await open('/userCenter');
    await loginThroughDialog(page, username, password);
    await page.getByRole('heading', { name: '个人信息' }).waitFor();

    // A password change elsewhere revokes this browser's token.
    const { body: changed } = await api(
      'PUT',
      '/user/updatePassword',
      { password, password1: 'changed-pass-9', password2: 'changed-pass-9' },
      await tokenFor(username, password),
    );
    expect(changed.code).toBe(0);

    await page.reload();
    await dialog(page).getByRole('tab', { name: '登录' }).waitFor();
    // The dialog says why it opened by itself (docs/spec.md §8).
    expect(await dialog(page).getByRole('alert').textContent()).toBe('登录已失效，请重新登录');
    await nav(page).getByRole('button', { name: '登录' }).waitFor();
    expect(await page.getByRole('button', { name: '我的消息' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '去登录' }).isVisible()).toBe(true);
    const stored = await page.evaluate(
      () => JSON.parse(decodeURIComponent(localStorage.getItem('userState') ?? '{}')) as { state?: object },
    );
    expect(stored.state).toMatchObject({ token: '', userInfo: '', tokenFlag: false, infoFlag: false });
  });
});
