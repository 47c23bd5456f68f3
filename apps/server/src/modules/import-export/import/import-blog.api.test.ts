import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/context';
import { createUser } from '../../../test/fixtures';
import { importBlog } from './import-blog';

const t = useTestContext();
const FIXTURES = path.join(import.meta.dirname, 'fixtures');
let author: number;

beforeEach(async () => {
  author = await createUser(t, { role: 1, username: 'admin' });
});

const run = (folder: string, dryRun = false) =>
  importBlog(t, path.join(FIXTURES, folder), { authorId: author, dryRun });

async function article(slug: string) {
  const row = await t.db.kysely
    .selectFrom('articles as a')
    .leftJoin('categories as c', 'c.id', 'a.category_id')
    .selectAll('a')
    .select('c.category_name')
    .where('a.slug', '=', slug)
    .executeTakeFirstOrThrow();
  const tags = await t.db.kysely
    .selectFrom('article_tags as at')
    .innerJoin('tags as t', 't.id', 'at.tag_id')
    .select('t.tag_name')
    .where('at.article_id', '=', row.id)
    .execute();
  return { ...row, tags: tags.map((tag) => tag.tag_name).sort() };
}

const count = async (
  table: 'articles' | 'categories' | 'tags' | 'comments' | 'article_redirects' | 'users',
) =>
  Number(
    (
      await t.db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function expectMoved(url: string, articleId: number) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(301);
  expect(response.headers.location, url).toBe(`/article?id=${articleId}`);
}

const uploads = () => {
  const dir = path.join(t.config.dataDir, 'uploads', 'articles');
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('importing a Hexo site', { timeout: 30_000 }, () => {
  it('dry run: reports everything and writes nothing', async () => {
    const report = await run('hexo-site', true);
    expect(report.format).toBe('hexo');
    expect(report.created.sort()).toEqual(
      ['_drafts/unfinished.md', '_posts/about-me.md', '_posts/hello-world.md', '_posts/post-0030.md'].sort(),
    );
    expect(report.newCategories.sort()).toEqual(['前端', '后端'].sort());
    expect(report.newTags).toEqual(
      expect.arrayContaining(['JavaScript', 'React', '随笔', 'Node.js', '杂谈', '草稿']),
    );
    expect(report.redirects.map((r) => r.path).sort()).toEqual(
      ['/2023/12/21/hello-world', '/2023/12/21/post-0030', '/about'].sort(),
    );
    expect(report.ignored).toContainEqual({
      file: '_posts/hello-world.md',
      fields: ['abbrlink', 'toc', 'comments'],
    });
    expect(report.missingMedia).toEqual([{ file: '_posts/post-0030.md', media: 'missing.png' }]);
    for (const table of ['articles', 'categories', 'tags', 'article_redirects'] as const) {
      expect(await count(table), table).toBe(0);
    }
    expect(uploads()).toEqual([]);
  });

  it('keeps categories, tags, dates, pins, covers, summaries, drafts and asset pictures, and old links', async () => {
    const report = await run('hexo-site');
    expect(report.errors).toEqual([]);

    const hello = await article('hello-world');
    expect(hello).toMatchObject({
      article_title: '你好，世界',
      category_name: '前端',
      created_at: '2023-12-21T02:00:00.000Z',
      updated_at: '2023-12-22T01:30:00.000Z',
      is_top: 1,
      order: 100,
      status: 1,
      article_description: '这是摘要，出现在首页。',
    });
    expect(hello.tags).toEqual(['JavaScript', 'React', '入门', '随笔'].sort());
    expect(hello.article_cover).toMatch(/^\/media\/uploads\/articles\/[0-9a-f]{16}\.png$/);
    expect(hello.article_content).not.toContain('more');
    const picture = /!\[示意图\]\((\/media\/uploads\/articles\/[0-9a-f]{16}\.png)\)/.exec(
      hello.article_content,
    )?.[1];
    expect(picture).toBeDefined();
    expect(hello.article_content).toContain(`![红点](${picture})`);
    expect(hello.article_content).toContain('{% asset_img not-here.png %}');
    expect(existsSync(path.join(t.config.dataDir, picture!.replace('/media/', '')))).toBe(true);

    const thirty = await article('post-0030');
    expect(thirty).toMatchObject({ category_name: '后端', article_description: '写在前面的描述', is_top: 2 });
    expect(thirty.tags).toEqual(['Node.js', '杂谈'].sort());
    expect(thirty.article_cover).toMatch(/^\/media\/uploads\/articles\//);
    expect(thirty.article_content).toContain('![缺](missing.png)');
    expect(await article('about-me')).toMatchObject({ is_top: 1, article_description: '自我介绍' });
    expect(await article('unfinished')).toMatchObject({ status: 3, tags: ['草稿'] });

    await expectMoved('/2023/12/21/hello-world/', hello.id);
    await expectMoved('/2023/12/21/post-0030', thirty.id);
    await expectMoved('/about/', (await article('about-me')).id);
    expect((await t.app.inject({ method: 'GET', url: '/2023/12/21/unfinished/' })).statusCode).toBe(404);

    const again = await run('hexo-site');
    expect(again.skipped).toHaveLength(4);
    expect(again).toMatchObject({ created: [], updated: [], redirects: [], unchangedRedirects: 3 });
    expect(await count('articles')).toBe(4);
  });
});

describe('importing a Hugo site', { timeout: 30_000 }, () => {
  it('reads YAML and TOML front matter, page bundles, drafts, aliases and slugs', async () => {
    const dry = await run('hugo-site', true);
    expect(dry.format).toBe('hugo');
    expect(await count('articles')).toBe(0);
    expect(dry.notes).toContainEqual({ file: 'posts/_index.md', message: expect.stringContaining('列表页') });

    const report = await run('hugo-site');
    expect(report.errors).toEqual([]);
    expect(report.created.sort()).toEqual([
      'posts/my-bundle/index.md',
      'posts/toml-post.md',
      'posts/yaml-post.md',
    ]);
    expect(report.ignored).toEqual(
      expect.arrayContaining([
        { file: 'posts/yaml-post.md', fields: ['keywords', 'ShowToc'] },
        { file: 'posts/toml-post.md', fields: ['weight'] },
      ]),
    );

    const yaml = await article('yaml-post');
    expect(yaml).toMatchObject({
      article_title: 'YAML 写的文章',
      category_name: '技术',
      created_at: '2024-01-02T00:00:00.000Z',
      updated_at: '2024-01-05T04:00:00.000Z',
      status: 1,
      article_description: '用 YAML front matter 写的文章',
    });
    expect(yaml.tags).toEqual(['Go', 'Hugo']);
    const toml = await article('toml-post');
    expect(toml).toMatchObject({ status: 3, category_name: '随笔', created_at: '2024-02-03T02:00:00.000Z' });
    expect(toml.article_cover).toMatch(/^\/media\/uploads\/articles\/[0-9a-f]{16}\.png$/);
    const bundle = await article('my-bundle');
    expect(bundle.created_at).toBe('2024-03-03T16:00:00.000Z');
    expect(bundle.article_cover).toMatch(/^\/media\/uploads\/articles\//);
    const cat = /!\[猫\]\((\/media\/uploads\/articles\/[0-9a-f]{16}\.png)\)/.exec(
      bundle.article_content,
    )?.[1];
    expect(bundle.article_content).toContain(`![一只猫](${cat})`);
    expect(report.notes).toContainEqual({
      file: 'posts/my-bundle/index.md',
      message: expect.stringContaining('youtube'),
    });

    await expectMoved('/posts/hello-yaml/', yaml.id);
    await expectMoved('/old/yaml-post/', yaml.id);
    await expectMoved('/posts/2023/yaml', yaml.id);
    await expectMoved('/posts/my-bundle/', bundle.id);
    await expectMoved('/2024/03/old-bundle/', bundle.id);
    expect((await t.app.inject({ method: 'GET', url: '/posts/toml-post/' })).statusCode).toBe(404);

    const again = await run('hugo-site');
    expect(again).toMatchObject({ created: [], updated: [], redirects: [] });
  });
});

describe('importing a WordPress export', { timeout: 30_000 }, () => {
  it('imports posts and pages with their status, taxonomy, sticky, cover and threaded approved comments', async () => {
    const dry = await run('wordpress', true);
    expect(dry).toMatchObject({
      format: 'wordpress',
      comments: { added: 3, existing: 0, guests: ['小明', '小红'] },
    });
    expect(await count('articles')).toBe(0);
    expect(await count('users')).toBe(1);
    expect(uploads()).toEqual([]);

    const report = await run('wordpress');
    expect(report.errors).toEqual([]);
    expect(report.created.sort()).toEqual(['about', 'hello-wordpress', 'wp-2', '私人笔记'].sort());
    expect(report.missingMedia).toEqual([{ file: 'hello-wordpress', media: '2023/05/beach.jpg' }]);
    expect(report.notes).toEqual(
      expect.arrayContaining([
        { file: 'deleted-post__trashed', message: '跳过：状态 trash' },
        { file: 'WordPress', message: expect.stringContaining('nav_menu_item') },
        { file: 'about', message: 'WordPress 页面：作为文章导入' },
      ]),
    );
    expect(report.ignored.find((entry) => entry.file === 'hello-wordpress')?.fields).toEqual(
      expect.arrayContaining([
        'dc:creator',
        'wp:comment_author_email',
        'wp:comment_author_IP',
        'wp:postmeta _edit_last',
      ]),
    );

    const hello = await article('hello-wordpress');
    expect(hello).toMatchObject({
      article_title: '你好，WordPress & 朋友们',
      category_name: '旅行',
      is_top: 1,
      status: 1,
      created_at: '2023-05-01T02:00:00.000Z',
      updated_at: '2023-05-03T04:00:00.000Z',
      article_description: '第一段，有粗体和链接。',
    });
    expect(hello.tags).toEqual(['日落', '日记', '海边'].sort());
    expect(hello.article_cover).toMatch(/^\/media\/uploads\/articles\/[0-9a-f]{16}\.png$/);
    expect(hello.article_content).toContain(`![日落](${hello.article_cover})`);
    expect(hello.article_content).toContain('```js\nconst a = 1 < 2;');
    expect(hello.article_content).toContain('| 青岛 | 3 |');
    expect(hello.article_content).toContain('*海滩，拍于五一*');
    expect(hello.article_content).not.toMatch(/wp:|<!--/);
    expect(await article('私人笔记')).toMatchObject({
      status: 2,
      category_name: null,
      article_description: '手写的摘要',
    });
    expect(await article('wp-2')).toMatchObject({ status: 3, created_at: '2023-07-01T01:00:00.000Z' });

    // Comments: 小明's, the owner's answer and 小红's reply to it in one thread; the held one, the
    // reply to it and the pingback are not there.
    const comments = await t.app.inject({
      method: 'POST',
      url: '/api/comment/frontGetParentComment',
      payload: { type: 1, for_id: hello.id, current: 1, size: 10 },
    });
    const body = comments.body;
    expect(body).not.toMatch(/example\.com|203\.0\.113|xiaoming|spam/);
    const [thread, ...others] = comments.json<{
      result: {
        list: {
          from_name: string;
          content: string;
          childComments: { from_name: string; to_name: string | null; content: string }[];
        }[];
      };
    }>().result.list;
    expect(others).toEqual([]);
    expect(thread).toMatchObject({ from_name: '小明', content: '照片真好看！\n在哪儿拍的？' });
    const owner = await t.db.kysely
      .selectFrom('users')
      .select('nick_name')
      .where('id', '=', author)
      .executeTakeFirstOrThrow();
    expect(thread?.childComments).toMatchObject([
      { from_name: owner.nick_name, to_name: '小明', content: '青岛的海边。' },
      { from_name: '小红', to_name: owner.nick_name, content: '我也想去 & 看看' },
    ]);
    const guests = await t.db.kysely
      .selectFrom('users')
      .select(['nick_name', 'disabled', 'ip'])
      .where('role', '=', 2)
      .execute();
    expect(guests).toEqual(
      expect.arrayContaining([
        { nick_name: '小明', disabled: 1, ip: null },
        { nick_name: '小红', disabled: 1, ip: null },
      ]),
    );

    await expectMoved('/2023/05/01/hello-wordpress/', hello.id);
    await expectMoved('/?p=1', hello.id);
    await expectMoved('/2023/06/10/%E7%A7%81%E4%BA%BA%E7%AC%94%E8%AE%B0/', (await article('私人笔记')).id);
    await expectMoved('/?page_id=4', (await article('about')).id);
    expect((await t.app.inject({ method: 'GET', url: '/?p=2' })).statusCode).toBe(404);

    const again = await run('wordpress');
    expect(again).toMatchObject({
      created: [],
      updated: [],
      comments: { added: 0, existing: 3, guests: [] },
    });
    expect(await count('comments')).toBe(3);
    expect(await count('articles')).toBe(4);
  });
});

describe('our own Markdown', { timeout: 30_000 }, () => {
  it('is told apart from Hexo and Hugo by its fields, and the fields it does not know are reported', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'blog-own-'));
    try {
      writeFileSync(path.join(dir, 'mine.md'), '---\ntitle: 我的\ncategory: 随笔\ntoc: true\n---\n正文\n');
      const report = await importBlog(t, dir, { authorId: author, dryRun: false });
      expect(report).toMatchObject({
        format: 'markdown',
        created: ['mine.md'],
        ignored: [{ file: 'mine.md', fields: ['toc'] }],
      });
      expect(await article('mine')).toMatchObject({ category_name: '随笔' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps every tag of a post with more than the editor allows, and says the editor will ask to trim them', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'blog-tags-'));
    try {
      const tags = Array.from({ length: 12 }, (_, n) => `标签${n + 1}`);
      mkdirSync(path.join(dir, '_posts'));
      writeFileSync(
        path.join(dir, '_posts', 'many.md'),
        `---\ntitle: 标签很多\ncategories: 随笔\ntags: [${tags.join(', ')}]\n---\n正文\n`,
      );
      const report = await importBlog(t, dir, { authorId: author, dryRun: false });
      expect(report.notes).toEqual([
        {
          file: '_posts/many.md',
          message: '12 个标签都已导入；在后台再保存这篇文章前需删减（最多 10 个标签）',
        },
      ]);
      expect((await article('many')).tags).toEqual([...tags].sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
