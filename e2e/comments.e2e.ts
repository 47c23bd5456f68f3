import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../apps/server/src/test/xss-payloads';
import {
  ADMIN,
  api,
  eventually,
  logIn as login,
  MOBILE,
  newPage,
  openPage as open,
  reachComments,
  settle,
  toastCard,
  toastLook,
  tokenFor,
} from './harness';

/**
 * Comments (issue #5, web) under an article: a guest's comment under its 游客 name, kept across
 * visits (issue #32), commenting, replying to a comment and to a reply, likes, sorting, paging,
 * deleting, the error state, and comments that try to run script (shown as text, never as markup).
 */

const stamp = Date.now().toString(36);

const toast = toastCard;

const user = { username: `cm${stamp}`.slice(0, 16), password: 'comment-pass-9', nick_name: '评论测试员' };
let token = '';
/** Three public articles: one for a guest, one to comment on through the page, one for the API-made comments. */
let guestArticleId = 0;
let articleId = 0;
let busyArticleId = 0;

const commentTotal = async (id: number) =>
  (await api<number>('POST', '/comment/getCommentTotal', { type: 1, for_id: id })).body.result;

beforeAll(async () => {
  expect((await api('POST', '/user/register', user)).status).toBe(200);
  token = (await api<{ token: string }>('POST', '/user/login', user)).body.result.token;
  const list = (await api<{ list: { id: number }[] }>('GET', '/article/blogHomeGetArticleList/1/999')).body
    .result.list;
  const empty: number[] = [];
  for (const article of list) if ((await commentTotal(article.id)) === 0) empty.push(article.id);
  expect(empty.length).toBeGreaterThanOrEqual(3);
  [guestArticleId = 0, articleId = 0, busyArticleId = 0] = empty.slice(-3);
});

const comments = (page: Page) => page.getByTestId('comments');
const commentBy = (page: Page, text: string): Locator =>
  comments(page)
    .getByTestId('comment')
    .filter({ has: page.getByTestId('comment-content').getByText(text, { exact: true }) })
    .first();
const replyBy = (page: Page, text: string): Locator =>
  comments(page)
    .getByTestId('comment-reply')
    .filter({ has: page.getByTestId('comment-content').getByText(text, { exact: true }) })
    .first();

describe('comments for guests', () => {
  it('a guest comments under its 游客 name and has the same name on its next visit; 登录 opens the dialog', async () => {
    const page = await open(`/article?id=${guestArticleId}`);
    await reachComments(page);
    await comments(page).getByText('暂无评论，快来抢沙发吧～').waitFor();
    expect(await comments(page).getByTestId('comment-total').textContent()).toBe('0');
    const nickname = comments(page).getByTestId('comment-guest-name');
    await eventually(() => nickname.inputValue()).toMatch(/^游客[a-zA-Z0-9]{5}$/);
    const name = await nickname.inputValue();

    const text = `游客的评论 ${stamp}`;
    await comments(page).getByRole('textbox', { name: '说点什么吧～' }).fill(text);
    await comments(page)
      .getByRole('button', { name: /^发\s?布$/ })
      .click();
    const mine = commentBy(page, text);
    await mine.waitFor();
    await toast(page, '评论成功').waitFor();
    expect(await mine.getByTestId('guest-mark').textContent()).toBe('游客');
    expect(await mine.textContent()).toContain(name);

    // The next visit, in another tab of the same browser: the same name, ready to write again.
    const next = await page.context().newPage();
    await next.goto(`/article?id=${guestArticleId}`);
    await reachComments(next);
    await commentBy(next, text).waitFor();
    await eventually(() => comments(next).getByTestId('comment-guest-name').inputValue()).toBe(name);
    await comments(next).getByRole('button', { name: '登录', exact: true }).click();
    await next.getByRole('dialog', { name: /登录|注册/ }).waitFor();

    const admin = await tokenFor(ADMIN.username, ADMIN.password);
    const id = Number(await mine.getAttribute('data-comment-id'));
    expect((await api('DELETE', `/admin/comments/${id}`, undefined, admin)).status).toBe(200);
  }, 150_000);

  it('shows an error with 重试 when the comments cannot load, and loads them on retry', async () => {
    const page = await newPage();
    let fail = true;
    await page.route('**/api/comment/frontGetParentComment', (route) =>
      fail
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"code":500,"message":"坏了"}',
          })
        : route.fallback(),
    );
    await page.goto(`/article?id=${articleId}`);
    await reachComments(page);
    await comments(page).getByText('评论加载失败了').waitFor({ timeout: 20_000 });
    fail = false;
    await comments(page).getByRole('button', { name: '重试' }).click();
    await comments(page).getByText('暂无评论，快来抢沙发吧～').waitFor();
  }, 150_000);
});

