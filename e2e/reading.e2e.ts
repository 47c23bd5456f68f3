import type { Page, Request } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { baseUrl, closePages, MOBILE, newPage, openPage as open, waitForMotion } from './harness';

afterEach(closePages);

/** Reading (issue #3): home list, articles, themes, table of contents, search, timeline, tags. */

/** Waits for what the page shows to settle: loading, smooth scrolling, lazily loaded code (CI can be slow). */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 8000 });

const LRU_TITLE = 'LRU 缓存的四种写法：TypeScript、Python、Go 与 Rust';

/** The article body and its parts. */
const content = (page: Page) => page.getByTestId('article-content');

/** The home page's articles, all of them (the demo's, and what files before this one published). */
async function homeArticles(page: Page): Promise<{ id: number; article_title: string }[]> {
  const response = await page.request.get('/api/article/blogHomeGetArticleList/1/999');
  const body = (await response.json()) as { result: { list: { id: number; article_title: string }[] } };
  return body.result.list;
}

/** The id of an article, read from the home page list (demo content is seeded by the importer). */
async function articleIdByTitle(page: Page, title: string): Promise<number> {
  const article = (await homeArticles(page)).find((item) => item.article_title === title);
  if (!article) throw new Error(`no demo article titled ${title}`);
  return article.id;
}

/** Where an element's top sits in the window. */
const topOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().top);

