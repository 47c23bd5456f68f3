import { existsSync } from 'node:fs';
import path from 'node:path';
import { describeSeed, prepare } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { disableByUsername } from './modules/totp/service';
import { scanMusicCommand } from './music/scan-command';

const usage = `用法：npm run blog -- <命令>

  backup <文件>     在线备份 SQLite 数据库到 <文件>（博客运行时也可以执行）
  demo clear [--yes]
                    清除示例内容（示例文章、说说、相册、留言、评论、友链、资源、示例用户和歌曲、示例站点资料），
                    保留你改动过的；先列出要删除的，在终端里确认（脚本里用 --yes）
  export <文件夹>   导出整个博客到新的或空的文件夹：文章为本站格式的 Markdown（图片在旁边），
                    评论、说说、留言、友链、相册和站点信息为 JSON；用 import 导入到另一个博客
  import <文件夹|文件> [--dry-run]
                    导入博客：export 导出的文件夹、本站格式的 Markdown、Hexo、Hugo 或 WordPress 导出的 .xml
                    （按内容识别；可重复执行，按 slug 更新；--dry-run 只报告，不写入）
  music:scan        扫描曲库文件夹（MUSIC_DIR），只读取新增或改动的文件
  seed              迁移数据库并为空数据库写入初始内容
  totp-off <账号>   关闭该账号的两步验证（手机丢了、恢复码也找不到时用）
`;

async function run(args: string[]): Promise<number> {
  const [command, argument] = args;
  if (!command || command === 'help' || command === '--help') {
    console.log(usage);
    return command ? 0 : 1;
  }
  const config = loadConfig();

  if (command === 'backup') {
    if (!argument) return fail('backup 需要目标文件，例如：npm run blog -- backup ./blog-backup.db');
    if (config.database.dialect !== 'sqlite') return fail('PostgreSQL 请使用 pg_dump 备份');
    const target = path.resolve(argument);
    if (existsSync(target)) return fail(`目标文件已存在：${target}`);
    const { ctx } = await prepare(config, { seed: false });
    try {
      await ctx.db.sqlite!.backup(target);
      console.log(`已备份到 ${target}`);
    } finally {
      await ctx.db.close();
    }
    return 0;
  }

  if (command === 'seed') {
    const { ctx, seeded } = await prepare(config);
    for (const line of describeSeed(seeded, config.adminUsername)) console.log(line);
    await ctx.db.close();
    return 0;
  }

  if (command === 'export') {
    if (!argument) return fail('export 需要目标文件夹，例如：npm run blog -- export ./blog-export');
    const { ctx } = await prepare(config, { seed: false });
    try {
      const { exportBlog, ExportError } = await import('./modules/export/export-blog');
      const { exportReportLines } = await import('./modules/export/report-lines');
      try {
        const report = await exportBlog(ctx, path.resolve(argument));
        for (const line of exportReportLines(report)) console.log(line);
      } catch (error) {
        if (error instanceof ExportError) return fail(error.message);
        throw error;
      }
      return 0;
    } finally {
      await ctx.db.close();
    }
  }

  if (command === 'import') {
    const target = args.slice(1).find((arg) => !arg.startsWith('--'));
    const dryRun = args.includes('--dry-run');
    if (!target)
      return fail('import 需要博客所在的文件夹或文件，例如：npm run blog -- import ./hexo-blog --dry-run');
    const { ctx } = await prepare(config);
    try {
      const admin = await ctx.db.kysely
        .selectFrom('users')
        .select('id')
        .where('role', '=', 1)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const { importBlog } = await import('./modules/import/import-blog');
      const { reportLines } = await import('./modules/import/report-lines');
      const report = await importBlog(ctx, path.resolve(target), { authorId: admin.id, dryRun });
      const { out, err } = reportLines(report);
      for (const line of err) console.error(line);
      for (const line of out) console.log(line);
      return report.errors.length ? 1 : 0;
    } finally {
      await ctx.db.close();
    }
  }

  if (command === 'demo') {
    const { ctx } = await prepare(config, { seed: false });
    try {
      const { demoCommand } = await import('./modules/demo/command');
      return await demoCommand(ctx, args.slice(1), {
        out: (line) => console.log(line),
        input: process.stdin,
      });
    } finally {
      await ctx.db.close();
    }
  }

  if (command === 'music:scan') {
    const { ctx } = await prepare(config, { seed: false });
    try {
      return await scanMusicCommand(ctx, process.stdout);
    } finally {
      await ctx.db.close();
    }
  }

  if (command === 'totp-off') {
    if (!argument) return fail('totp-off 需要账号，例如：npm run blog -- totp-off admin');
    const { ctx } = await prepare(config, { seed: false });
    try {
      const outcome = await disableByUsername(ctx, argument);
      if (outcome === 'unknown') return fail(`没有这个账号：${argument}`);
      console.log(
        outcome === 'done'
          ? `已关闭 ${argument} 的两步验证：现在只用密码就能登录，请登录后在后台重新开启`
          : `${argument} 没有开启两步验证`,
      );
      return 0;
    } finally {
      await ctx.db.close();
    }
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
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
