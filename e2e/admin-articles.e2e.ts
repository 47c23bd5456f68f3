import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, adminPage, api, baseUrl, e2eServer, eventually, newPage, tokenFor } from './harness';

/**
 * The console's articles (issue #8) as the admin: an article written with a pasted picture and
 * published is on /home and found by the search; the editor keeps a draft through a reload and asks
 * before leaving; the recycle bin takes and gives back; categories and tags are added, renamed and
 * deleted (also while still in use); an imported blog's old links lead to their articles until the
 * owner deletes them in 旧链接跳转.
 */

const stamp = Date.now().toString(36);
let token = '';

beforeAll(async () => {
  token = await tokenFor(ADMIN.username, ADMIN.password);
});

async function asAdmin(path: string) {
  const page = await adminPage(path);
  return page;
}

interface Article {
  id: number;
  article_title: string;
  status: number;
  tagNameList: string[];
  deletedAt: string | null;
}

/** The console's list of articles whose title or body holds `keyword` (the recycle bin when `deleted`). */
async function findArticles(keyword: string, deleted = false): Promise<Article[]> {
  const query = `keyword=${encodeURIComponent(keyword)}${deleted ? '&deleted=1' : ''}`;
  const { body } = await api<{ list: Article[] }>('GET', `/admin/articles?${query}`, undefined, token);
  return body.result.list;
}

/** The article's Markdown, as the console's editor loads it. */
async function contentOf(id: number): Promise<string> {
  const { body } = await api<{ article_content: string }>('GET', `/admin/articles/${id}`, undefined, token);
  return body.result.article_content;
}

async function createArticle(title: string, extra: Record<string, unknown> = {}): Promise<Article> {
  const { body } = await api<Article>(
    'POST',
    '/admin/articles',
    { article_title: title, article_content: `${title} 的正文`, status: 1, ...extra },
    token,
  );
  if (body.code !== 0) throw new Error(body.message);
  return body.result;
}

/** A toast (antd message or notification) with this text. */
const toast = (page: Page, text: string) =>
  page.locator('.ant-message-notice, .ant-notification-notice').filter({ hasText: text }).first();

/** A table row holding this text. */
const row = (scope: Page | Locator, text: string): Locator =>
  scope.locator('tr.ant-table-row').filter({ hasText: text });

/** The visible Popconfirm with this title: its confirm button. */
const confirmButton = (page: Page, title: string | RegExp, label: RegExp) =>
  page.locator('.ant-popover:visible').filter({ hasText: title }).getByRole('button', { name: label });

/** The Markdown editor's text (CodeMirror's content element). */
const editorText = (page: Page) => page.locator('.cm-content');

/**
 * Gives the editor a PNG drawn in the page: pasted, as a screenshot from the clipboard would be,
 * or dropped, as a file dragged in from the desktop.
 */
async function givePicture(page: Page, how: 'paste' | 'drop') {
  await editorText(page).click();
  await page.keyboard.press('Control+End');
  await editorText(page).evaluate(async (target, kind) => {
    const canvas = document.createElement('canvas');
    canvas.width = 48;
    canvas.height = 32;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = kind === 'paste' ? '#49b1f5' : '#ff7242';
    context.fillRect(0, 0, 48, 32);
    const blob = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((made) => (made ? resolve(made) : reject(new Error('no png'))), 'image/png'),
    );
    const data = new DataTransfer();
    data.items.add(new File([blob], 'image.png', { type: 'image/png' }));
    const box = target.getBoundingClientRect();
    const event =
      kind === 'paste'
        ? new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true })
        : new DragEvent('drop', {
            dataTransfer: data,
            bubbles: true,
            cancelable: true,
            clientX: box.left + 10,
            clientY: box.bottom - 5,
          });
    target.dispatchEvent(event);
  }, how);
}

/** The addresses of the pictures in the editor's preview (the editor itself folds long links). */
const previewPictures = (page: Page) =>
  page
    .locator('.md-editor-preview img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src')));

