import type { DemoReport } from '@blog/contract';
import { createInterface } from 'node:readline/promises';
import type { AppContext } from '../../context';
import { MusicLibrary } from '../music/library/library';
import { clearDemoContent, previewDemo } from './service';

interface Io {
  out: (line: string) => void;
  input: NodeJS.ReadableStream & { isTTY?: boolean };
}

const partLines = (report: DemoReport) => report.parts.map((part) => `  ${part.label} ${part.count}`);
const keptLines = (report: DemoReport) =>
  report.kept.length
    ? ['保留（不会删除）：', ...report.kept.map((item) => `  ${item.label}「${item.title}」：${item.reason}`)]
    : [];

/**
 * `npm run blog -- demo clear [--yes]`: shows what would go and what stays, asks 确认清除？ on a
 * terminal (scripts pass --yes), clears, and says what went. Exit code 1 when not confirmed.
 */
export async function demoCommand(ctx: AppContext, args: string[], io: Io): Promise<number> {
  if (args[0] !== 'clear') {
    io.out('用法：npm run blog -- demo clear [--yes]');
    return 1;
  }
  const preview = await previewDemo(ctx);
  if (!preview.present) {
    io.out('没有可以清除的示例内容');
    for (const line of keptLines(preview)) io.out(line);
    return 0;
  }
  io.out('将删除以下示例内容：');
  for (const line of [...partLines(preview), ...keptLines(preview)]) io.out(line);
  if (!args.includes('--yes')) {
    if (!io.input.isTTY) {
      io.out('没有清除：不在终端里运行时请加 --yes 确认');
      return 1;
    }
    const prompt = createInterface({ input: io.input, output: process.stdout });
    const answer = await prompt.question('确认清除？(y/N) ');
    prompt.close();
    if (!/^y(es)?$/i.test(answer.trim())) {
      io.out('已取消，什么也没有删除');
      return 1;
    }
  }
  const done = await clearDemoContent(ctx, {
    // The running server's library notices the files went; this scan brings the playlists up to date now.
    afterSongs: async () => {
      if (ctx.config.musicUpstream) return;
      const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
      const library = new MusicLibrary(ctx, quiet, { watch: false });
      await library.scan();
      await library.stop();
    },
  });
  io.out('已清除：');
  for (const line of [...partLines(done), ...keptLines(done)]) io.out(line);
  return 0;
}
