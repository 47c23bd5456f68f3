import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../scripts/server-process';
import { newPage, submitLogin, toastCard } from './harness';

/**
 * The owner's first hour (issue #32), on a blog of its own started as `npm start` starts it — the
 * shared blog of the other files keeps its demo: the password read from what the first start
 * printed, the console's login, the setup step, the demo cleared from it, a first post without a
 * cover or a summary, and that post on /home looking finished. Then no trace of the demo's persona
 * (林间, 拾光小站, the sample filing number, example.com) in any public page the server renders.
 */

let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'blog-first-hour-'));
  // No ADMIN_PASSWORD: the first start makes one and prints it.
  server = await startServer({ dataDir, env: { CAPTCHA_AFTER: 'off' } });
}, 240_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The password as the first start printed it in its frame (`密码：  xxxx（只显示这一次…）`). */
function printedPassword(output: string): string {
  const match = /密码[：:]\s*([\w-]+)/.exec(output);
  if (!match?.[1]) throw new Error(`no password in the start output:\n${output}`);
  return match[1];
}

const PERSONA = ['林间', '拾光小站', 'ICP备2024000000', 'example.com'];
const PUBLIC_ROUTES = [
  '/home',
  '/archives',
  '/category',
  '/tag',
  '/talk',
  '/photoAlbum',
  '/link/list',
  '/link/feed',
  '/siteList',
  '/message/list',
  '/message/publish',
  '/rss.xml',
  '/sitemap.xml',
  '/manifest.webmanifest',
];

async function next(page: Page, label: '下一步' | '保存') {
  await page.getByRole('button', { name: label === '保存' ? /^保\s?存$/ : label }).click();
}

describe('the owner’s first hour', { timeout: 240_000 }, () => {
  it('from the printed password to a first post that looks finished, with nothing of the demo left', async () => {
    const password = printedPassword(server.output());
    const page = await newPage({ baseUrl: server.baseUrl });

    // The console: its gate asks for a login; the first one opens the setup step.
    await page.goto('/admin');
    await page.getByRole('button', { name: /^登\s?录$/ }).click();
    await submitLogin(page, { username: 'admin', password });
    await page.waitForURL(/\/admin\/setup$/);

    await page.getByLabel('博客名称').fill('小明的技术笔记');
    await page.getByLabel('作者').fill('小明');
    await next(page, '下一步');
    await page.getByLabel('昵称').fill('小明同学');
    await next(page, '下一步');
    await next(page, '下一步');
    await page.getByLabel('GitHub').fill('https://github.com/xiaoming');
    await next(page, '保存');

    // 示例内容: cleared from the step, after a confirmation that lists what goes.
    const step = page.getByRole('region', { name: '示例内容' });
    await step.getByRole('button', { name: '清除示例内容' }).click();
    const confirm = page.getByRole('dialog', { name: '清除示例内容？' });
    await confirm.getByText('文章').first().waitFor();
    await confirm.getByRole('button', { name: /^清\s?除$/ }).click();
    // One transaction over every demo row, then the songs' files and the library's rescan: once past
    // 30 s on a busy two-core machine.
    await toastCard(page, '示例内容已清除').waitFor({ timeout: 60_000 });
    await page.waitForURL((url) => url.pathname !== '/admin/setup');
    expect(await page.getByText('小明同学').first().isVisible()).toBe(true);

    // A first post: no cover, no summary, a code block and a formula after its first words.
    await page.goto('/admin/articles/new');
    const title = '搬家后的第一篇';
    await page.getByRole('textbox', { name: '标题', exact: true }).fill(title);
    await page.locator('.cm-content').click();
    await page.keyboard.type(
      '# 开头\n\n终于把博客搬到了自己的服务器上，这是新家的第一篇文章。\n\n```js\nconst secret = 42;\n```\n\n$E=mc^2$\n',
    );
    await page.getByLabel('分类', { exact: true }).fill('随笔');
    await page.getByRole('button', { name: /^发\s?布$/ }).click();
    await page.waitForURL(/\/admin\/articles$/);

    // On /home: the only post, with a summary taken from its text and a card without a picture.
    const reader = await newPage({ baseUrl: server.baseUrl });
    await reader.goto('/home');
    const card = reader.locator('article, [data-cover]').filter({ hasText: title }).first();
    await card.waitFor();
    const text = (await card.textContent()) ?? '';
    expect(text).toContain('终于把博客搬到了自己的服务器上');
    expect(text).not.toContain('const secret');
    expect(text).not.toContain('```');
    expect(text).not.toContain('E=mc');
    expect(await reader.locator('[data-cover="none"]').filter({ hasText: title }).count()).toBe(1);
    expect(await reader.getByText('小明的技术笔记').first().isVisible()).toBe(true);

    // Nothing of the demo's persona in any public page the server renders.
    const articles = await (await fetch(`${server.baseUrl}/api/article/blogHomeGetArticleList/1/10`)).json();
    const ids = (articles as { result: { list: { id: number }[] } }).result.list.map((a) => a.id);
    expect(ids).toHaveLength(1);
    for (const route of [...PUBLIC_ROUTES, `/article?id=${ids[0]}`]) {
      const response = await fetch(`${server.baseUrl}${route}`);
      expect(response.status, route).toBe(200);
      const body = await response.text();
      for (const word of PERSONA) expect(body, `${route} still says ${word}`).not.toContain(word);
    }
  });
});