describe('写文章 (/admin/articles/new)', () => {
  it('publishes an article with a pasted picture: on /home and found by the search', async () => {
    const word = `paste${stamp}`;
    const title = `粘贴图片的文章 ${word}`;
    const page = await asAdmin('/admin/articles/new');

    await page.getByRole('textbox', { name: '标题', exact: true }).fill(title);
    await editorText(page).click();
    await page.keyboard.type('# 一张截图\n\n下面是粘贴进来的图片：\n\n');
    await givePicture(page, 'paste');
    await eventually(() => previewPictures(page)).toEqual([expect.stringMatching(/^\/media\//)]);

    await page.getByLabel('分类', { exact: true }).fill('前端');
    await page.getByRole('button', { name: /^发\s?布$/ }).click();
    await page.waitForURL(/\/admin\/articles$/);
    await toast(page, '已发布').waitFor();
    await row(page, title).waitFor();

    const [saved] = await findArticles(word);
    expect(saved?.status).toBe(1);
    const image = /!\[[^\]]*\]\((\/media\/[^)]+)\)/.exec(await contentOf(saved?.id ?? 0))?.[1];
    expect(image).toMatch(/^\/media\/uploads\/\S+\.\w+$/);
    const served = await fetch(`${baseUrl}${image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\//);

    const visitor = await newPage();
    await visitor.goto('/home');
    const cards = visitor.getByTestId('article-card');
    await cards.first().waitFor();
    // Newest first after the pinned ones: the new article is on the first page, after any pinned card.
    const titles = await cards.getByRole('heading').allTextContents();
    const position = titles.findIndex((text) => text.includes(title));
    expect(position).toBeGreaterThanOrEqual(0);
    for (const card of (await cards.all()).slice(0, position)) {
      expect(await card.getByText('置顶', { exact: true }).count()).toBe(1);
    }

    await visitor.getByRole('button', { name: '搜索' }).click();
    const dialog = visitor.getByRole('dialog', { name: '搜索' });
    const input = dialog.getByPlaceholder('请输入搜索内容');
    await input.fill(word);
    await input.press('Enter');
    await dialog.getByRole('region', { name: '搜索结果' }).getByText(title).first().waitFor();
  });

  it('keeps a draft through a reload and asks before leaving with unsaved changes', async () => {
    const title = `没写完的草稿 ${stamp}`;
    const page = await asAdmin('/admin/articles/new');
    const dialogs: string[] = [];
    const outside: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(baseUrl).origin) outside.push(request.url());
    });
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });

    await page.getByRole('textbox', { name: '标题', exact: true }).fill(title);
    await editorText(page).click();
    await page.keyboard.type('写到一半的段落');
    await page.getByText('有未保存的修改').waitFor();
    await eventually(() =>
      page.evaluate(() => localStorage.getItem('blog-admin-article-draft:new') ?? ''),
    ).toContain(title);

    // In the console: a link asks first; 留在这里 stays.
    await page.getByRole('menuitem', { name: '文章管理' }).click();
    const ask = page.getByRole('dialog').filter({ hasText: '还有未保存的修改' });
    await ask.waitFor();
    await ask.getByRole('button', { name: '留在这里' }).click();
    expect(new URL(page.url()).pathname).toBe('/admin/articles/new');

    // A reload asks the browser's way, then the draft comes back.
    await page.reload();
    expect(dialogs).toContain('beforeunload');
    await page.getByText('恢复了未保存的草稿').waitFor();
    expect(await page.getByRole('textbox', { name: '标题', exact: true }).inputValue()).toBe(title);
    expect(await editorText(page).textContent()).toContain('写到一半的段落');
    // The editor brought everything it needs with it: nothing came from a CDN (docs/design.md §4).
    expect(outside).toEqual([]);

    // 丢弃 empties the form and the stored draft; then leaving asks nothing.
    await page.getByRole('button', { name: /^丢\s?弃$/ }).click();
    expect(await page.getByRole('textbox', { name: '标题', exact: true }).inputValue()).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('blog-admin-article-draft:new'))).toBeNull();
    await page.getByRole('menuitem', { name: '文章管理' }).click();
    await page.waitForURL(/\/admin\/articles$/);
  });

  it('saves a draft that stays off the blog and can be published from the list', async () => {
    const title = `先存草稿 ${stamp}`;
    const page = await asAdmin('/admin/articles/new');
    await page.getByRole('textbox', { name: '标题', exact: true }).fill(title);
    await editorText(page).click();
    await page.keyboard.type('草稿正文');
    await givePicture(page, 'drop');
    await eventually(() => previewPictures(page)).toEqual([expect.stringMatching(/^\/media\//)]);
    await page.getByRole('button', { name: '保存草稿' }).click();
    await page.waitForURL(/\/admin\/articles\/\d+$/);
    await toast(page, '草稿已保存').waitFor();
    const [draft] = await findArticles(title);
    expect(draft?.status).toBe(3);
    expect(await contentOf(draft?.id ?? 0)).toMatch(/!\[[^\]]*\]\(\/media\/[^)]+\)/);
    expect(page.url()).toMatch(new RegExp(`/admin/articles/${draft?.id}$`));

    await page.goto('/admin/articles');
    await row(page, title)
      .getByRole('button', { name: /^发\s?布$/ })
      .click();
    await eventually(async () => (await findArticles(title))[0]?.status).toBe(1);
  });
});

describe('文章管理 (/admin/articles)', () => {
  it('moves an article to the recycle bin, restores it, and deletes another for good', async () => {
    const kept = await createArticle(`回收站来回 ${stamp}`);
    const gone = await createArticle(`彻底删除 ${stamp}`);
    const page = await asAdmin('/admin/articles');
    const search = page.getByPlaceholder('搜索标题或正文');
    await search.fill(stamp);
    await search.press('Enter');

    for (const article of [kept, gone]) {
      await row(page, article.article_title)
        .getByRole('button', { name: /^删\s?除$/ })
        .click();
      await confirmButton(page, '移到回收站', /^删\s?除$/).click();
      await eventually(() => row(page, article.article_title).count()).toBe(0);
    }

    await page.getByText('回收站', { exact: true }).click();
    await row(page, kept.article_title)
      .getByRole('button', { name: /^恢\s?复$/ })
      .click();
    await eventually(() => row(page, kept.article_title).count()).toBe(0);
    await row(page, gone.article_title).getByRole('button', { name: '彻底删除' }).click();
    await confirmButton(page, '彻底删除这篇文章', /彻底删除/).click();
    await eventually(() => row(page, gone.article_title).count()).toBe(0);
    await page.getByText('回收站是空的').waitFor();

    await page.getByText('文章', { exact: true }).click();
    await row(page, kept.article_title).waitFor();
    expect((await findArticles(kept.article_title))[0]?.deletedAt).toBeNull();
    const { status } = await api('GET', `/admin/articles/${gone.id}`, undefined, token);
    expect(status).toBe(404);
  });

  it('opens 文章不存在 for an article that is gone', async () => {
    const page = await asAdmin('/admin/articles/999999');
    await page.getByText('文章不存在', { exact: true }).first().waitFor();
  });
});

describe('分类与标签 (/admin/taxonomy)', () => {
  it('adds, renames and deletes a category', async () => {
    const name = `分类${stamp}`;
    const page = await asAdmin('/admin/taxonomy');
    const card = page.locator('.ant-card').filter({ hasText: /^分类/ });
    await card.getByLabel('新分类名').fill(name);
    await card.getByRole('button', { name: /添\s?加/ }).click();
    await row(card, name).waitFor();

    await row(card, name).getByRole('button', { name: '重命名' }).click();
    await card.getByLabel('新的分类名').fill(`${name}改`);
    await card.getByLabel('新的分类名').press('Enter');
    await row(card, `${name}改`).waitFor();

    await row(card, `${name}改`)
      .getByRole('button', { name: /^删\s?除$/ })
      .click();
    await confirmButton(page, `删除分类「${name}改」`, /^删\s?除$/).click();
    await eventually(() => row(card, `${name}改`).count()).toBe(0);
  });

  it('deletes a tag still in use by taking it off its article', async () => {
    const tag = `标签${stamp}`;
    const article = await createArticle(`带标签的文章 ${stamp}`, { tag_names: [tag] });
    const page = await asAdmin('/admin/taxonomy');
    const card = page.locator('.ant-card').filter({ hasText: /^标签/ });
    // The newest tag is on the last page of the card's table.
    await card.locator('tr.ant-table-row').first().waitFor();
    const pager = card.locator('.ant-pagination-item');
    if (await pager.count()) await pager.last().click();
    await row(card, tag)
      .getByRole('button', { name: /^删\s?除$/ })
      .click();
    const popup = page.locator('.ant-popover:visible').filter({ hasText: `删除标签「${tag}」` });
    await popup.getByText('还有 1 篇文章在用').waitFor();
    await popup.getByRole('button', { name: /^删\s?除$/ }).click();
    await toast(page, '标签已删除').waitFor();
    const [after] = await findArticles(article.article_title);
    expect(after?.tagNameList).toEqual([]);
  });
});

describe('旧链接跳转 (/admin/articles/redirects)', () => {
  it('leads an old link to its article, lists the links, and deletes one so that it becomes a 404', async () => {
    const [kept, removed] = e2eServer.fixtures.redirects;
    const visitor = await newPage();
    const answer = await visitor.goto(`${baseUrl}${kept!.path}/`);
    expect(new URL(visitor.url()).pathname + new URL(visitor.url()).search).toBe(
      `/article?id=${kept!.articleId}`,
    );
    expect(answer?.status()).toBe(200);
    await visitor.getByRole('heading', { name: kept!.title, level: 1 }).waitFor();

    const page = await asAdmin('/admin/articles/redirects');
    for (const redirect of [kept!, removed!]) {
      await row(page, redirect.path).getByRole('link', { name: redirect.title }).waitFor();
    }
    await page.getByText('共 2 个旧链接').waitFor();
    await row(page, removed!.path)
      .getByRole('button', { name: /^删\s?除$/ })
      .click();
    await confirmButton(page, `删除跳转「${removed!.path}」？`, /^删\s?除$/).click();
    await eventually(() => row(page, removed!.path).count()).toBe(0);
    await row(page, kept!.path).waitFor();

    const gone = await visitor.goto(`${baseUrl}${removed!.path}`);
    expect(gone?.status()).toBe(404);
    expect(new URL(visitor.url()).pathname).toBe(removed!.path);

    await row(page, kept!.path).getByRole('link', { name: kept!.title }).click();
    await page.waitForURL(`**/admin/articles/${kept!.articleId}`);
  });
});