describe('home page', () => {
  it('lists the articles as cards with the sidebar, five a page, and pages through them', async () => {
    const page = await open('/home');
    const cards = page.getByTestId('article-card');
    await poll(() => cards.count()).toBe(5);

    const first = cards.first();
    expect(await first.getByText('置顶', { exact: true }).isVisible()).toBe(true);
    expect(await first.getByText(/发表于 \d{4}-\d{2}-\d{2}/).isVisible()).toBe(true);
    expect(await first.locator('a[href*="type=category"]').count()).toBe(1);
    expect(await first.locator('a[href*="type=tag"]').count()).toBeGreaterThan(0);

    for (const title of ['公告', '标签', '网站资讯']) {
      expect(await page.getByRole('heading', { name: title, exact: true }).isVisible(), title).toBe(true);
    }
    expect(await page.getByText('已运行时间').isVisible()).toBe(true);

    const firstTitles = await cards.getByRole('heading').allTextContents();
    const pager = page.getByRole('navigation', { name: '分页' });
    await pager.getByRole('button', { name: '第 2 页' }).click();
    await poll(() => cards.first().getByRole('heading').textContent()).not.toBe(firstTitles[0]);
    const secondTitles = await cards.getByRole('heading').allTextContents();
    expect(secondTitles).toHaveLength(5);
    expect(secondTitles.some((title) => firstTitles.includes(title))).toBe(false);
    expect(await pager.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');

    // The third page: the demo's last four, or five where an earlier file has published more.
    const total = (await homeArticles(page)).length;
    await pager.getByRole('button', { name: '下一页' }).click();
    await poll(() => cards.count()).toBe(Math.min(5, total - 10));
    expect(await pager.getByRole('button', { name: '下一页' }).isDisabled()).toBe(total <= 15);
  });

  it('puts the author card above the list and the other cards below it on a phone', async () => {
    const page = await open('/home', { ...MOBILE, mobile: true });
    await page.getByTestId('article-card').first().waitFor();
    const authorTop = await page
      .locator('a[href="/archives"]', { hasText: '文章' })
      .evaluate((element) => element.getBoundingClientRect().top);
    const listTop = await topOf(page, '[data-testid="article-card"]');
    const infoTop = await page
      .getByRole('heading', { name: '网站资讯' })
      .evaluate((e) => e.getBoundingClientRect().top);
    expect(authorTop).toBeLessThan(listTop);
    expect(infoTop).toBeGreaterThan(listTop);
  });
});

describe('article page', () => {
  it('opens an article from its card and renders its headings and highlighted code', async () => {
    const page = await open('/home');
    await page.getByTestId('article-card').first().waitFor();
    await page.getByRole('link', { name: LRU_TITLE }).click();
    await page.waitForURL(/\/article\?id=\d+$/);

    await page.getByRole('heading', { level: 1, name: LRU_TITLE }).waitFor();
    await poll(() => page.title()).toMatch(new RegExp(`^${LRU_TITLE} \\| `));
    expect(await page.getByText(/阅读时长 \d+ 分钟/).isVisible()).toBe(true);
    expect(
      await page
        .getByText(/浏览 \d+/)
        .first()
        .isVisible(),
    ).toBe(true);
    await poll(() => content(page).locator('h2').count()).toBeGreaterThan(3);
    expect(await content(page).locator('h2').first().textContent()).toBe('题目要求');
    // Code comes highlighted from the server, its headings anchored by position.
    expect(await content(page).locator('pre code .hljs-keyword').count()).toBeGreaterThan(0);
    expect(await content(page).locator('h2').first().getAttribute('id')).toMatch(/^heading-\d+$/);
    // The copy button copies the block's code and says so.
    const block = content(page).locator('.md-editor-code').first();
    await block.locator('.md-editor-copy-button').click();
    await page.getByText(/^已复制：/).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await block.locator('pre code').textContent(),
    );
    expect(await block.getAttribute('open')).not.toBeNull();

    // Copyright, previous/next and recommendations.
    const copyright = page.getByRole('region', { name: '版权声明' });
    // The LRU article is a repost: its kind and its original address are named.
    expect(await copyright.getByText('转载', { exact: true }).isVisible()).toBe(true);
    expect(
      await copyright.getByRole('link', { name: /^https:\/\/example\.com\/posts\// }).getAttribute('rel'),
    ).toContain('noopener');
    await copyright.getByRole('button', { name: '复制链接' }).click();
    await page.getByText('链接已复制到剪贴板').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/article\?id=\d+$/);
    await page.getByRole('heading', { name: '推荐文章' }).waitFor();
    expect(
      await page
        .getByRole('navigation', { name: '上一篇和下一篇' })
        .getByText(/上一篇|下一篇/)
        .count(),
    ).toBeGreaterThan(0);
  });

  it('switches the preview and code themes and keeps them after a reload', async () => {
    const page = await open('/home');
    const id = await articleIdByTitle(page, LRU_TITLE);
    await page.goto(`/article?id=${id}`);
    const preview = content(page).locator('.md-editor-preview');
    await poll(() => preview.getAttribute('class')).toContain('default-theme');

    await page.getByRole('button', { name: '阅读主题' }).click();
    const themes = page.getByRole('dialog', { name: '阅读主题' });
    await themes.getByRole('radiogroup', { name: '文章主题' }).getByRole('radio', { name: 'github' }).click();
    await themes
      .getByRole('radiogroup', { name: '代码主题' })
      .getByRole('radio', { name: 'paraiso' })
      .click();

    const codeBackground = () =>
      content(page)
        .locator('.md-editor-code')
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor);
    await poll(() => preview.getAttribute('class')).toContain('github-theme');
    // paraiso-light's own background (#e7e9db), from the bundled style sheet.
    await poll(codeBackground).toBe('rgb(231, 233, 219)');

    await page.reload();
    await poll(() => preview.getAttribute('class')).toContain('github-theme');
    await poll(codeBackground).toBe('rgb(231, 233, 219)');
    const stored = await page.evaluate(() =>
      JSON.parse(decodeURIComponent(localStorage.getItem('staticState') ?? '{}')),
    );
    expect(stored.state).toMatchObject({ previewTheme: 'github', codeTheme: 'paraiso' });
  });

  it('scrolls to a heading from the table of contents and highlights it', async () => {
    const page = await open('/home');
    const id = await articleIdByTitle(page, LRU_TITLE);
    await page.goto(`/article?id=${id}`);
    const catalog = page.getByTestId('article-catalog');
    const entry = catalog.getByText('Go：container/list', { exact: true });
    await entry.waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await entry.click();
    const heading = content(page).locator('h2', { hasText: 'Go：container/list' });
    await poll(() =>
      heading.evaluate((element) => Math.round(element.getBoundingClientRect().top)),
    ).toBeLessThan(160);
    expect(await heading.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(
      0,
    );
    await poll(() => catalog.locator('[aria-current="location"]').textContent()).toBe('Go：container/list');
    // The address names the heading, so the link leads straight back to it.
    expect(new URL(page.url()).hash).toBe(`#${await heading.getAttribute('id')}`);
  });

  it('opens the table of contents as a sheet on a phone', async () => {
    const page = await open('/home', { ...MOBILE, mobile: true });
    const id = await articleIdByTitle(page, LRU_TITLE);
    await page.goto(`/article?id=${id}`);
    await page.getByRole('button', { name: '目录' }).click();
    const entry = page.getByTestId('article-catalog').getByText('测试一下', { exact: true });
    await entry.click();
    const heading = content(page).locator('h2', { hasText: '测试一下' });
    await poll(() =>
      heading.evaluate((element) => Math.round(element.getBoundingClientRect().top)),
    ).toBeLessThan(160);
    await poll(() => page.getByTestId('article-catalog').count()).toBe(0);
  });

  it('makes no request outside the site, opening images large and switching themes included', async () => {
    const page = await newPage();
    const outside: string[] = [];
    const origin = new URL(baseUrl).origin;
    page.on('request', (request: Request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) outside.push(url);
    });
    await page.goto('/home');
    const id = await articleIdByTitle(page, '【译】Node.js 事件循环、定时器与 process.nextTick()');
    await page.goto(`/article?id=${id}`);
    await poll(() => content(page).locator('pre code .hljs-keyword').count()).toBeGreaterThan(0);

    const image = content(page).locator('img').first();
    await image.scrollIntoViewIfNeeded();
    await image.click();
    const lightbox = page.getByTestId('lightbox');
    await lightbox.waitFor();
    expect(await lightbox.getByRole('img').getAttribute('src')).toBe(
      new URL((await image.getAttribute('src')) ?? '', page.url()).href,
    );
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: '阅读主题' }).click();
    for (const theme of ['a11y', 'gradient', 'stackoverflow']) {
      await page.getByRole('radiogroup', { name: '代码主题' }).getByRole('radio', { name: theme }).click();
    }
    await page.waitForLoadState('networkidle');
    expect(outside).toEqual([]);
  });

  it('likes and unlikes an article, remembered across a reload', async () => {
    const page = await open('/home');
    const id = await articleIdByTitle(page, '写代码的第七年：关于成长、倦怠与热爱');
    await page.goto(`/article?id=${id}`);
    const like = page.locator('button[aria-pressed]', { hasText: '点赞' });
    // The end of the article hydrates as a reader comes near it.
    await like.scrollIntoViewIfNeeded();
    await poll(() => like.isEnabled()).toBe(true);
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    const before = Number((await like.textContent())?.match(/\d+$/)?.[0]);

    await like.click();
    await poll(() => like.getAttribute('aria-pressed')).toBe('true');
    expect(await like.textContent()).toBe(`已点赞${before + 1}`);
    await page.reload();
    await like.scrollIntoViewIfNeeded();
    await poll(() => like.getAttribute('aria-pressed')).toBe('true');

    await like.click();
    await poll(() => like.getAttribute('aria-pressed')).toBe('false');
    expect(await like.textContent()).toBe(`点赞${before}`);
  });

  it('reports the reading time when the reader leaves for another page', async () => {
    const page = await open('/home');
    const id = await articleIdByTitle(page, LRU_TITLE);
    // The page's clock, so that a second and a half of reading passes without waiting for it.
    await page.clock.install();
    await page.goto(`/article?id=${id}`);
    await page.getByRole('heading', { level: 1, name: LRU_TITLE }).waitFor();
    await page.clock.fastForward(1500);
    const report = page.waitForRequest((request) =>
      request.url().includes(`/api/article/addReadingDuration/${id}/`),
    );
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '时间轴' }).click();
    const request = await report;
    expect(request.method()).toBe('PUT');
    expect(Number(request.url().split('/').pop())).toBeGreaterThanOrEqual(1500);
    const response = await request.response();
    expect(response?.status()).toBe(200);
  });

  it('shows a friendly page for an article that does not exist', async () => {
    const page = await open('/article?id=987654');
    await page.getByRole('heading', { name: '这篇文章走丢了' }).waitFor();
    await page.getByRole('link', { name: '返回首页' }).click();
    await page.waitForURL('**/home');
  });
});

