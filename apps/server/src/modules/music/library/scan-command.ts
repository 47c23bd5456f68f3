import type { AppContext } from '../../../context';
import { MusicLibrary } from './library';
import type { ScanProgress } from './scanner';

interface Output {
  write(text: string): unknown;
  isTTY?: boolean;
}

/**
 * `npm run blog -- music:scan`: one scan through the same `MusicLibrary` the server scans with (not
 * started: no demo songs, no watching), with a progress line; exit code 1 when the scan or a file failed.
 */
export async function scanMusicCommand(ctx: AppContext, out: Output): Promise<number> {
  const { musicDir } = ctx.config;
  out.write(`扫描曲库：${musicDir}\n`);
  let lastShown = 0;
  const show = (progress: ScanProgress) => {
    if (progress.phase === 'listing') {
      out.write(`需要读取 ${progress.total} 个新增或改动的文件\n`);
      return;
    }
    const now = Date.now();
    const last = progress.done === progress.total;
    // On a terminal the line redraws itself; in a log, a line every few seconds.
    if (out.isTTY) {
      if (now - lastShown < 100 && !last) return;
      out.write(
        `\r读取中 ${progress.done}/${progress.total}（${Math.floor((progress.done / progress.total) * 100)}%）`,
      );
      if (last) out.write('\n');
    } else if (now - lastShown >= 2000 || last) {
      out.write(`读取中 ${progress.done}/${progress.total}\n`);
    }
    lastShown = now;
  };
  const log = {
    info: () => undefined, // the summary below says it all
    warn: () => undefined, // each unreadable file is listed below
    error: (message: string, error?: unknown) => out.write(`✗ ${message}：${String(error)}\n`),
  };
  const library = new MusicLibrary(ctx, log, { watch: false, onProgress: show });
  const report = await library.scan();
  await library.stop();
  if (library.status().phase === 'failed') return 1;
  for (const path of report.added) out.write(`+ ${path}\n`);
  for (const path of report.updated) out.write(`~ ${path}\n`);
  for (const { from, to } of report.renamed) out.write(`→ ${from} → ${to}\n`);
  for (const path of report.removed) out.write(`- ${path}\n`);
  for (const failure of report.failed) out.write(`✗ ${failure.path}：${failure.message}\n`);
  out.write(
    `完成：共 ${report.files} 首，新增 ${report.added.length}，更新 ${report.updated.length}，未变 ${report.unchanged}，` +
      `移动 ${report.renamed.length}，删除 ${report.removed.length}，无法读取 ${report.failed.length}（${(report.durationMs / 1000).toFixed(1)} 秒）\n`,
  );
  return report.failed.length ? 1 : 0;
}
