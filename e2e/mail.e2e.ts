import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReceivedMail } from '../apps/server/src/test/smtp-server';
import {
  api,
  anotherVisitor,
  e2eServer,
  eventually,
  logIn,
  openPage,
  reachComments,
  registerUser,
  toastCard,
  tokenFor,
} from './harness';

/**
 * E-mail (issue #18) with a real SMTP server (global-setup.ts starts it; each mail it receives is a
 * file in `mailDir`): a visitor leaves an address with a comment, verifies it through the link in
 * the mail, another visitor replies, and the reply mail's link opens the page at the reply.
 */

const mailDir = e2eServer.mailDir;
const stamp = Date.now().toString(36);
const commenter = { username: `ml${stamp}`.slice(0, 16), password: 'mail-pass-91', nick_name: '收信人' };
const replier = { username: `mr${stamp}`.slice(0, 16), password: 'mail-pass-92', nick_name: '回信人' };
const address = `reader-${stamp}@e2e.test`;
let articleId = 0;

/** Every mail the server has received so far for `to`, oldest first. */
function mailsTo(to: string): ReceivedMail[] {
  return readdirSync(mailDir)
    .sort((a, b) => Number.parseInt(a) - Number.parseInt(b))
    .map((name) => JSON.parse(readFileSync(path.join(mailDir, name), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.to === to);
}

/** The first mail to `to` whose subject has `subject`, once it has arrived. */
async function mailArriving(to: string, subject: string): Promise<ReceivedMail> {
  await eventually(() => mailsTo(to).some((mail) => mail.subject.includes(subject))).toBe(true);
  return mailsTo(to).find((mail) => mail.subject.includes(subject))!;
}

/** The address in a mail's text that follows `label：`. */
function linkAfter(mail: ReceivedMail, label: string): string {
  const line = mail.text.split('\n').find((text) => text.startsWith(`${label}：`));
  if (!line) throw new Error(`no ${label} in:\n${mail.text}`);
  return line.slice(label.length + 1).trim();
}

beforeAll(async () => {
  await registerUser(commenter.username, commenter.password, commenter.nick_name);
  await registerUser(replier.username, replier.password, replier.nick_name);
  const list = (await api<{ list: { id: number }[] }>('GET', '/article/blogHomeGetArticleList/1/999')).body
    .result.list;
  articleId = list.at(-1)!.id;
});

describe('reply mails', () => {
  it('a comment with an address, verified through its mail; a reply mails a link that opens at the reply', async () => {
    const page = await openPage(`/article?id=${articleId}`);
    await logIn(page, commenter.username, commenter.password);
    const comments = await reachComments(page);
    const text = `想收到回复 ${stamp}`;
    await comments.getByRole('textbox', { name: '说点什么吧～' }).fill(text);
    await comments.getByTestId('comment-email').fill(address);
    await comments.getByRole('button', { name: /^发\s?布$/ }).click();
    await toastCard(page, '评论成功').waitFor();

    const verification = await mailArriving(address, '请验证你的邮箱');
    expect(verification.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    await page.goto(linkAfter(verification, '验证邮箱'));
    await page.getByRole('heading', { name: '邮箱已验证' }).waitFor();
    expect(await page.getByTestId('mail-outcome').textContent()).toContain(address);

    // Another visitor answers the comment.
    const token = await tokenFor(replier.username, replier.password);
    const parents = await api<{ list: { id: number; content: string }[] }>(
      'POST',
      '/comment/frontGetParentComment',
      {
        type: 1,
        for_id: articleId,
      },
    );
    const commented = parents.body.result.list.find((item) => item.content === text)!;
    const answer = `这是回复 ${stamp}`;
    const replied = await api<{ id: number }>(
      'POST',
      '/comment/apply',
      { parent_id: commented.id, content: answer },
      token,
      anotherVisitor(),
    );
    expect(replied.status).toBe(200);

    const mail = await mailArriving(address, '回信人 回复了你的评论');
    expect(mail.text).toContain(answer);
    expect(mail.html).toContain(answer);
    const link = linkAfter(mail, '查看回复');
    expect(link).toMatch(new RegExp(`/article\\?id=${articleId}#comment-${replied.body.result.id}$`));

    const reader = await openPage(link.replace(/^https?:\/\/[^/]+/, ''));
    const shown = reader.locator(`#comment-${replied.body.result.id}`);
    await shown.waitFor();
    expect(await shown.getByTestId('comment-content').textContent()).toBe(answer);
    await eventually(() =>
      shown.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }),
    ).toBe(true);
    // The owner heard of both.
    await eventually(
      () => mailsTo('owner@e2e.test').filter((owner) => owner.text.includes(stamp)).length,
    ).toBe(2);
  }, 180_000);
});
