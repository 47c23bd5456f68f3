import SQLite from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeSong } from './modules/music/library/test-fixtures';
import { serverBuild } from './test/builds.setup';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'blog-cli-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the CLI (as `npm run blog` does, from the server's build) on `DATA_DIR` (the test's folder unless `env` says otherwise), typing `input` into it. */
function run(args: string[], options: { env?: Record<string, string | undefined>; input?: string } = {}) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    DEMO_CONTENT: '0',
    ADMIN_PASSWORD: 'cli-password',
    DATABASE_URL: '',
    ...options.env,
  };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  const result = spawnSync(process.execPath, [serverBuild.cli, ...args], {
    env,
    input: options.input ?? '',
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout, out: result.stdout + result.stderr };
}

const blog = (...args: string[]) => run(args);

/** Every file and folder under `folder` with its size and modification time, for before/after comparisons. */
function listing(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((name) => {
      const stat = statSync(path.join(folder, name));
      return stat.isDirectory() ? `${name}/` : `${name} ${stat.size} ${stat.mtimeMs}`;
    });
}

describe('npm run blog', () => {
  it('imports a folder of Markdown, then reports unchanged files as skipped', { timeout: 60_000 }, () => {
    const posts = path.join(dataDir, 'posts');
    spawnSync('mkdir', ['-p', posts]);
    writeFileSync(path.join(posts, 'hello.md'), '---\ntitle: 你好\ntags: [a]\n---\n正文\n');
    writeFileSync(path.join(posts, 'broken.md'), '---\ndate: 2025-01-01\n---\n没有标题\n');

    const first = blog('import', posts, '--create');
    expect(first.code).toBe(1);
    expect(first.out).toContain('+ 新建 hello.md');
    expect(first.out).toMatch(/✗ broken\.md: 字段 title/);
    expect(first.out).toContain('完成：新建 1，更新 0，跳过 0，失败 1');

    const second = blog('import', posts);
    expect(second.out).toContain('= 跳过 hello.md（未改变）');
  });

  it('imports a Hexo site after a dry run that only says what it would do', { timeout: 60_000 }, () => {
    const site = path.join(import.meta.dirname, 'modules/import-export/import/fixtures/hexo-site');
    expect(blog('seed', '--create').code).toBe(0);
    const dry = blog('import', site, '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.out).toContain('识别为 Hexo（试运行：不写入数据库和媒体文件）');
    expect(dry.out).toContain('+ 将新建 _posts/hello-world.md');
    expect(dry.out).toContain('将新建分类：前端、后端');
    expect(dry.out).toContain('→ 将跳转 /2023/12/21/hello-world → 你好，世界');
    expect(dry.out).toMatch(/! abbrlink（_posts\/hello-world\.md）/);
    expect(dry.out).toContain('? missing.png（_posts/post-0030.md）');
    expect(dry.out).toContain('试运行完成，将新建 4，更新 0，跳过 0，失败 0');
    expect(existsSync(path.join(dataDir, 'uploads', 'articles'))).toBe(false);

    const real = blog('import', site);
    expect(real.out).toContain('完成：新建 4，更新 0，跳过 0，失败 0');
    expect(blog('import', site, '--dry-run').out).toContain('试运行完成，将新建 0，更新 0，跳过 4，失败 0');
  });

  it(
    'exports the blog into a new folder, listing what it wrote, and refuses a folder that is not empty',
    { timeout: 60_000 },
    () => {
      const posts = path.join(dataDir, 'posts');
      mkdirSync(posts);
      writeFileSync(path.join(posts, 'hello.md'), '---\ntitle: 你好\ntags: [a]\n---\n正文\n');
      expect(blog('import', posts, '--create').code).toBe(0);

      const target = path.join(dataDir, 'export');
      const done = blog('export', target);
      expect(done.code).toBe(0);
      expect(done.out).toContain(`已导出到 ${target}`);
      expect(done.out).toContain('  文章 1 篇（图片 0 张，在 posts/ 下各篇的文件夹里）');
      expect(done.out).toContain('  评论 0 条');
      expect(done.out).toContain('  相册 0 个，照片 0 张');
      expect(done.out).toContain('未导出：账号的密码和登录凭据、回收站里的文章、浏览量和点赞数');
      expect(readFileSync(path.join(target, 'posts', 'hello.md'), 'utf8')).toMatch(/^title: 你好$/m);

      const refused = blog('export', target);
      expect(refused.code).toBe(1);
      expect(refused.out).toContain(`目标文件夹不是空的：${target}（导出只写入新的或空的文件夹）`);

      const back = blog('import', target);
      expect(back.code).toBe(0);
      expect(back.out).toContain('识别为 本博客的导出（npm run blog -- export）');
      expect(back.out).toContain('= 跳过 hello.md（未改变）');
      expect(back.out).toContain('站点信息：未改变');
    },
  );

  it('backs up the database online into a new file and refuses to overwrite one', { timeout: 60_000 }, () => {
    expect(blog('seed', '--create').code).toBe(0);
    const target = path.join(dataDir, 'backup.db');
    const backup = blog('backup', target);
    expect(backup.code).toBe(0);
    expect(existsSync(target)).toBe(true);
    const copy = new SQLite(target, { readonly: true });
    const admin = copy.prepare('SELECT username, role FROM users').get();
    copy.close();
    expect(admin).toEqual({ username: 'admin', role: 1 });

    const again = blog('backup', target);
    expect(again.code).toBe(1);
    expect(again.out).toContain('目标文件已存在');
  });

  it('turns two-step login off for an account whose phone is lost (totp-off)', { timeout: 60_000 }, () => {
    expect(blog('seed', '--create').code).toBe(0);
    const file = path.join(dataDir, 'blog.db');
    const db = new SQLite(file);
    const admin = db.prepare('SELECT id FROM users WHERE username = ?').get('admin') as { id: number };
    db.prepare('UPDATE users SET totp_secret = ?, totp_enabled_at = ?, totp_last_step = 1 WHERE id = ?').run(
      'JBSWY3DPEHPK3PXP',
      '2026-01-01T00:00:00.000Z',
      admin.id,
    );
    db.prepare('INSERT INTO totp_recovery_codes (user_id, code_hash, created_at) VALUES (?, ?, ?)').run(
      admin.id,
      'a'.repeat(64),
      '2026-01-01T00:00:00.000Z',
    );
    db.close();

    const off = blog('totp-off', 'ADMIN');
    expect(off.code).toBe(0);
    expect(off.out).toContain('已关闭 ADMIN 的两步验证');
    const after = new SQLite(file, { readonly: true });
    expect(
      after
        .prepare('SELECT totp_secret, totp_enabled_at, totp_last_step FROM users WHERE id = ?')
        .get(admin.id),
    ).toEqual({ totp_secret: null, totp_enabled_at: null, totp_last_step: null });
    expect(after.prepare('SELECT count(*) AS n FROM totp_recovery_codes').get()).toEqual({ n: 0 });
    after.close();

    expect(blog('totp-off', 'admin').out).toContain('admin 没有开启两步验证');
    const unknown = blog('totp-off', 'nobody99');
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain('没有这个账号：nobody99');
  });

  it('clears the demo after showing it, only when confirmed (demo clear)', { timeout: 90_000 }, () => {
    // Without DEMO_CONTENT the seed still writes the resources, the page banners and the cat avatar.
    expect(blog('seed', '--create').code).toBe(0);
    const asked = blog('demo', 'clear');
    expect(asked.code).toBe(1);
    expect(asked.out).toContain('将删除以下示例内容：');
    expect(asked.out).toMatch(/资源网站 \d+/);
    expect(asked.out).toContain('没有清除：不在终端里运行时请加 --yes 确认');

    const cleared = blog('demo', 'clear', '--yes');
    expect(cleared.code).toBe(0);
    expect(cleared.out).toMatch(/已清除：\n {2}资源分类 \d+/);
    const db = new SQLite(path.join(dataDir, 'blog.db'), { readonly: true });
    try {
      expect(db.prepare('SELECT count(*) AS n FROM resource_sites').get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  });

  it('explains its commands', { timeout: 30_000 }, () => {
    const unknown = blog('frobnicate');
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain('未知命令：frobnicate');
    expect(unknown.out).toContain('backup <文件>');
  });
});

describe('npm run blog: which blog a command works on', () => {
  it(
    'says which database and data folder it opened, and refuses one that does not exist without --create',
    { timeout: 60_000 },
    () => {
      const elsewhere = path.join(dataDir, 'not-a-blog');
      for (const args of [['passwd', 'admin'], ['seed']]) {
        const refused = run(args, { env: { DATA_DIR: elsewhere } });
        expect(refused.code).toBe(1);
        expect(refused.stdout.split('\n')[0]).toBe(
          `数据库：SQLite ${path.join(elsewhere, 'blog.db')}，数据文件夹：${elsewhere}`,
        );
        expect(refused.out).toContain(
          `没有找到博客的数据库：数据库文件 ${path.join(elsewhere, 'blog.db')} 不存在`,
        );
        expect(refused.out).toContain('DATA_DIR');
        expect(refused.out).toContain('--create');
      }
      expect(existsSync(elsewhere)).toBe(false);

      // --create makes the blog, and shows the password of the owner it created.
      const created = run(['seed', '--create'], { env: { DATA_DIR: elsewhere, ADMIN_PASSWORD: undefined } });
      expect(created.code).toBe(0);
      expect(created.stdout.split('\n')[0]).toContain(`数据文件夹：${elsewhere}`);
      expect(created.out).toMatch(/用户名：admin\n\s+密码：\s+\S{8,}/);
      expect(existsSync(path.join(elsewhere, 'blog.db'))).toBe(true);
      // Once it exists, no --create is needed, and an existing blog is not seeded again.
      const again = run(['seed'], { env: { DATA_DIR: elsewhere, ADMIN_PASSWORD: undefined } });
      expect(again.code).toBe(0);
      expect(again.out).not.toContain('密码');
    },
  );

  it('writes nothing at all on --dry-run', { timeout: 60_000 }, () => {
    const posts = path.join(dataDir, 'posts');
    mkdirSync(posts);
    writeFileSync(path.join(posts, 'hello.md'), '---\ntitle: 你好\n---\n正文\n');
    const blogDir = path.join(dataDir, 'blog');
    const env = { DATA_DIR: blogDir };
    expect(run(['seed', '--create'], { env }).code).toBe(0);
    const before = listing(blogDir);
    const dry = run(['import', posts, '--dry-run'], { env });
    expect(dry.code).toBe(0);
    expect(dry.out).toContain('试运行完成，将新建 1');
    expect(listing(blogDir)).toEqual(before);
    // Without a blog, a dry run is refused (--create does not apply) and makes nothing.
    const none = path.join(dataDir, 'none');
    const refused = run(['import', posts, '--dry-run', '--create'], { env: { DATA_DIR: none } });
    expect(refused.code).toBe(1);
    expect(existsSync(none)).toBe(false);
  });

  it('refuses a new password that breaks the rules, or for an unknown account', { timeout: 60_000 }, () => {
    expect(blog('seed', '--create').code).toBe(0);
    const weak = run(['passwd', 'admin'], { input: 'abcdefg\n' });
    expect(weak.code).toBe(1);
    expect(weak.out).toContain('密码格式应为6-18位数字、字母、符号的任意两种组合，密码没有改');
    const unknown = run(['passwd', 'nobody99'], { input: 'good-pass-1\n' });
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain('没有这个账号：nobody99');
  });
});

describe('npm run blog -- music:scan', () => {
  it(
    'scans the music folder through the library, listing what it added and what it could not read',
    {
      timeout: 60_000,
    },
    () => {
      const musicDir = path.join(dataDir, 'music');
      writeSong(musicDir, '晴天/第一首.mp3', { tags: { title: '第一首', artist: '歌手甲' } });
      writeSong(musicDir, '晴天/第二首.mp3', { tags: { title: '第二首', artist: '歌手甲' } });
      writeFileSync(path.join(musicDir, '坏文件.mp3'), 'not audio');

      const first = blog('music:scan', '--create');
      expect(first.out).toContain(`扫描曲库：${musicDir}`);
      expect(first.out).toContain('+ 晴天/第一首.mp3');
      expect(first.out).toContain('+ 晴天/第二首.mp3');
      expect(first.out).toMatch(/✗ 坏文件\.mp3：/);
      expect(first.out).toMatch(/完成：共 3 首，新增 2，更新 0，未变 0，移动 0，删除 0，无法读取 1/);
      expect(first.code).toBe(1);

      rmSync(path.join(musicDir, '坏文件.mp3'));
      const again = blog('music:scan');
      expect(again.out).toMatch(/完成：共 2 首，新增 0，更新 0，未变 2，移动 0，删除 0，无法读取 0/);
      expect(again.code).toBe(0);
      const db = new SQLite(path.join(dataDir, 'blog.db'), { readonly: true });
      try {
        expect(db.prepare('SELECT title FROM songs ORDER BY title').pluck().all()).toEqual([
          '第一首',
          '第二首',
        ]);
      } finally {
        db.close();
      }
    },
  );
});