describe('search', () => {
  /** Calls of the search endpoint, to prove that an empty keyword makes none. */
  function searchCalls(page: Page): string[] {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/article/getArticleListByContent/')) calls.push(request.url());
    });
    return calls;
  }

  it('finds articles by two- and four-character Chinese words, with history and hot recommendations', async () => {
    const page = await open('/home');
    const calls = searchCalls(page);
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: '搜索' });
    const input = dialog.getByPlaceholder('请输入搜索内容');
    await input.waitFor();
    await poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true);

    const hot = dialog.getByRole('list', { name: '热门推荐' }).getByRole('listitem');
    await poll(() => hot.count()).toBe(5);
    expect(await hot.allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/^1/)]));

    await input.fill('索引');
    expect(calls).toEqual([]);
    await input.press('Enter');
    const results = dialog.getByRole('region', { name: '搜索结果' });
    await results.getByText('SQL 索引调优实战').first().waitFor();
    expect(await results.locator('mark', { hasText: '索引' }).count()).toBeGreaterThan(0);
    expect(calls).toHaveLength(1);

    await input.fill('事件循环');
    await input.press('Enter');
    await results.getByRole('button', { name: /Node\.js 事件循环/ }).waitFor();
    expect(await results.locator('mark').first().textContent()).toBe('事件循环');

    // Emptying the keyword clears the results, makes no call and shows the history, newest first.
    await input.fill('');
    await input.press('Enter');
    expect(calls).toHaveLength(2);
    expect(await results.count()).toBe(0);
    const history = dialog.getByRole('list', { name: '搜索历史' });
    expect(await history.getByRole('listitem').allTextContents()).toEqual(['事件循环×', '索引×']);
    const stored = await page.evaluate(() =>
      JSON.parse(decodeURIComponent(localStorage.getItem('blog-search-history') ?? '[]')),
    );
    expect(stored).toEqual(['事件循环', '索引']);

    // A history word searches again; opening a result leaves for the article and closes the dialog.
    await history.getByRole('button', { name: '事件循环', exact: true }).click();
    await results.getByRole('button', { name: /Node\.js 事件循环/ }).click();
    await page.waitForURL(/\/article\?id=\d+$/);
    await page.getByRole('heading', { level: 1, name: /Node\.js 事件循环/ }).waitFor();
    await poll(() => dialog.isVisible()).toBe(false);
  });

  it('removes history words one by one or all at once', async () => {
    const page = await open('/home');
    // Plain JSON, as versions before the storage helper encoded values wrote it: still read.
    await page.evaluate(() =>
      localStorage.setItem('blog-search-history', JSON.stringify(['缓存', 'React', '索引'])),
    );
    await page.getByRole('button', { name: '搜索' }).click();
    const dialog = page.getByRole('dialog', { name: '搜索' });
    const history = dialog.getByRole('list', { name: '搜索历史' });
    await poll(() => history.getByRole('listitem').count()).toBe(3);
    // The dialog zooms in: a click aimed while it moves can land beside the small × button.
    await waitForMotion(history);
    await history.getByLabel('删除 React').click();
    await poll(() => history.getByRole('listitem').count()).toBe(2);
    expect(await page.evaluate(() => localStorage.getItem('blog-search-history'))).toBe(
      encodeURIComponent('["缓存","索引"]'),
    );
    await dialog.getByRole('button', { name: '清空搜索历史' }).click();
    await poll(() => history.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('blog-search-history'))).toBeNull();
  });
});

