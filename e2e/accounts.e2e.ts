import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { baseUrl, eventually, MOBILE, newPage, waitForMotion } from './harness';

/**
 * Accounts (issue #4, web): the login/register dialog and its rules, the user centre, the 我的消息
 * drawer and a 401. Registration is limited to 3 a minute per address, so this file registers two
 * users: one through the dialog, one through the API for the notification tests.
 */

async function open(route: string, options: Parameters<typeof newPage>[0] = {}): Promise<Page> {
  const page = await newPage(options);
  await page.goto(route);
  await page.locator('[data-testid="site-header"]').waitFor();
  return page;
}

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

interface ApiBody<T> {
  code: number;
  message: string;
  result: T;
}

async function api<T>(method: string, route: string, body?: unknown, token?: string): Promise<ApiBody<T>> {
  const res = await fetch(`${baseUrl}/api${route}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as ApiBody<T>;
}

// --- A noisy PNG well over the 800 KB compression threshold (docs/spec.md §5) ---------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of random noise: it hardly compresses, so it stays far above 800 KB. */
function noisePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const start = y * (width * 3 + 1);
    rows[start] = 0; // filter: none
    randomBytes(width * 3).copy(rows, start + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// --- Notifications straight into the e2e server's database (there is no API to create them) ------

function insertNotifications(
  userId: number,
  rows: { message: string; type: number; toId: number | null; unread: boolean; minutesAgo: number }[],
): void {
  const db = new Database(path.join(inject('dataDir'), 'blog.db'));
  try {
    const insert = db.prepare(
      'INSERT INTO notifications (user_id, message, type, to_id, is_view, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    for (const row of rows) {
      const at = new Date(Date.now() - row.minutesAgo * 60_000).toISOString();
      insert.run(userId, row.message, row.type, row.toId, row.unread ? 1 : 2, at, at);
    }
  } finally {
    db.close();
  }
}

function isViewed(id: number): number {
  const db = new Database(path.join(inject('dataDir'), 'blog.db'), { readonly: true });
  try {
    return (db.prepare('SELECT is_view FROM notifications WHERE id = ?').get(id) as { is_view: number })
      .is_view;
  } finally {
    db.close();
  }
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
  let page: Page;

  it('registers in the dialog and is logged in at once', async () => {
    page = await open('/home');
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
    const png = noisePng(1000, 1000);
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
  const username = `notice_${suffix}`;
  const password = 'notice-pass-1';
  let userId = 0;
  let articleId = 0;

  it('prepares a user with 13 notifications, 5 of them unread', async () => {
    const registered = await api<{ id: number }>('POST', '/user/register', {
      username,
      password,
      nick_name: '收信人',
    });
    expect(registered.code).toBe(0);
    userId = registered.result.id;
    const articles = await api<{ list: { id: number }[] }>('GET', '/article/blogHomeGetArticleList/1/1');
    articleId = articles.result.list[0]!.id;
    insertNotifications(userId, [
      {
        message: '<b>晚风</b> 评论了你的文章：写得真好',
        type: 1,
        toId: articleId,
        unread: true,
        minutesAgo: 3,
      },
      { message: '阿青 赞了你的说说', type: 2, toId: 1, unread: true, minutesAgo: 30 },
      { message: '小鹿 回复了你的留言', type: 3, toId: null, unread: true, minutesAgo: 60 },
      { message: '有新的友链申请', type: 4, toId: null, unread: true, minutesAgo: 90 },
      {
        message: '危险的消息<img src=x onerror="window.__hacked=1"><script>window.__hacked=2</script>',
        type: 1,
        toId: articleId,
        unread: true,
        minutesAgo: 120,
      },
      ...Array.from({ length: 8 }, (_, index) => ({
        message: `已读消息 ${index + 1}`,
        type: 1,
        toId: articleId,
        unread: false,
        minutesAgo: 600 + index * 60,
      })),
    ]);
  });

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

  it('marks viewed in the database too', async () => {
    const db = new Database(path.join(inject('dataDir'), 'blog.db'), { readonly: true });
    const rows = db
      .prepare('SELECT id, message FROM notifications WHERE user_id = ? ORDER BY id')
      .all(userId) as { id: number; message: string }[];
    db.close();
    const article = rows.find((row) => row.message.includes('评论了你的文章'))!;
    const talk = rows.find((row) => row.message.includes('赞了你的说说'))!;
    expect(isViewed(article.id)).toBe(2);
    expect(isViewed(talk.id)).toBe(1);
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
    const page = await open('/userCenter');
    await loginThroughDialog(page, username, password);
    await page.getByRole('heading', { name: '个人信息' }).waitFor();

    // A password change elsewhere revokes this browser's token.
    const other = await api<{ token: string }>('POST', '/user/login', { username, password });
    const changed = await api<{ token: string }>(
      'PUT',
      '/user/updatePassword',
      { password, password1: 'changed-pass-9', password2: 'changed-pass-9' },
      other.result.token,
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
