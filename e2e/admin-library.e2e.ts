import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  adminPage,
  api,
  baseUrl,
  closePages,
  demoLibrarySongs,
  eventually,
  MOBILE,
  newPage,
  registerUser,
  tokenFor,
} from './harness';

afterEach(closePages);

/**
 * The console's library and settings (issue #8): songs uploaded with their lyrics reach the
 * visitor's player, rescans show their progress, song edits reach the player's search, users are
 * disabled and enabled, the site config reaches /home, and resource categories and sites are managed.
 */

const stamp = Date.now().toString(36);

/** The open Popconfirm bubble. */
const popconfirm = (page: Page) => page.locator('.ant-popconfirm:not(.ant-popover-hidden)');

let adminToken = '';

beforeAll(async () => {
  adminToken = await tokenFor(ADMIN.username, ADMIN.password);
  await demoLibrarySongs();
}, 120_000);

/** A real WAV file: `seconds` of a soft 440 Hz tone, 16 kHz mono 16-bit PCM. */
function toneWav(seconds: number, rate = 16_000): Buffer {
  const samples = Math.round(seconds * rate);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28); // bytes per second
  wav.writeUInt16LE(2, 32); // block align
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++)
    wav.writeInt16LE(Math.round(5000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  return wav;
}

/** LRC with a line every two seconds. */
const lyricLines = (title: string) => Array.from({ length: 9 }, (_, i) => `${title} 第${i + 1}句`);
const lrcOf = (title: string) =>
  lyricLines(title)
    .map((line, i) => `[00:${String(i * 2).padStart(2, '0')}.50]${line}`)
    .join('\n');

/** Puts a song straight into the library through the upload endpoint (for tests about other things). */
async function uploadSongByApi(fileName: string, lrc: string): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(toneWav(20))], { type: 'audio/wav' }), fileName);
  form.append('lrc', new Blob([lrc], { type: 'text/plain' }), fileName.replace(/\.wav$/, '.lrc'));
  const res = await fetch(`${baseUrl}/api/admin/music/songs/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}` },
    body: form,
  });
  expect(res.status).toBe(200);
}

// ---------------------------------------------------------------------------------------------
// The visitor's player

const panel = (page: Page) => page.getByTestId('player-panel');

/** Opens /home's player, searches `title` and plays the hit. */
async function playFromSearch(page: Page, title: string): Promise<void> {
  await page.goto('/home');
  await page.getByTestId('music-disc').waitFor({ state: 'attached' });
  await page.evaluate(() => window.dispatchEvent(new Event('openMusicPlayer')));
  await eventually(() => panel(page).getAttribute('data-open')).toBe('true');
  await panel(page).getByRole('tab', { name: /搜索/ }).click();
  const input = panel(page).getByPlaceholder('请输入歌名或歌手');
  await input.fill(title);
  await input.press('Enter');
  const results = panel(page).getByRole('table', { name: '搜索结果' });
  await results.getByRole('button', { name: title, exact: true }).click();
  await eventually(() => panel(page).getByTestId('track-name').textContent()).toBe(title);
}

function audioState(page: Page) {
  return page.evaluate(() => {
    const element = document.querySelector<HTMLAudioElement>('audio[data-player="audio"]');
    return { src: element?.getAttribute('src') ?? '', currentTime: element?.currentTime ?? 0 };
  });
}

// ---------------------------------------------------------------------------------------------