describe('comments for a logged-in user', () => {
  it('comments, replies to the comment and to the reply, likes, unlikes and deletes', async () => {
    const page = await open(`/article?id=${articleId}`);
    await login(page, user.username, user.password);
    await reachComments(page);
    const box = comments(page).getByRole('textbox', { name: '说点什么吧～' });
    await box.waitFor();

    // Blank text is refused before sending.
    await box.fill('   ');
    await comments(page)
      .getByRole('button', { name: /^发\s?布$/ })
      .click();
    await page.getByText('评论内容不能为空').waitFor();

    const text = `第一条评论 ${stamp}\n第二行`;
    await box.fill(text);
    await comments(page)
      .getByRole('button', { name: /^发\s?布$/ })
      .click();
    const first = commentBy(page, text);
    await first.waitFor();
    // The same toast as every other success of the blog (docs/spec.md §8): green, titled 提示.
    expect(await toastLook(toast(page, '评论成功'))).toEqual({ level: 'success', title: '提示' });
    expect(await box.inputValue()).toBe('');
    await eventually(() => comments(page).getByTestId('comment-total').textContent()).toBe('1');
    expect(await first.textContent()).toContain(user.nick_name);
    expect(await first.locator('time').textContent()).toMatch(/刚刚|秒前/);
    expect(await first.textContent()).toMatch(/IP 属地|本机地址|未知/);

    // Reply to the comment.
    await first.getByRole('button', { name: '回复' }).first().click();
    const replyBox = first.getByRole('textbox', { name: `回复 @${user.nick_name}` });
    await replyBox.fill(`回复一 ${stamp}`);
    await first
      .getByRole('button', { name: /^回\s?复$/ })
      .last()
      .click();
    const reply = replyBy(page, `回复一 ${stamp}`);
    await reply.waitFor();
    expect(await toastLook(toast(page, '回复成功'))).toEqual({ level: 'success', title: '提示' });
    expect(await reply.textContent()).toContain(`回复 @${user.nick_name}`);

    // Reply to the reply: it stays in the same thread.
    await reply.getByRole('button', { name: '回复' }).first().click();
    await reply.getByRole('textbox', { name: '回复 @' }).fill(`回复二 ${stamp}`);
    await reply
      .getByRole('button', { name: /^回\s?复$/ })
      .last()
      .click();
    await replyBy(page, `回复二 ${stamp}`).waitFor();
    expect(await first.getByTestId('comment-reply').count()).toBe(2);
    await eventually(() => comments(page).getByTestId('comment-total').textContent()).toBe('3');

    // Like: optimistic, and a double click does not like twice.
    const likeButton = first.locator(':scope > div > footer').getByRole('button', { name: /点赞/ });
    const likeAnswered = page.waitForResponse((response) => response.url().includes('/api/like/'));
    await likeButton.dblclick();
    await eventually(() => likeButton.getAttribute('aria-pressed')).toBe('true');
    await likeAnswered;
    expect(await likeButton.getByTestId('comment-likes').textContent()).toBe('1');
    await page.reload();
    await reachComments(page);
    const liked = commentBy(page, text)
      .locator(':scope > div > footer')
      .getByRole('button', { name: '取消点赞' });
    await liked.waitFor();
    expect(await liked.getByTestId('comment-likes').textContent()).toBe('1');
    await liked.click();
    await eventually(() =>
      commentBy(page, text).locator(':scope > div > footer').getByTestId('comment-likes').textContent(),
    ).toBe('0');
    await page.reload();
    await reachComments(page);
    await eventually(() =>
      commentBy(page, text)
        .locator(':scope > div > footer')
        .getByRole('button', { name: '点赞' })
        .getAttribute('aria-pressed'),
    ).toBe('false');

    // Delete the reply, then the comment (with what is left under it).
    await replyBy(page, `回复二 ${stamp}`).getByRole('button', { name: '删除' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: '删除' }).click();
    await toast(page, '删除成功').waitFor();
    await eventually(() => replyBy(page, `回复二 ${stamp}`).count()).toBe(0);
    await commentBy(page, text)
      .locator(':scope > div > footer')
      .getByRole('button', { name: '删除' })
      .click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: '删除' }).click();
    await eventually(() => commentBy(page, text).count()).toBe(0);
    await comments(page).getByText('暂无评论，快来抢沙发吧～').waitFor();
    expect(await commentTotal(articleId)).toBe(0);
  }, 150_000);

  it('sorts by 最热, loads more comments and more replies', async () => {
    // Seven comments through the API, the second oldest liked; one with six replies.
    const ids: number[] = [];
    for (let index = 0; index < 7; index++) {
      const { body } = await api<{ id: number }>(
        'POST',
        '/comment/add',
        { type: 1, for_id: busyArticleId, content: `第 ${index} 条 ${stamp}` },
        token,
      );
      ids.push(body.result.id);
    }
    await api('POST', '/like/addLike', { for_id: ids[1], type: 4 }, token);
    for (let index = 0; index < 6; index++) {
      await api('POST', '/comment/apply', { parent_id: ids[6], content: `楼中楼 ${index} ${stamp}` }, token);
    }

    const page = await open(`/article?id=${busyArticleId}`, { ...MOBILE, mobile: true, colorScheme: 'dark' });
    await reachComments(page);
    const list = comments(page).getByTestId('comment');
    await list.first().waitFor();
    expect(await list.count()).toBe(5);
    expect(await list.first().getByTestId('comment-content').first().textContent()).toBe(`第 6 条 ${stamp}`);
    await eventually(() => comments(page).getByTestId('comment-total').textContent()).toBe('13');

    // Replies: a few come with the comment, the rest on request.
    const busy = commentBy(page, `第 6 条 ${stamp}`);
    const shownReplies = await busy.getByTestId('comment-reply').count();
    expect(shownReplies).toBeLessThan(6);
    await busy.getByRole('button', { name: /加载更多回复/ }).click();
    await eventually(async () => {
      const more = busy.getByRole('button', { name: /加载更多回复/ });
      if (await more.isVisible()) await more.click();
      return busy.getByTestId('comment-reply').count();
    }).toBe(6);

    await comments(page).getByRole('button', { name: '加载更多评论' }).click();
    await eventually(() => list.count()).toBe(7);
    await comments(page).getByText('已经到底啦').waitFor();

    await comments(page).getByRole('button', { name: '最热' }).click();
    await eventually(() => list.first().getByTestId('comment-content').first().textContent()).toBe(
      `第 1 条 ${stamp}`,
    );
    expect(await comments(page).getByRole('button', { name: '最热' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }, 150_000);
});

describe('a link to one comment under a talk', () => {
  it('opens that talk’s folded comments and shows the comment (a reply mail’s link)', async () => {
    const talks = (
      await api<{ list: { id: number }[] }>('POST', '/talk/blogGetTalkList', { current: 1, size: 10 })
    ).body.result.list;
    const talkId = talks[talks.length - 1]!.id;
    const { body } = await api<{ id: number }>(
      'POST',
      '/comment/add',
      { type: 2, for_id: talkId, content: `说说下的评论 ${stamp}` },
      token,
    );
    const page = await open(`/talk?id=${talkId}#comment-${body.result.id}`);
    const card = page.locator(`[data-talk-id="${talkId}"]`).first();
    await card.getByText(`说说下的评论 ${stamp}`).waitFor();
    expect(await card.getByRole('button', { name: /^评论 / }).getAttribute('aria-expanded')).toBe('true');
    // Only the linked talk opened its comments.
    expect(await page.locator('[data-testid="talk-card"] [aria-expanded="true"]').count()).toBe(1);
  });
});

describe('comments that try to run script', () => {
  it('are shown as text and never run', async () => {
    const payloads = [
      '<img src=x onerror=window.__xss=1>',
      '<svg onload=window.__xss=1>',
      '<script>window.__xss=1</script>',
      XSS_PAYLOADS[17] ?? '<a href="javascript:window.__xss=1">x</a>',
    ];
    const { body } = await api<{ id: number }>(
      'POST',
      '/comment/add',
      { type: 1, for_id: articleId, content: payloads[0] },
      token,
    );
    for (const payload of payloads.slice(1)) {
      await api('POST', '/comment/apply', { parent_id: body.result.id, content: payload }, token);
    }
    const page = await open(`/article?id=${articleId}`);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await reachComments(page);
    await commentBy(page, payloads[0]!).waitFor();
    for (const payload of payloads.slice(1)) await replyBy(page, payload).waitFor();
    await settle(page);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    const inside = await comments(page).evaluate(
      (element) =>
        element.querySelectorAll('[data-testid="comment-content"] *, script, img[onerror], svg[onload]')
          .length,
    );
    expect(inside).toBe(0);
    expect(dialogs).toEqual([]);
  }, 150_000);
});
