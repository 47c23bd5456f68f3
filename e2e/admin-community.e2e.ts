import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminPage, api, eventually, MOBILE, newPage, registerUser, tokenFor } from './harness';
import { solidPng } from './images';

/**
 * The console's community pages (issue #8) as the admin: friend links approved and rejected,
 * messages and comments deleted (one and a batch), a 说说 with a picture, and an album filled with
 * two photos at once — each then checked where visitors see it.
 */

const stamp = Date.now().toString(36);
async function asAdmin(path: string, options: Parameters<typeof adminPage>[1] = {}) {
  const page = await adminPage(path, options);
  return page;
}

async function asVisitor(path: string) {
  const page = await newPage();
  await page.goto(path);
  await page.locator('[data-testid="site-header"]').waitFor();
  return page;
}

/** A toast (antd notification) with this text. */
const toast = (page: Page, text: string) =>
  page.locator('.ant-notification-notice').filter({ hasText: text }).first();

/** The visible Popconfirm's confirm button. */
async function confirmPopup(page: Page, title: string | RegExp) {
  const popup = page.locator('.ant-popover:visible').filter({ hasText: title });
  await popup.getByRole('button', { name: /^删\s?除$/ }).click();
}

/** A table row holding this text. */
const row = (page: Page, text: string): Locator => page.locator('tr.ant-table-row').filter({ hasText: text });

const picture = async (name: string, rgb: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: await solidPng(rgb),
});

let userToken = '';

beforeAll(async () => {
  const username = `cm${stamp}`.slice(0, 16);
  const password = 'community-1';
  await registerUser(username, password);
  userToken = await tokenFor(username, password);
}, 120_000);

describe('友链 (/admin/links)', () => {
  it(
    'approves a pending application (then on /link/list) and rejects another with a reason',
    { timeout: 180_000 },
    async () => {
      const approved = `通过站 ${stamp}`;
      const rejected = `驳回站 ${stamp}`;
      for (const [name, host] of [
        [approved, 'approve'],
        [rejected, 'reject'],
      ]) {
        const { body } = await api(
          'POST',
          '/links/add',
          { site_name: name, site_desc: '写代码的地方', url: `https://${host}-${stamp}.example.com/` },
          userToken,
        );
        expect(body.code).toBe(0);
      }

      const page = await asAdmin('/admin/links');
      // Pending applications come first, counted on their tab.
      await expect
        .poll(() => page.getByRole('tab', { name: /待审核/ }).getAttribute('aria-selected'))
        .toBe('true');
      await row(page, approved).waitFor();
      expect(
        Number(await page.locator('.ant-tabs-tab .ant-scroll-number').first().getAttribute('title')),
      ).toBeGreaterThanOrEqual(2);
      const address = row(page, approved).getByRole('link', { name: /approve/ });
      expect(await address.getAttribute('rel')).toBe('noopener noreferrer nofollow');
      expect(await row(page, approved).textContent()).toMatch(/用户 #\d+/);

      await row(page, approved)
        .getByRole('button', { name: /^通\s?过$/ })
        .click();
      await toast(page, '已通过').waitFor();
      await eventually(() => row(page, approved).count()).toBe(0);
      await page.getByRole('tab', { name: '已通过' }).click();
      await row(page, approved).waitFor();
      await page.getByRole('tab', { name: /待审核/ }).click();

      await row(page, rejected)
        .getByRole('button', { name: /^拒\s?绝$/ })
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: /^拒\s?绝$/ }).click();
      await dialog.getByText('拒绝理由不能为空').waitFor();
      await dialog.getByLabel('拒绝理由').fill('网站暂时打不开');
      await dialog.getByRole('button', { name: /^拒\s?绝$/ }).click();
      await toast(page, '已拒绝').waitFor();
      await eventually(() => row(page, rejected).count()).toBe(0);

      const visitor = await asVisitor('/link/list');
      await visitor.getByTestId('link-card').filter({ hasText: approved }).waitFor();
      expect(await visitor.getByTestId('link-card').filter({ hasText: rejected }).count()).toBe(0);
    },
  );
});