describe('音乐库', { timeout: 120_000 }, () => {
  it('uploads a song with its .lrc; the visitor plays it with synced lyrics', async () => {
    const title = `晨曲${stamp}`;
    const admin = await adminPage('/admin/music');
    await admin.getByRole('button', { name: '上传歌曲' }).click();
    const dialog = admin.getByRole('dialog', { name: '上传歌曲' });
    const inputs = dialog.locator('input[type=file]');
    await inputs.nth(0).setInputFiles({
      name: `拾光测试 - ${title}.wav`,
      mimeType: 'audio/wav',
      buffer: toneWav(20),
    });
    await inputs.nth(1).setInputFiles({
      name: `拾光测试 - ${title}.lrc`,
      mimeType: 'text/plain',
      buffer: Buffer.from(lrcOf(title)),
    });
    await dialog.getByText(`拾光测试 - ${title}.wav`).waitFor();
    await dialog.getByRole('button', { name: /^上\s?传$/ }).click();
    await admin.getByText(`已加入曲库：上传/拾光测试 - ${title}.wav（含歌词）`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // The list now shows the new song, found by its title.
    const row = admin.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.textContent()).toContain('拾光测试');
    expect(await row.textContent()).toContain('00:20');
    expect(await row.getByText('有', { exact: true }).count()).toBe(1);

    const visitor = await newPage();
    await playFromSearch(visitor, title);
    await eventually(async () => (await audioState(visitor)).currentTime).toBeGreaterThan(0.6);
    expect((await audioState(visitor)).src).toMatch(/^\/media\/music\/\d+$/);
    await panel(visitor).getByRole('button', { name: '歌词', exact: true }).click();
    const lines = panel(visitor).getByTestId('lyric-lines');
    await lines.waitFor();
    expect(await lines.locator('li[data-time]').count()).toBe(9);
    // The line that lights is the one for the audio's time.
    await eventually(() => lines.locator('li[data-active="true"]').count()).toBe(1);
    const { lit, now } = await visitor.evaluate(() => {
      const active = document.querySelector<HTMLElement>(
        '[data-testid="lyric-lines"] li[data-active="true"]',
      )!;
      const audio = document.querySelector<HTMLAudioElement>('audio[data-player="audio"]')!;
      return {
        lit: { time: Number(active.dataset.time), text: active.textContent },
        now: audio.currentTime * 1000,
      };
    });
    expect(lyricLines(title)).toContain(lit.text);
    expect(lit.time).toBeLessThanOrEqual(now);
    expect(now - lit.time).toBeLessThan(2000 + 300);
  });

  it('rescans with a progress bar until done, then lists the library', async () => {
    const admin = await adminPage('/admin/music');
    const scan = admin.getByTestId('music-scan');
    const scanText = () => scan.getByTestId('scan-text').textContent();
    // The panel may still show an earlier scan's result when the click lands: wait for this one's.
    const before = await scanText();
    await scan.getByRole('button', { name: '重新扫描' }).click();
    await eventually(async () => {
      const text = (await scanText()) ?? '';
      return text.startsWith('扫描完成') && text !== before;
    }).toBe(true);
    await eventually(() => scan.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(await scan.getByTestId('scan-text').textContent()).toMatch(/共 \d+ 个文件/);
    await admin.getByText('曲库扫描完成').waitFor();
    const status = await api<{ phase: string; running: boolean }>(
      'GET',
      '/admin/music/scan',
      undefined,
      adminToken,
    );
    expect(status.body.result).toMatchObject({ phase: 'done', running: false });
    await admin.getByRole('row').filter({ hasText: '欢乐颂' }).waitFor();
  });

  it("edits a song's title and lyrics; the player's search finds the new title", async () => {
    const before = `旧名${stamp}`;
    const after = `新名${stamp}`;
    await uploadSongByApi(`${before}.wav`, lrcOf(before));
    const admin = await adminPage('/admin/music');
    const search = admin.getByRole('searchbox', { name: '搜索歌曲' });
    await search.fill(before);
    await search.press('Enter');
    const row = admin.getByRole('row').filter({ hasText: before });
    await row.getByRole('button', { name: /编\s?辑/ }).click();
    const drawer = admin.getByRole('dialog', { name: `编辑「${before}」` });
    const titleInput = drawer.getByLabel('歌名');
    await eventually(() => titleInput.inputValue()).toBe(before);
    expect(await drawer.getByLabel('歌词（LRC）').inputValue()).toContain(`${before} 第1句`);
    await titleInput.fill('');
    await drawer.getByRole('button', { name: /^保\s?存$/ }).click();
    await drawer.getByText('歌名不能为空').waitFor();
    await titleInput.fill(after);
    const artists = drawer.getByLabel('歌手');
    await artists.fill('拾光合唱团');
    await artists.press('Enter');
    await drawer.getByLabel('翻译（LRC）').fill('[00:00.50]Morning 1');
    await drawer.getByRole('button', { name: /^保\s?存$/ }).click();
    await admin.getByText('歌曲已保存').waitFor();
    await drawer.waitFor({ state: 'hidden' });
    const saved = await api<{ list: { title: string; artists: string[] }[] }>(
      'GET',
      `/admin/music/songs?keyword=${encodeURIComponent(after)}`,
      undefined,
      adminToken,
    );
    expect(saved.body.result.list).toEqual([
      expect.objectContaining({ title: after, artists: ['拾光合唱团'] }),
    ]);

    const visitor = await newPage();
    await playFromSearch(visitor, after);
    await eventually(async () => (await audioState(visitor)).currentTime).toBeGreaterThan(0.3);
  });

  it('plays a preview of one song at a time in the console', async () => {
    const admin = await adminPage('/admin/music');
    const preview = () =>
      admin.evaluate(() => {
        const audio = document.querySelector<HTMLAudioElement>('audio[data-testid="song-preview"]')!;
        return { src: audio.getAttribute('src'), paused: audio.paused, time: audio.currentTime };
      });
    await admin.getByRole('button', { name: '试听 欢乐颂' }).click();
    await eventually(async () => (await preview()).time).toBeGreaterThan(0.3);
    expect((await preview()).src).toMatch(/^\/media\/music\/\d+$/);
    const first = (await preview()).src;
    await admin.getByRole('button', { name: '试听 送别' }).click();
    await eventually(async () => (await preview()).src).not.toBe(first);
    expect(await admin.getByRole('button', { name: '暂停 送别' }).count()).toBe(1);
    expect(await admin.getByRole('button', { name: '试听 欢乐颂' }).count()).toBe(1);
    await admin.getByRole('button', { name: '暂停 送别' }).click();
    await eventually(async () => (await preview()).paused).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------

describe('用户', { timeout: 120_000 }, () => {
  it('disables a user (their token stops working) and enables them again; the owner has no button', async () => {
    const username = `lib${stamp}`.slice(0, 16);
    const password = 'reader-pass-1';
    await registerUser(username, password);
    const token = await tokenFor(username, password);
    const probe = async (with_: string) =>
      (await api('PUT', '/user/updateOwnUserInfo', { nick_name: `读者${stamp}` }, with_)).status;
    expect(await probe(token)).toBe(200);

    const admin = await adminPage('/admin/users');
    const ownerRow = admin.getByRole('row').filter({ hasText: ADMIN.username }).first();
    await ownerRow.waitFor();
    expect(await ownerRow.getByText('博主').count()).toBe(1);
    expect(await ownerRow.getByRole('button').count()).toBe(0);

    const search = admin.getByRole('searchbox', { name: '搜索用户' });
    await search.fill(username);
    await search.press('Enter');
    const row = admin.getByRole('row').filter({ hasText: username });
    await eventually(() => admin.getByRole('row').count()).toBe(2);
    await row.getByRole('button', { name: /^禁\s?用$/ }).click();
    await popconfirm(admin)
      .getByRole('button', { name: /^禁\s?用$/ })
      .click();
    await admin.getByText(/已禁用「读者/).waitFor();
    await row.getByText('已禁用').waitFor();
    expect(await probe(token)).toBe(401);

    await row.getByRole('button', { name: /^启\s?用$/ }).click();
    await popconfirm(admin)
      .getByRole('button', { name: /^启\s?用$/ })
      .click();
    await row.getByText('正常').waitFor();
    // The old token stays revoked; logging in again works.
    expect(await probe(token)).toBe(401);
    expect(await probe(await tokenFor(username, password))).toBe(200);
  });
});

// ---------------------------------------------------------------------------------------------

describe('网站设置', { timeout: 120_000 }, () => {
  it('saves the notice and it shows on /home; a refused value keeps what was typed', async () => {
    const original = await api<{ blog_name: string; blog_notice: string | null }>(
      'GET',
      '/admin/config',
      undefined,
      adminToken,
    );
    const notice = `公告测试 ${stamp}：本周五晚维护`;
    try {
      const admin = await adminPage('/admin/site');
      const name = admin.getByLabel('博客名称');
      await eventually(() => name.inputValue()).not.toBe('');
      await name.fill('');
      await admin.getByLabel('公告').fill(notice);
      await admin.getByRole('button', { name: /^保\s?存$/ }).click();
      await admin.getByText('博客名称不能为空').waitFor();
      expect(await admin.getByLabel('公告').inputValue()).toBe(notice);
      await name.fill(original.body.result.blog_name);
      await admin.getByRole('button', { name: /^保\s?存$/ }).click();
      await admin.getByText('网站设置已保存').waitFor();

      const visitor = await newPage();
      await visitor.goto('/home');
      await visitor.getByText(notice).waitFor();
    } finally {
      await api('PUT', '/admin/config', { blog_notice: original.body.result.blog_notice }, adminToken);
    }
  });

  it('replaces a page banner with a preview', async () => {
    const admin = await adminPage('/admin/site?tab=headers');
    await admin.getByRole('button', { name: '更换标签的背景' }).click();
    const dialog = admin.getByRole('dialog', { name: '更换「标签」的背景' });
    const address = dialog.getByLabel('背景图地址');
    const old = await address.inputValue();
    await address.fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
    await dialog.getByText('背景图必须是 http(s) 图片链接或本站上传的图片').waitFor();
    await address.fill(old);
    await dialog.getByRole('button', { name: /^保\s?存$/ }).click();
    await admin.getByText('「标签」的背景已保存').waitFor();
    const headers = await api<{ route_name: string; bg_url: string }[]>('GET', '/pageHeader/getAll');
    expect(headers.body.result.find((header) => header.route_name === 'Tag')?.bg_url).toBe(old);
  });
});

// ---------------------------------------------------------------------------------------------

describe('资源导航', { timeout: 120_000 }, () => {
  it('creates a category and a site, edits the site, and deletes the category with its sites', async () => {
    const category = `测试分类${stamp}`;
    const site = `测试网站${stamp}`;
    const admin = await adminPage('/admin/resources');
    await admin.locator('.ant-segmented').getByText('后端推荐').click();
    await admin.getByRole('button', { name: '新建分类' }).click();
    const categoryDialog = admin.getByRole('dialog', { name: '新建分类' });
    await categoryDialog.getByLabel('名称').fill(category);
    await categoryDialog.getByRole('button', { name: /^保\s?存$/ }).click();
    await admin.getByText('分类已添加').waitFor();
    await admin.getByRole('button', { name: new RegExp(`^${category}`), pressed: true }).waitFor();

    await admin.getByRole('button', { name: '添加网站' }).click();
    const siteDialog = admin.getByRole('dialog', { name: '添加网站' });
    await siteDialog.getByLabel('名称').fill(site);
    await siteDialog.getByLabel('网址').fill('ftp://example.com');
    await siteDialog.getByRole('button', { name: /^保\s?存$/ }).click();
    await siteDialog.getByText('网址必须是 http:// 或 https:// 开头的链接').waitFor();
    await siteDialog.getByLabel('网址').fill('https://example.com/');
    await siteDialog.getByLabel('简介').fill('一个测试用的网站');
    await siteDialog.getByRole('button', { name: /^保\s?存$/ }).click();
    await admin.getByText('网站已添加').waitFor();
    const row = admin.getByRole('row').filter({ hasText: site });
    await row.waitFor();

    await row.getByRole('button', { name: /^编\s?辑$/ }).click();
    const editDialog = admin.getByRole('dialog', { name: `编辑网站「${site}」` });
    await editDialog.getByLabel('简介').fill('改过的简介');
    await editDialog.getByRole('button', { name: /^保\s?存$/ }).click();
    await row.getByText('改过的简介').waitFor();

    const categories = await api<{ id: number; name: string }[]>('GET', '/resources/back');
    const created = categories.body.result.find((item) => item.name === category);
    expect(created).toBeDefined();

    await admin.getByRole('button', { name: `删除分类 ${category}` }).click();
    const confirm = popconfirm(admin).filter({ hasText: `删除分类「${category}」？` });
    await confirm.getByText('其下的 1 个网站会一起删除，无法恢复。').waitFor();
    await confirm.getByRole('button', { name: /^删\s?除$/ }).click();
    await admin.getByText('分类已删除').waitFor();
    const left = await api<{ name: string }[]>('GET', '/resources/back');
    expect(left.body.result.some((item) => item.name === category)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------

describe('on a phone', () => {
  it('every library section fits the screen: wide tables scroll inside their own box', async () => {
    const page = await adminPage('/admin', { ...MOBILE, mobile: true });
    const sections = [
      { path: '/admin/users', ready: () => page.getByRole('row').nth(1).waitFor() },
      { path: '/admin/resources', ready: () => page.getByRole('row').nth(1).waitFor() },
      { path: '/admin/music', ready: () => page.getByRole('row').nth(1).waitFor() },
      { path: '/admin/site', ready: () => page.getByLabel('博客名称').waitFor() },
      {
        path: '/admin/site?tab=headers',
        ready: () => page.getByRole('list', { name: '页面背景' }).waitFor(),
      },
    ];
    for (const section of sections) {
      await page.goto(section.path);
      await section.ready();
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        section.path,
      ).toBeLessThanOrEqual(MOBILE.width);
    }
  });

  it('keeps the 操作 button of the users, resource sites and songs in view, without scrolling sideways', async () => {
    // A reader, whose row has a button (the blogger's has none).
    await registerUser(`phone${stamp}`, 'phone-pass-1');
    const page = await adminPage('/admin', { ...MOBILE, mobile: true });
    const sections = [
      { path: '/admin/users', button: /^(禁\s?用|启\s?用)$/ },
      { path: '/admin/resources', button: /^编\s?辑$/ },
      { path: '/admin/music', button: /编\s?辑$/ },
    ];
    for (const section of sections) {
      await page.goto(section.path);
      const button = page.getByRole('row').getByRole('button', { name: section.button }).first();
      await button.waitFor();
      const box = (await button.boundingBox())!;
      expect(box.x, section.path).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, section.path).toBeLessThanOrEqual(MOBILE.width);
      // In view and on top: the row's other cells, scrolled under it, do not cover it.
      const onTop = await button.evaluate((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
      });
      expect(onTop, section.path).toBe(true);
    }
  });
});
