import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, adminPage, anotherVisitor, api, eventually, newPage, toastCard, tokenFor } from './harness';

/**
 * Moderation (issue #18) as visitors and the owner meet it: with guests' messages held and a captcha
 * on every write, a guest's message is solved for in the browser, marked 待审核 for its author, absent
 * for another visitor, and public once the owner approves it in the console's queue.
 */

interface Settings {
  mode: number;
  captcha_after: number | null;
  [field: string]: unknown;
}

const stamp = Date.now().toString(36);
let token = '';
let original: Settings | undefined;

const saveSettings = (settings: Settings) => api('PUT', '/admin/moderation/settings', settings, token);

beforeAll(async () => {
  token = await tokenFor(ADMIN.username, ADMIN.password);
  original = (await api<Settings>('GET', '/admin/moderation/settings', undefined, token)).body.result;
  expect((await saveSettings({ ...original, mode: 1, captcha_after: 0 })).status).toBe(200);
});

afterAll(async () => {
  if (original) await saveSettings(original);
});

const card = (page: Page, text: string): Locator =>
  page.getByTestId('message-card').filter({ hasText: text }).first();

/** The board as cards, its first page loaded. */
async function boardAsCards(page: Page) {
  await page.goto('/message/list');
  await page.getByRole('button', { name: '切换成卡片模式' }).click();
  await page.getByTestId('message-card').first().waitFor();
}

describe('a guest’s message, held for approval', () => {
  it('passes the captcha in the browser, waits 待审核 for its author only, and is public once approved', async () => {
    const text = `等审核的留言 ${stamp}`;
    const author = await newPage({ headers: anotherVisitor() });
    const challenges: number[] = [];
    author.on('response', (response) => {
      if (response.url().includes('/api/captcha/challenge')) challenges.push(response.status());
    });
    await author.goto('/message/publish');
    await author.getByRole('textbox', { name: '留言内容', exact: true }).fill(text);
    await author.getByRole('button', { name: /^发\s?布$/ }).click();
    await toastCard(author, '留言已提交，审核通过后所有人可见').waitFor();
    // The write was answered 428 once, a challenge fetched and solved, and the write sent again.
    expect(challenges).toEqual([200]);
    await author.waitForURL('**/message/list');
    await author.getByRole('button', { name: '切换成卡片模式' }).click();
    const mine = card(author, text);
    await mine.getByText('待审核').waitFor();
    expect(await mine.getByRole('button', { name: '点赞' }).count()).toBe(0);

    const other = await newPage({ headers: anotherVisitor() });
    await boardAsCards(other);
    expect(await card(other, text).count()).toBe(0);
    // Nor is it in the page the server renders for everyone.
    const shared = await (await fetch(new URL('/message/list', author.url()))).text();
    expect(shared).not.toContain(text);

    const owner = await adminPage('/admin/moderation?tab=held');
    const row = owner.locator('tr.ant-table-row').filter({ hasText: text });
    await row.getByText('游客留言需审核').waitFor();
    await row.getByRole('button', { name: '通过' }).click();
    await toastCard(owner, '已通过 1 条').waitFor();
    await eventually(() => row.count()).toBe(0);

    await other.reload();
    await other.getByTestId('message-card').first().waitFor();
    const approved = card(other, text);
    await approved.waitFor();
    expect(await approved.getByText('待审核').count()).toBe(0);
  });
});

describe('the owner’s rules', () => {
  it('refuses a message with a word on the reject list, keeping what was typed', async () => {
    await saveSettings({ ...original!, mode: 0, captcha_after: null, reject_words: `禁词${stamp}` });
    const page = await newPage({ headers: anotherVisitor() });
    await page.goto('/message/publish');
    const box = page.getByRole('textbox', { name: '留言内容', exact: true });
    await box.fill(`这里有禁词${stamp}`);
    await page.getByRole('button', { name: /^发\s?布$/ }).click();
    await toastCard(page, '内容包含不允许发布的词语').waitFor();
    expect(page.url()).toContain('/message/publish');
    expect(await box.inputValue()).toBe(`这里有禁词${stamp}`);
  });
});
