import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, adminPage, api, baseUrl, eventually, MOBILE, openPage, tokenFor } from './harness';

/**
 * 朋友圈 (issue #19): a friend's site served by this test on 127.0.0.1 (the test server allows private
 * addresses: FRIEND_FEED_ALLOW_PRIVATE), its feed found on its home page and read when the owner
 * checks it; the posts on /link/feed, reached from /link/list; and in the console a link that never
 * answers, flagged 已失效 after five failed checks.
 */

const stamp = Date.now().toString(36);
const friendName = `会写 RSS 的朋友 ${stamp}`;
const deadName = `关站的朋友 ${stamp}`;
let friend: http.Server;
let friendOrigin = '';
let adminToken = '';

const feed = () => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>朋友</title><link>${friendOrigin}/</link>
<item><title>较早的一篇 ${stamp}</title><link>${friendOrigin}/posts/1</link>
  <pubDate>Sun, 01 Nov 2026 02:00:00 GMT</pubDate><description>第一篇的摘要</description></item>
<item><title>最新的一篇 ${stamp}</title><link>${friendOrigin}/posts/2</link>
  <pubDate>Fri, 20 Nov 2026 02:00:00 GMT</pubDate>
  <description><![CDATA[<p>有<b>加粗</b>的摘要<img src="x" onerror="window.__owned = true"></p><script>window.__owned = true</script>]]></description></item>
</channel></rss>`;

beforeAll(async () => {
  friend = http.createServer((request, response) => {
    if (request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        '<!doctype html><html><head><title>朋友</title><link rel="alternate" type="application/rss+xml" href="/feed.xml"></head><body>hi</body></html>',
      );
    } else if (request.url === '/feed.xml') {
      response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' }).end(feed());
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => friend.listen(0, '127.0.0.1', resolve));
  friendOrigin = `http://127.0.0.1:${(friend.address() as AddressInfo).port}`;
  adminToken = await tokenFor(ADMIN.username, ADMIN.password);

  // The owner's own links are approved at once.
  const added = await api<{ id: number }>(
    'POST',
    '/links/add',
    { site_name: friendName, url: `${friendOrigin}/` },
    adminToken,
  );
  expect(added.body.code).toBe(0);
  const checked = await api<{ post_count: number }>(
    'POST',
    `/admin/friend-feeds/${added.body.result.id}/check`,
    undefined,
    adminToken,
  );
  expect(checked.body.result.post_count).toBe(2);
}, 120_000);

afterAll(async () => {
  await new Promise<void>((resolve) => friend.close(() => resolve()));
});

const posts = (page: Page) => page.getByTestId('friend-post').filter({ hasText: stamp });

describe('朋友圈 (/link/feed)', () => {
  it('is linked from /link/list and shows the friend’s posts newest first, as text, linking out', async () => {
    const page = await openPage('/link/list');
    await page.getByRole('link', { name: /朋友圈/ }).click();
    await page.waitForURL('**/link/feed');
    await eventually(() => posts(page).count()).toBe(2);
    expect(await page.title()).toContain('朋友圈');

    const newest = posts(page).first();
    expect(await newest.getByRole('heading').textContent()).toBe(`最新的一篇 ${stamp}`);
    expect(await posts(page).nth(1).getByRole('heading').textContent()).toBe(`较早的一篇 ${stamp}`);
    await newest.getByText(friendName).waitFor();
    expect(await newest.textContent()).toContain('有加粗的摘要');
    // Nothing of the stranger's HTML reached the page.
    expect(await newest.locator('b, img, script').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __owned?: boolean }).__owned)).toBeUndefined();

    const title = newest.getByRole('link', { name: `最新的一篇 ${stamp}` });
    expect(await title.getAttribute('href')).toBe(`${friendOrigin}/posts/2`);
    expect(await title.getAttribute('target')).toBe('_blank');
    expect(await title.getAttribute('rel')).toBe('noopener nofollow ugc');
  });

  it('is in the HTML the server sends, before any script', async () => {
    const html = await (await fetch(`${baseUrl}/link/feed`)).text();
    expect(html).toContain(`最新的一篇 ${stamp}`);
    expect(html).toContain(friendName);
    expect(html).toContain('rel="noopener nofollow ugc"');
    expect(html).not.toContain('window.__owned');
  });

  it('fits a phone in the dark theme', async () => {
    const page = await openPage('/link/feed', { ...MOBILE, mobile: true, colorScheme: 'dark' });
    await eventually(() => posts(page).count()).toBe(2);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    const background = await posts(page)
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
  });
});

describe('链接健康 (/admin/links)', () => {
  it('checks a link that never answers, flags it 已失效 and filters it; a bad feed address is refused', async () => {
    // A port nothing listens on: the connection is refused at once.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const added = await api<{ id: number }>(
      'POST',
      '/links/add',
      { site_name: deadName, url: deadUrl },
      adminToken,
    );
    for (let check = 0; check < 4; check += 1) {
      await api('POST', `/admin/friend-feeds/${added.body.result.id}/check`, undefined, adminToken);
    }

    const page = await adminPage('/admin/links');
    await page.getByRole('tab', { name: /链接健康/ }).click();
    const deadRow = page.locator('tr.ant-table-row').filter({ hasText: deadName });
    const friendRow = page.locator('tr.ant-table-row').filter({ hasText: friendName });
    await friendRow.getByText('正常').waitFor();
    await deadRow.getByText('无法访问').waitFor();
    expect(await deadRow.textContent()).toContain('连接被拒绝');
    expect(await deadRow.textContent()).toContain('连续失败 4 次');

    // The fifth failure makes it dead.
    await deadRow.getByRole('button', { name: '立即检查' }).click();
    await page.locator('.ant-notification-notice').filter({ hasText: '检查完成：连接被拒绝' }).waitFor();
    await deadRow.getByText('已失效').waitFor();
    expect(await deadRow.getByTestId('link-health').getAttribute('data-dead')).toBe('true');

    await page.getByText('只看已失效').click();
    await eventually(() => friendRow.count()).toBe(0);
    await deadRow.waitFor();

    // A feed address that is not http(s) is refused in the form, and what was typed stays.
    await deadRow.getByRole('button', { name: '订阅地址' }).click();
    const dialog = page.getByRole('dialog');
    const field = dialog.getByLabel('RSS / Atom / JSON Feed 地址');
    await field.fill('ftp://example.com/feed.xml');
    await dialog.getByRole('button', { name: '保存并检查' }).click();
    await dialog.getByText('订阅地址必须是 http:// 或 https:// 开头的链接').waitFor();
    expect(await field.inputValue()).toBe('ftp://example.com/feed.xml');
  });
});
