import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PrivateFileError, storeLocalFile } from '../../../lib/media';
import { useTestContext } from '../../../test/context';
import { createUser } from '../../../test/fixtures';
import { reportLines } from './report-lines';
import { importBlog } from './import-blog';

// A crafted blog must not be able to copy a file from outside its folder into the public uploads: the
// red team's `../../../../DATA_DIR/secret` published the signing secret this way (#35 item 0).

const t = useTestContext();
const SECRET = 'the-signing-secret-0123456789abcdefghijklmnopqrstuvwxyz';
let author: number;
let root: string;
/** Where the import must never read from: the stand-in for DATA_DIR/private/secret and any file. */
let outside: string;

beforeEach(async () => {
  author = await createUser(t, { role: 1, username: 'admin' });
  root = mkdtempSync(path.join(os.tmpdir(), 'import-outside-'));
  outside = path.join(root, 'outside');
  mkdirSync(outside);
  writeFileSync(path.join(outside, 'secret.png'), SECRET);
  writeFileSync(path.join(outside, 'private.md'), `---\ntitle: 私密\n---\n${SECRET}\n`);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Writes `files` (path → content, or `{ link }` for a symlink) below a new folder of `root`. */
function folder(name: string, files: Record<string, string | { link: string }>): string {
  const dir = path.join(root, name);
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    if (typeof content === 'string') writeFileSync(target, content);
    else symlinkSync(content.link, target);
  }
  return dir;
}

/** Every uploaded file's bytes, and every article's text: the secret must be in none of them. */
async function expectNothingLeaked() {
  const uploads = path.join(t.config.dataDir, 'uploads');
  const files = existsSync(uploads)
    ? readdirSync(uploads, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    : [];
  for (const entry of files)
    expect(readFileSync(path.join(entry.parentPath, entry.name), 'utf8')).not.toContain(SECRET);
  const articles = await t.db.kysely
    .selectFrom('articles')
    .select(['article_content', 'article_cover'])
    .execute();
  for (const article of articles) expect(JSON.stringify(article)).not.toContain(SECRET);
}

const good = '---\ntitle: 正常的文章\ndate: 2024-01-02 10:00:00\ntags: [a]\n---\n正文\n';

describe('an import reads nothing outside the folder it was given', { timeout: 30_000 }, () => {
  it('Hexo: `../` pictures and covers, symlinked pictures, posts and config are refused and reported', async () => {
    const site = folder('hexo', {
      '_config.yml': 'title: x\npermalink: :year/:month/:title/\n',
      'source/_posts/good.md': good,
      'source/_posts/up.md':
        '---\ntitle: 往上\ndate: 2024-01-03\ncategories: [a]\ncover: ../../../outside/secret.png\n---\n' +
        '![a](../../../outside/secret.png)\n![b](/images/../../../outside/secret.png)\n![c](/images/link.png)\n',
      'source/images/link.png': { link: path.join(outside, 'secret.png') },
      'source/_posts/linked.md': { link: path.join(outside, 'private.md') },
    });
    const report = await importBlog(t, site, { authorId: author, dryRun: false });
    expect(report.format).toBe('hexo');
    expect(report.created.sort()).toEqual(['_posts/good.md', '_posts/up.md']);
    expect(report.errors).toEqual([]);
    expect(report.outside.sort()).toEqual(
      ['../outside/secret.png', 'source/_posts/linked.md', 'source/images/link.png'].sort(),
    );
    expect(reportLines(report).out.join('\n')).toContain('导入的文件夹之外的路径（未读取');
    await expectNothingLeaked();
  });

  it('Hugo: a bundle picture leading out, and a static folder that is a link out', async () => {
    const site = folder('hugo', {
      'hugo.toml': 'baseURL = "https://old.example/"\n',
      'content/posts/good.md': good,
      'content/posts/bundle/index.md':
        '---\ntitle: 包\ndate: 2024-01-03\n---\n![x](../../../../outside/secret.png)\n',
      'content/posts/static.md': '---\ntitle: 静态\ndate: 2024-01-04\n---\n![x](/secret.png)\n',
      static: { link: outside },
    });
    const report = await importBlog(t, site, { authorId: author, dryRun: false });
    expect(report.format).toBe('hugo');
    expect(report.created).toHaveLength(3);
    expect(report.outside).toContain('../outside/secret.png');
    expect(report.outside).toContain('static/secret.png');
    await expectNothingLeaked();
  });

  it('WordPress: an upload path with `../` and an upload that is a link out', async () => {
    const wxr = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>x</title>
<item><title>往上</title><wp:post_id>1</wp:post_id><wp:post_name>up</wp:post_name><wp:status>publish</wp:status>
<wp:post_type>post</wp:post_type><wp:post_date_gmt>2024-01-02 10:00:00</wp:post_date_gmt>
<content:encoded><![CDATA[<p>a <img src="https://old.example/wp-content/uploads/../outside/secret.png"> b
<img src="https://old.example/wp-content/uploads/2023/05/link.png"></p>]]></content:encoded></item>
</channel></rss>`;
    const dir = folder('wp', {
      'export.xml': wxr,
      'uploads/2023/05/link.png': { link: path.join(outside, 'secret.png') },
    });
    const report = await importBlog(t, dir, { authorId: author, dryRun: false });
    expect(report.format).toBe('wordpress');
    expect(report.created).toEqual(['up']);
    expect(report.outside.sort()).toEqual(['../outside/secret.png', 'uploads/2023/05/link.png']);
    await expectNothingLeaked();
  });

  it('our own export: a cover leading out, a media file and a post that are links out', async () => {
    const dir = folder('export', {
      'blog-export.json': JSON.stringify({ format: 'blog-export', version: 1 }),
      'posts/good.md': good,
      'posts/up.md':
        '---\ntitle: 往上\ndate: 2024-01-03 10:00:00\ncover: ../../outside/secret.png\n---\n![x](../media/link.png)\n',
      'posts/linked.md': { link: path.join(outside, 'private.md') },
      'media/link.png': { link: path.join(outside, 'secret.png') },
    });
    const report = await importBlog(t, dir, { authorId: author, dryRun: false });
    expect(report.format).toBe('export');
    expect(report.errors).toEqual([]);
    expect(report.created.sort()).toEqual(['good.md', 'up.md']);
    expect(report.outside.sort()).toEqual(['../outside/secret.png', 'media/link.png', 'posts/linked.md']);
    await expectNothingLeaked();
  });

  it('a dry run reports the same and copies nothing at all', async () => {
    const site = folder('hexo', {
      'source/_posts/up.md': '---\ntitle: 往上\ncategories: [a]\n---\n![a](../../../outside/secret.png)\n',
    });
    const report = await importBlog(t, site, { authorId: author, dryRun: true });
    expect(report.outside).toEqual(['../outside/secret.png']);
    expect(existsSync(path.join(t.config.dataDir, 'uploads', 'articles'))).toBe(false);
  });
});

describe('storeLocalFile', () => {
  it('never copies a file of the data folder that is not an upload, even through a link', () => {
    const dataDir = t.config.dataDir;
    mkdirSync(path.join(dataDir, 'private'), { recursive: true });
    writeFileSync(path.join(dataDir, 'private', 'secret'), SECRET);
    const link = path.join(root, 'innocent.png');
    symlinkSync(path.join(dataDir, 'private', 'secret'), link);
    expect(() => storeLocalFile(link, dataDir, 'articles')).toThrow(PrivateFileError);
    expect(() => storeLocalFile(path.join(dataDir, 'private', 'secret'), dataDir, 'articles')).toThrow(
      PrivateFileError,
    );
    expect(storeLocalFile(path.join(outside, 'secret.png'), dataDir, 'articles')).toMatch(
      /^\/media\/uploads\/articles\/[0-9a-f]{16}\.png$/,
    );
  });
});
