import { passwordProblem, confirmProblem } from '@blog/contract';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CliError, openBlog, type OpenOptions } from './cli/open-blog';
import { readNewPassword } from './cli/read-password';
import { ConfigError, loadConfig } from './config';
import type { AppContext } from './context';
import { disableByUsername } from './modules/totp/service';
import { findByUsername, findFirstAdmin } from './modules/user/repository';
import { setPassword } from './modules/user/service';
import { scanMusicCommand } from './modules/music/library/scan-command';

const usage = `用法：npm run blog -- <命令> [--create]

  backup <文件>     在线备份 SQLite 数据库到 <文件>（博客运行时也可以执行）
  demo clear [--yes]
                    清除示例内容（示例文章、说说、相册、留言、评论、友链、资源、示例用户和歌曲、示例站点资料），
                    保留你改动过的；先列出要删除的，在终端里确认（脚本里用 --yes）
  export <文件夹>   导出整个博客到新的或空的文件夹：文章为本站格式的 Markdown（图片在旁边），
                    评论、说说、留言、友链、相册和站点信息为 JSON；用 import 导入到另一个博客
  import <文件夹|文件> [--dry-run]
                    导入博客：export 导出的文件夹、本站格式的 Markdown、Hexo、Hugo 或 WordPress 导出的 .xml
                    （按内容识别；可重复执行，按 slug 更新；--dry-run 只报告，不写入任何东西）
  music:scan        扫描曲库文件夹（MUSIC_DIR），只读取新增或改动的文件
  passwd <账号>     为账号设置新密码（忘记密码时用），并让它在所有设备上的登录失效
  seed              迁移数据库并为空数据库写入初始内容
  totp-off <账号>   关闭该账号的两步验证（手机丢了、恢复码也找不到时用）

命令作用于 DATA_DIR（默认 ./data）里的博客，用 PostgreSQL 时是 DATABASE_URL 指向的数据库：
请用和博客相同的环境变量运行。数据库还不存在时命令会拒绝执行；确实要新建一个博客，加 --create。
`;

/** Runs `work` on the opened blog and closes it afterwards. */
async function withBlog(
  config: ReturnType<typeof loadConfig>,
  options: OpenOptions,
  work: (ctx: AppContext) => Promise<number>,
): Promise<number> {
  const ctx = await openBlog(config, options);
  try {
    return await work(ctx);
  } finally {
    await ctx.db.close();
  }
}

async function run(args: string[]): Promise<number> {
  const [command] = args;
  const [argument] = args.slice(1).filter((arg) => !arg.startsWith('--'));
  if (!command || command === 'help' || command === '--help') {
    console.log(usage);
    return command ? 0 : 1;
  }
  // Nothing is created on loading: a command run in the wrong folder must not leave a blog there.
  const config = loadConfig(process.env, { create: false });
  // `--dry-run` (import's) opens any command's database read-only: it writes nothing, whatever the command.
  const dryRun = args.includes('--dry-run');
  const open: OpenOptions = { create: args.includes('--create'), readOnly: dryRun };

  if (command === 'backup') {
    if (!argument) return fail('backup 需要目标文件，例如：npm run blog -- backup ./blog-backup.db');
    if (config.database.dialect !== 'sqlite') return fail('PostgreSQL 请使用 pg_dump 备份');
    const target = path.resolve(argument);
    if (existsSync(target)) return fail(`目标文件已存在：${target}`);
    return withBlog(config, open, async (ctx) => {
      await ctx.db.sqlite!.backup(target);
      console.log(`已备份到 ${target}`);
      return 0;
    });
  }

  if (command === 'seed') return withBlog(config, { ...open, seed: true }, () => Promise.resolve(0));

  if (command === 'export') {
    if (!argument) return fail('export 需要目标文件夹，例如：npm run blog -- export ./blog-export');
    return withBlog(config, open, async (ctx) => {
      const { exportBlog, ExportError } = await import('./modules/import-export/export/export-blog');
      const { exportReportLines } = await import('./modules/import-export/export/report-lines');
      try {
        const report = await exportBlog(ctx, path.resolve(argument));
        for (const line of exportReportLines(report)) console.log(line);
      } catch (error) {
        if (error instanceof ExportError) return fail(error.message);
        throw error;
      }
      return 0;
    });
  }

  if (command === 'import') {
    if (!argument)
      return fail('import 需要博客所在的文件夹或文件，例如：npm run blog -- import ./hexo-blog --dry-run');
    return withBlog(config, open, async (ctx) => {
      const admin = await findFirstAdmin(ctx.db.kysely);
      if (!admin) return fail('博客还没有管理员账号：请先启动一次博客（npm start）');
      const { importBlog } = await import('./modules/import-export/import/import-blog');
      const { reportLines } = await import('./modules/import-export/import/report-lines');
      const report = await importBlog(ctx, path.resolve(argument), { authorId: admin.id, dryRun });
      const { out, err } = reportLines(report);
      for (const line of err) console.error(line);
      for (const line of out) console.log(line);
      return report.errors.length ? 1 : 0;
    });
  }

  if (command === 'demo') {
    return withBlog(config, open, async (ctx) => {
      const { demoCommand } = await import('./modules/demo/command');
      return demoCommand(ctx, args.slice(1), { out: (line) => console.log(line), input: process.stdin });
    });
  }

  if (command === 'music:scan') {
    return withBlog(config, open, (ctx) => scanMusicCommand(ctx, process.stdout));
  }

  if (command === 'passwd') {
    if (!argument) return fail('passwd 需要账号，例如：npm run blog -- passwd admin');
    return withBlog(config, open, async (ctx) => {
      if (!(await findByUsername(ctx.db.kysely, argument))) return fail(`没有这个账号：${argument}`);
      const { password, confirm } = await readNewPassword();
      const problem = passwordProblem(password) ?? confirmProblem(password, confirm);
      if (problem) return fail(`${problem}，密码没有改`);
      const done = await setPassword(ctx, argument, password);
      if (!done) return fail(`没有这个账号：${argument}`);
      console.log(`已为 ${done.username} 设置新密码；它在所有设备上的登录都已失效，请用新密码重新登录`);
      return 0;
    });
  }

  if (command === 'totp-off') {
    if (!argument) return fail('totp-off 需要账号，例如：npm run blog -- totp-off admin');
    return withBlog(config, open, async (ctx) => {
      const outcome = await disableByUsername(ctx, argument);
      if (outcome === 'unknown') return fail(`没有这个账号：${argument}`);
      console.log(
        outcome === 'done'
          ? `已关闭 ${argument} 的两步验证：现在只用密码就能登录，请登录后在后台重新开启`
          : `${argument} 没有开启两步验证`,
      );
      return 0;
    });
  }

  return fail(`未知命令：${command}\n\n${usage}`);
}

function fail(message: string): number {
  console.error(message);
  return 1;
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof CliError ? error.message : error);
    process.exit(1);
  },
);
