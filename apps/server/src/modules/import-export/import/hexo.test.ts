import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ImportFolder } from './import-folder';
import { hexoLayout, readHexo, titleFromPath } from './hexo';

describe('titleFromPath (Hexo new_post_name)', () => {
  it.each([
    [':title.md', '2023-12-21-hello', '2023-12-21-hello'],
    [':year-:month-:day-:title.md', '2023-12-21-hello-world', 'hello-world'],
    [':year/:month/:title.md', '2023/12/hello', 'hello'],
    [':year-:i_month-:i_day-:title.markdown', '2023-3-7-春天', '春天'],
    [':hash-:title.md', '0123456789ab-short', 'short'],
  ])('reads %s: %s is titled %s', (pattern, file, title) => {
    expect(titleFromPath(file, pattern)).toBe(title);
  });

  it('keeps the whole path where it does not fit the pattern or there is none', () => {
    expect(titleFromPath('hello', ':year-:month-:day-:title.md')).toBe('hello');
    expect(titleFromPath('2023-1-2-hello', ':year-:month-:day-:title.md')).toBe('2023-1-2-hello');
    expect(titleFromPath('notes/hello', undefined)).toBe('notes/hello');
    expect(titleFromPath('notes/hello', ':year.md')).toBe('notes/hello');
  });
});

describe('readHexo', () => {
  it('keys a post and its old address by the title new_post_name reads from its file name', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'hexo-names-'));
    try {
      writeFileSync(
        path.join(site, '_config.yml'),
        'permalink: :year/:month/:day/:title/\nnew_post_name: :year-:month-:day-:title.md\n',
      );
      mkdirSync(path.join(site, 'source', '_posts'), { recursive: true });
      writeFileSync(
        path.join(site, 'source', '_posts', '2023-12-21-hello-world.md'),
        '---\ntitle: 你好\n---\n',
      );
      const { posts, rules } = readHexo(hexoLayout(site, new ImportFolder(site))!, 'Asia/Shanghai');
      expect(posts.map((post) => post.slug)).toEqual(['hello-world']);
      const fields = { data: {}, title: '你好', date: '2023-12-21T02:00:00.000Z', categoryPath: [] };
      expect(rules.oldPaths(posts[0]!, fields).paths).toEqual(['/2023/12/21/hello-world/']);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});