describe('timeline, categories and tags', () => {
  it('shows the timeline by year, paginated, leading to the articles', async () => {
    const page = await open('/archives');
    await page.getByText(/文章总览/).waitFor();
    const years = page.locator('main h2');
    await poll(() => years.count()).toBeGreaterThan(0);
    expect(await years.first().textContent()).toMatch(/^\d{4}$/);
    const links = page.locator('main li a[href^="/article?id="]:not([aria-hidden="true"])');
    expect(await links.count()).toBe(10);
    const firstTitle = await links.first().textContent();

    const total = (await homeArticles(page)).length;
    await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '第 2 页' }).click();
    await poll(() => links.count()).toBe(Math.min(10, total - 10));
    expect(await links.first().textContent()).not.toBe(firstTitle);

    const title = (await links.first().textContent()) ?? '';
    await links.first().click();
    await page.waitForURL(/\/article\?id=\d+$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
  });

  it('writes every tag in its colour dark enough to read on the card, light and dark (WCAG AA)', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const route of ['/tag', '/home']) {
        const page = await open(route, { colorScheme });
        const tags = page.locator('a[href*="type=tag"][style*="--tag-color"]');
        await tags.first().waitFor();
        // Each colour as drawn (a canvas pixel: color-mix and oklab included), over the first opaque
        // background behind the tag.
        const ratios = await tags.evaluateAll((links) => {
          const canvas = document.createElement('canvas');
          canvas.width = canvas.height = 1;
          const context = canvas.getContext('2d', { willReadFrequently: true })!;
          const drawn = (color: string) => {
            context.clearRect(0, 0, 1, 1);
            context.fillStyle = color;
            context.fillRect(0, 0, 1, 1);
            return [...context.getImageData(0, 0, 1, 1).data];
          };
          const luminance = ([r, g, b]: number[]) =>
            [r!, g!, b!]
              .map((value) => value / 255)
              .map((unit) => (unit <= 0.03928 ? unit / 12.92 : ((unit + 0.055) / 1.055) ** 2.4))
              .reduce((sum, value, index) => sum + value * [0.2126, 0.7152, 0.0722][index]!, 0);
          return links.map((link) => {
            let under: Element | null = link.parentElement;
            while (under && drawn(getComputedStyle(under).backgroundColor)[3] !== 255)
              under = under.parentElement;
            const [a, b] = [
              luminance(drawn(getComputedStyle(link).color)),
              luminance(drawn(under ? getComputedStyle(under).backgroundColor : 'white')),
            ];
            return { tag: link.textContent, ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) };
          });
        });
        expect(ratios.length, `${route} ${colorScheme}`).toBeGreaterThan(3);
        for (const { tag, ratio } of ratios)
          expect(ratio, `${route} ${colorScheme}: ${tag}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('goes from the tag cloud to the articles of a tag, four a page', async () => {
    const page = await open('/tag');
    const tags = page.locator('main a[href*="type=tag"]');
    await tags.first().waitFor();
    // The tag with the most articles, so that its list has a second page.
    const counts = await tags.evaluateAll((links) =>
      links.map((link) => Number(link.querySelector('sup')?.textContent ?? 0)),
    );
    const most = tags.nth(counts.indexOf(Math.max(...counts)));
    const name = ((await most.textContent()) ?? '').replace(/\d+$/, '');
    await most.click();
    await page.waitForURL(/\/articleList\?.*type=tag/);
    await page.getByRole('heading', { level: 1, name: `标签 - ${name}` }).waitFor();

    const cards = page.getByTestId('article-card');
    await poll(() => cards.count()).toBe(4);
    for (const card of await cards.all()) {
      expect(await card.locator('a[href*="type=tag"]', { hasText: name }).count()).toBe(1);
    }
    const firstTitle = await cards.first().getByRole('heading').textContent();
    await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '第 2 页' }).click();
    await poll(() => cards.first().getByRole('heading').textContent()).not.toBe(firstTitle);
    expect(await cards.count()).toBe(Math.max(...counts) - 4);
  });

  it('goes from a category to its articles under the 分类 heading', async () => {
    const page = await open('/category');
    const category = page.locator('main a[href*="type=category"]').first();
    await category.waitFor();
    const name = ((await category.textContent()) ?? '').replace(/\d+ 篇$/, '');
    const count = Number(/(\d+) 篇/.exec((await category.textContent()) ?? '')?.[1]);
    await category.click();
    await page.getByRole('heading', { level: 1, name: `分类 - ${name}` }).waitFor();
    const cards = page.getByTestId('article-card');
    await poll(() => cards.count()).toBe(Math.min(count, 4));
    for (const card of await cards.all()) {
      expect(await card.locator('a[href*="type=category"]').textContent()).toBe(name);
    }
  });
});
