import type { Locator, Page, WebSocketRoute } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  ADMIN,
  anotherVisitor,
  baseUrl,
  closePages,
  eventually,
  logIn,
  MOBILE,
  newPage,
  openPage as open,
} from './harness';

/**
 * The chat room at /message/chat (issue #18): two browsers talk through the server's WebSocket, a
 * recalled line goes from both, the owner deletes and clears from the page itself, and the page
 * says so while the connection is lost. The server lets one address send 20 lines a minute; this file
 * sends fewer.
 */

afterEach(closePages);

const stamp = Date.now().toString(36);

async function enterRoom(page: Page): Promise<void> {
  await page
    .getByTestId('chat-online')
    .filter({ hasText: /在线 \d+ 人/ })
    .waitFor();
}

async function say(page: Page, text: string): Promise<void> {
  const box = page.getByLabel('聊天消息');
  await box.fill(text);
  await box.press('Enter');
}

/** antd spaces a two-character button's label. */
const CLEAR = /^清\s?空$/;

/** Answers the open Popconfirm (antd spaces a two-character button: 删 除). */
const confirm = (page: Page, name: RegExp) =>
  page.locator('.ant-popconfirm').getByRole('button', { name }).click();

const line = (page: Page, text: string): Locator => page.getByTestId('chat-line').filter({ hasText: text });
const onlineCount = async (page: Page) =>
  Number((await page.getByTestId('chat-online').textContent())?.match(/\d+/)?.[0]);