describe('留言与评论 (/admin/moderation)', () => {
  it('deletes a message, which is then gone from the board', { timeout: 180_000 }, async () => {
    const text = `要删的留言 ${stamp}`;
    const posted = await api<{ id: number }>('POST', '/message/add', {
      message: `<p>${text}<b>加粗</b></p>`,
      tag: '闲聊',
    });
    expect(posted.body.code).toBe(0);

    const page = await asAdmin('/admin/moderation');
    await page.getByLabel('搜索留言').fill(stamp);
    await page.getByLabel('搜索留言').press('Enter');
    // Shown as text: the markup is gone, the words stay.
    await eventually(() => row(page, text).textContent()).toContain(`${text}加粗`);
    expect(await row(page, text).locator('b').count()).toBe(0);
    await row(page, text)
      .getByRole('button', { name: /^删\s?除$/ })
      .click();
    await confirmPopup(page, '删除这条留言？');
    await toast(page, '留言已删除').waitFor();
    await page.getByText('没有找到匹配的留言').waitFor();

    const board = await asVisitor('/message/list');
    await board.getByRole('button', { name: '切换成卡片模式' }).click();
    await board.getByTestId('message-card').first().waitFor();
    await board.getByLabel('搜索留言').fill(text);
    await board.getByLabel('搜索留言').press('Enter');
    await eventually(() => board.getByTestId('message-card').filter({ hasText: text }).count()).toBe(0);
    const { body } = await api<{ list: { id: number }[] }>('POST', '/message/getMessageList', {
      current: 1,
      size: 100,
    });
    expect(body.result.list.some((message) => message.id === posted.body.result.id)).toBe(false);
  });

  it('batch-deletes two comments after confirming the count', { timeout: 180_000 }, async () => {
    const talks = await api<{ list: { id: number }[] }>('POST', '/talk/blogGetTalkList', {
      current: 1,
      size: 1,
    });
    const talkId = talks.body.result.list[0]!.id;
    const texts = [`批量评论一 ${stamp}`, `批量评论二 ${stamp}`];
    for (const content of texts) {
      const { body } = await api('POST', '/comment/add', { type: 2, for_id: talkId, content }, userToken);
      expect(body.code).toBe(0);
    }

    const page = await asAdmin('/admin/moderation?tab=comments');
    await page.getByLabel('评论类型').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '说说' }).click();
    await page.getByLabel('搜索评论').fill(stamp);
    await page.getByLabel('搜索评论').press('Enter');
    await eventually(() => page.locator('tr.ant-table-row').count()).toBe(2);
    const target = row(page, texts[0]!).getByRole('link', { name: /说说/ });
    expect(await target.getAttribute('href')).toBe(`/talk?id=${talkId}`);

    await page.locator('thead .ant-checkbox-input').check();
    await page.getByRole('button', { name: /批量删除（2）/ }).click();
    await confirmPopup(page, '删除选中的 2 条评论？');
    await toast(page, '评论已删除').waitFor();
    await page.getByText('没有找到匹配的评论').waitFor();

    const total = await api<number>('POST', '/comment/getCommentTotal', { type: 2, for_id: talkId });
    const left = await api<{ list: { content: string }[] }>('POST', '/comment/frontGetParentComment', {
      type: 2,
      for_id: talkId,
      current: 1,
      size: 100,
    });
    expect(total.body.code).toBe(0);
    expect(left.body.result.list.filter((comment) => comment.content.includes(stamp))).toEqual([]);
  });
});

