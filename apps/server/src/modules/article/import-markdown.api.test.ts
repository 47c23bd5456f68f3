import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/context';
import { createUser } from '../../test/fixtures';
import { importMarkdownDirectory } from './import-markdown';

const t = useTestContext();
let dir: string;
let author: number;

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function write(name: string, frontMatter: string, body = '## 小节\n\n正文内容。\n') {
  writeFileSync(path.join(dir, name), `---\n${frontMatter.trim()}\n---\n\n${body}`);
}

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'blog-import-'));
  author = await createUser(t, { role: 1 });
});
afterEach(async () => {
  rmSync(dir, { recursive: true, force: true });
});

const articles = () => t.db.kysely.selectFrom('articles').selectAll().orderBy('id').execute();

describe('importMarkdownDirectory', () => {
  it('creates articles with category, tags, dates in the site time zone, pin and status', async () => {
    write(
      'hello-world.md',
      `
title: 你好，世界
date: 2025-03-14 20:30:00
category: 随笔
tags: [生活, 杂谈]
description: 第一篇
top: true
`,
    );
    write('draft-one.md', 'title: 草稿\ndate: 2025-01-01\nstatus: draft\ntags: 生活，草稿');

    const report = await importMarkdownDirectory(t, dir, author);
    expect(report).toEqual({
      created: ['draft-one.md', 'hello-world.md'],
      updated: [],
      skipped: [],
      errors: [],
    });

    const [draft, hello] = await articles();
    expect(hello).toMatchObject({
      article_title: '你好，世界',
      slug: 'hello-world',
      is_top: 1,
      status: 1,
      type: 1,
      article_description: '第一篇',
      created_at: '2025-03-14T12:30:00.000Z',
    });
    expect(hello?.article_content).toContain('## 小节');
    expect(draft).toMatchObject({ status: 3, is_top: 2, created_at: '2024-12-31T16:00:00.000Z' });

    const tags = await t.db.kysely.selectFrom('tags').select('tag_name').orderBy('tag_name').execute();
    expect(tags.map((tag) => tag.tag_name).sort()).toEqual(['杂谈', '生活', '草稿'].sort());
    const categories = await t.db.kysely.selectFrom('categories').select('category_name').execute();
    expect(categories).toEqual([{ category_name: '随笔' }]);
  });

  it('reads instants with their offset, slugs in any script and the old addresses to redirect', async () => {
    write(
      'moved.md',
      `
title: 搬家
slug: 你好-世界
date: '2025-03-14T12:30:00.123Z'
updated: '2025-03-15T08:00:00+08:00'
redirects: [/2025/03/14/hello/, /?p=12]
`,
    );
    write('upper.md', 'title: 大写\nslug: Hello');
    const report = await importMarkdownDirectory(t, dir, author);
    expect(report.created).toEqual(['moved.md']);
    expect(report.errors).toEqual([
      { file: 'upper.md', message: 'upper.md: 字段 slug：只能包含小写字母、数字、连字符和下划线' },
    ]);
    const [moved] = await articles();
    expect(moved).toMatchObject({
      slug: '你好-世界',
      created_at: '2025-03-14T12:30:00.123Z',
      updated_at: '2025-03-15T00:00:00.000Z',
    });
    for (const url of ['/2025/03/14/hello', '/?p=12']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location).toBe(`/article?id=${moved!.id}`);
    }
  });

  it('is idempotent: a second run skips unchanged files and updates changed ones in place', async () => {
    write('a.md', 'title: 甲\ndate: 2025-01-01\ntags: [x]');
    write('b.md', 'title: 乙\ndate: 2025-01-02\ntags: [y]');
    await importMarkdownDirectory(t, dir, author);

    write('b.md', 'title: 乙（修订）\ndate: 2025-01-02\ntags: [y, z]');
    const report = await importMarkdownDirectory(t, dir, author);
    expect(report).toMatchObject({ created: [], updated: ['b.md'], skipped: ['a.md'], errors: [] });

    const rows = await articles();
    expect(rows).toHaveLength(2);
    expect(rows[1]?.article_title).toBe('乙（修订）');
    const tagCount = await t.db.kysely
      .selectFrom('article_tags')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('article_id', '=', rows[1]!.id)
      .executeTakeFirstOrThrow();
    expect(Number(tagCount.n)).toBe(2);
  });

  it('copies relative images into uploads and rewrites their links, leaving code blocks alone', async () => {
    mkdirSync(path.join(dir, 'img'));
    writeFileSync(path.join(dir, 'img', 'pic.png'), PNG_1PX);
    write(
      'pics.md',
      'title: 图片\ncover: img/pic.png',
      '![示意图](img/pic.png)\n\n```md\n![例子](not/here.png)\n```\n\n![远程](https://example.com/a.png)\n',
    );
    const report = await importMarkdownDirectory(t, dir, author);
    expect(report.errors).toEqual([]);
    const [row] = await articles();
    expect(row?.article_cover).toMatch(/^\/media\/uploads\/articles\/[0-9a-f]{16}\.png$/);
    expect(row?.article_content).toContain(`![示意图](${row?.article_cover})`);
    expect(row?.article_content).toContain('![例子](not/here.png)');
    expect(row?.article_content).toContain('![远程](https://example.com/a.png)');
    expect(existsSync(path.join(t.config.dataDir, row!.article_cover!.replace('/media/', '')))).toBe(true);
  });

  it('reports bad files by name and field, and imports the good ones', async () => {
    write('good.md', 'title: 好文章');
    write('no-title.md', 'date: 2025-01-01');
    write('bad-date.md', 'title: 日期错\ndate: 昨天');
    write('bad-yaml.md', 'title: [未闭合');
    write('missing-image.md', 'title: 缺图\ncover: nowhere.png');
    write('repost.md', 'title: 转载\ntype: repost');

    const report = await importMarkdownDirectory(t, dir, author);
    expect(report.created).toEqual(['good.md']);
    const messages = Object.fromEntries(report.errors.map((e) => [e.file, e.message]));
    expect(messages['no-title.md']).toMatch(/^no-title\.md: 字段 title/);
    expect(messages['bad-date.md']).toMatch(/^bad-date\.md: 字段 date/);
    expect(messages['bad-yaml.md']).toMatch(/^bad-yaml\.md: front matter 不是合法的 YAML/);
    expect(messages['missing-image.md']).toMatch(/cover 图片不存在：nowhere\.png/);
    expect(messages['repost.md']).toMatch(/origin_url/);
    expect(await articles()).toHaveLength(1);
  });

  it('refuses a path that is not a folder', async () => {
    await expect(importMarkdownDirectory(t, path.join(dir, 'missing'), author)).rejects.toThrow(/不是文件夹/);
  });
});