describe('chat room', () => {
  it('two browsers exchange lines; a recalled line goes from both; the footer stays hidden', async () => {
    const first = await open('/message/chat');
    await enterRoom(first);
    const second = await open('/message/chat', { ...MOBILE, mobile: true, colorScheme: 'dark' });
    await enterRoom(second);
    expect(await first.getByTestId('site-footer').count()).toBe(0);
    await eventually(() => onlineCount(first)).toBeGreaterThanOrEqual(2);
    const firstName = await first.getByTestId('chat-guest-name').textContent();
    expect(firstName).toMatch(/^游客[a-zA-Z0-9]{5}$/);

    const hello = `你好，我是一号 ${stamp}`;
    await say(first, hello);
    await line(second, hello).waitFor();
    expect(await line(first, hello).getAttribute('data-own')).toBe('true');
    expect(await line(second, hello).getAttribute('data-own')).toBe('false');
    expect(await line(second, hello).textContent()).toContain(firstName);
    const reply = `收到，我是二号 ${stamp}`;
    await say(second, reply);
    await line(first, reply).waitFor();
    expect(await first.getByLabel('聊天消息').inputValue()).toBe('');

    // Only the author is offered 撤回; the line goes from both pages, a notice in its place.
    expect(await line(second, hello).getByRole('button', { name: '撤回' }).count()).toBe(0);
    await line(first, hello).hover();
    await line(first, hello).getByRole('button', { name: '撤回' }).click();
    await first.getByText('你撤回了一条消息').waitFor();
    await second.getByText(`${firstName} 撤回了一条消息`).waitFor();
    expect(await line(first, hello).count()).toBe(0);
    expect(await line(second, hello).count()).toBe(0);

    // A reload keeps the guest's name and shows the history with the notice.
    await first.reload();
    await enterRoom(first);
    expect(await first.getByTestId('chat-guest-name').textContent()).toBe(firstName);
    await first.getByText('你撤回了一条消息').waitFor();
    await line(first, reply).waitFor();
  });

  it('is reached from the message board, and the owner deletes a line and clears the room in the page', async () => {
    const guest = await open('/message/list');
    await guest.getByRole('link', { name: '进入聊天室' }).click();
    await guest.waitForURL('**/message/chat');
    await enterRoom(guest);
    const owner = await open('/message/chat');
    await logIn(owner, ADMIN.username, ADMIN.password);
    await owner.getByRole('button', { name: CLEAR }).waitFor();
    expect(await guest.getByRole('button', { name: CLEAR }).count()).toBe(0);

    const doomed = `这句要删 ${stamp}`;
    const kept = `这句先留着 ${stamp}`;
    await say(guest, doomed);
    await say(guest, kept);
    await line(owner, kept).waitFor();
    expect(await line(guest, kept).getByRole('button', { name: '删除' }).count()).toBe(0);
    await line(owner, doomed).hover();
    await line(owner, doomed).getByRole('button', { name: '删除' }).click();
    await confirm(owner, /^删\s?除$/);
    await eventually(() => line(guest, doomed).count()).toBe(0);
    expect(await line(guest, kept).count()).toBe(1);

    await owner.getByRole('button', { name: CLEAR }).click();
    await confirm(owner, CLEAR);
    await guest.getByText('还没有人说话，来打个招呼吧～').waitFor();
    await owner.getByText('还没有人说话，来打个招呼吧～').waitFor();
  });

  it('says so while the connection is lost, and is back in the room once the network is', async () => {
    // The network between this page and the server, cut and restored by the test: while cut, the
    // room's socket is dropped and every new one closes at once, as with no connection at all.
    const page = await newPage();
    let cut = false;
    const sockets: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/api\/chat$/, (socket) => {
      if (cut) {
        void socket.close();
        return;
      }
      socket.connectToServer();
      sockets.push(socket);
    });
    await page.goto('/message/chat');
    await enterRoom(page);
    cut = true;
    await Promise.all(sockets.splice(0).map((socket) => socket.close()));
    const banner = page.getByTestId('chat-reconnecting');
    await banner.waitFor();
    expect(await banner.textContent()).toBe('连接已断开，正在重连…');
    expect(await page.getByRole('button', { name: /发\s?送/ }).isDisabled()).toBe(true);
    cut = false;
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await banner.waitFor({ state: 'detached' });
    const text = `回来了 ${stamp}`;
    await say(page, text);
    await line(page, text).waitFor();
  });

  it('loads older lines when the reader scrolls to the top of the room', async () => {
    // 40 lines from two visitors of addresses of their own (20 a minute each, the limit).
    const older = Array.from({ length: 40 }, (_, i) => `往事 ${i + 1} ${stamp}`);
    await speakAs(older.slice(0, 20));
    await speakAs(older.slice(20));
    const page = await open('/message/chat', { ...MOBILE, mobile: true });
    await enterRoom(page);
    await line(page, older[39]!).waitFor();
    expect(await line(page, older[0]!).count()).toBe(0);
    const list = page.getByTestId('chat-list');
    // Scrolled to the bottom on entry; scrolling up to the top brings the page before.
    expect(await list.evaluate((box) => box.scrollHeight - box.scrollTop - box.clientHeight)).toBeLessThan(
      80,
    );
    await list.evaluate((box) => box.scrollTo({ top: 0 }));
    await line(page, older[0]!).waitFor();
    // The line that was at the top stays in view rather than jumping away.
    const kept = await line(page, older[older.length - 30]!).boundingBox();
    const box = await list.boundingBox();
    expect(kept!.y).toBeGreaterThanOrEqual(box!.y);
    expect(kept!.y).toBeLessThan(box!.y + box!.height);
  });
});

/** A guest of an address of its own says these lines through the room's socket, one after another. */
async function speakAs(lines: string[]): Promise<void> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/chat`, { headers: anotherVisitor() });
  const frames: { type: string }[] = [];
  let heard: (() => void) | undefined;
  socket.on('message', (data: Buffer) => {
    frames.push(JSON.parse(data.toString()) as { type: string });
    heard?.();
  });
  const next = async (type: string) => {
    for (;;) {
      const index = frames.findIndex((frame) => frame.type === type);
      if (index >= 0) return frames.splice(index, 1)[0];
      await new Promise<void>((resolve) => (heard = resolve));
    }
  };
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(JSON.stringify({ type: 'hello' }));
  await next('welcome');
  for (const text of lines) {
    socket.send(JSON.stringify({ type: 'send', text }));
    await next('message');
  }
  socket.close();
}