describe('说说 (/admin/talks)', () => {
  it('posts a talk with an uploaded picture, then shown on /talk', { timeout: 180_000 }, async () => {
    const text = `后台发的说说 ${stamp}`;
    const page = await asAdmin('/admin/talks');
    await page.getByRole('button', { name: /发布说说/ }).click();
    const dialog = page.getByRole('dialog', { name: '发布说说' });
    // The form inside the dialog, not only its footer: a busy machine draws the footer first.
    await dialog.getByLabel('内容').waitFor();
    await dialog.getByRole('button', { name: /^发\s?布$/ }).click();
    await dialog.getByText('内容不能为空').waitFor();
    await dialog.getByLabel('内容').fill(text);
    await dialog.locator('input[type=file]').setInputFiles(await picture('sky.png', [73, 177, 245]));
    await eventually(() => dialog.locator('.ant-upload-list-item-done').count()).toBe(1);
    await dialog.getByRole('button', { name: /^发\s?布$/ }).click();
    await toast(page, '说说已发布').waitFor();
    await row(page, text).locator('img').first().waitFor();

    const visitor = await asVisitor('/talk');
    const card = visitor.getByTestId('talk-card').filter({ hasText: text });
    await card.waitFor();
    expect(await card.locator('img').count()).toBeGreaterThan(0);
    expect(await card.locator('img').first().getAttribute('src')).toMatch(/^\/media\/uploads\//);
  });
});

describe('相册 (/admin/albums)', () => {
  it('uploads two photos at once into a new album, then shown on /photos', { timeout: 180_000 }, async () => {
    const name = `新相册${stamp}`.slice(0, 30);
    const page = await asAdmin('/admin/albums');
    await page.getByRole('button', { name: /新建相册/ }).click();
    const form = page.getByRole('dialog', { name: '新建相册' });
    await form.getByLabel('相册名称').fill(name);
    await form.getByLabel('描述').fill('两张测试照片');
    await form.getByRole('button', { name: /^创\s?建$/ }).click();
    await toast(page, '相册已创建').waitFor();
    const card = page.getByTestId('admin-album').filter({ hasText: name });
    await card.getByRole('button', { name: /照片/ }).click();
    await page.waitForURL(/\/admin\/albums\/\d+$/);
    const albumId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByText('相册里还没有照片').waitFor();

    await page.getByRole('button', { name: /上传照片/ }).click();
    const upload = page.getByRole('dialog');
    await upload
      .locator('input[type=file]')
      .setInputFiles(
        await Promise.all([picture('red.png', [245, 65, 91]), picture('green.png', [82, 196, 26])]),
      );
    await eventually(() => upload.locator('.ant-upload-list-item-done').count()).toBe(2);
    await upload.getByRole('button', { name: '添加 2 张照片' }).click();
    await toast(page, '照片已添加').waitFor();
    await eventually(() => page.getByTestId('admin-photo').count()).toBe(2);

    const visitor = await asVisitor(`/photos?id=${albumId}`);
    await eventually(() => visitor.getByTestId('photo-grid').locator('li').count()).toBe(2);

    // One of them picked and deleted through the batch action.
    await page.getByLabel('选择第 1 张照片').check();
    await page.getByRole('button', { name: /批量删除/ }).click();
    await confirmPopup(page, '删除选中的 1 张照片？');
    await toast(page, '照片已删除').waitFor();
    await eventually(() => page.getByTestId('admin-photo').count()).toBe(1);

    // An unknown album says so, with the way back.
    await page.goto('/admin/albums/999999');
    await page.getByText('相册不存在').waitFor();
    await page
      .getByRole('link', { name: /返回相册/ })
      .first()
      .waitFor();
  });
});

describe('on a phone', () => {
  it('every community section fits the screen: wide tables scroll inside their card', async () => {
    const page = await asAdmin('/admin', { ...MOBILE, mobile: true });
    for (const route of [
      '/admin/talks',
      '/admin/albums',
      '/admin/links',
      '/admin/moderation',
      '/admin/moderation?tab=comments',
    ]) {
      await page.goto(route);
      await page.locator('.ant-card').first().waitFor();
      await page.locator('.ant-skeleton, .ant-spin-spinning').first().waitFor({ state: 'detached' });
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(
        MOBILE.width,
      );
    }
  });
});
