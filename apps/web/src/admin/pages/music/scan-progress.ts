import type { AdminScanStatus } from '@blog/contract';

/** How a rescan's state reads on the page: a progress bar and a sentence under it. */
export interface ScanView {
  percent: number;
  status: 'active' | 'success' | 'exception' | 'normal';
  text: string;
}

/** Turns `GET music/scan` into what the progress bar shows. */
export function scanView(scan: AdminScanStatus): ScanView {
  const percent = scan.total > 0 ? Math.min(100, Math.floor((scan.done / scan.total) * 100)) : 0;
  if (scan.running) {
    if (scan.phase === 'listing' || scan.total === 0)
      return { percent: 0, status: 'active', text: '正在列出音乐文件夹里的文件…' };
    return { percent, status: 'active', text: `正在读取变动的文件：${scan.done} / ${scan.total}` };
  }
  if (scan.phase === 'failed')
    return { percent, status: 'exception', text: `扫描失败（${scan.finishedAt ?? ''}），请查看服务器日志` };
  if (scan.phase === 'done' && scan.report) {
    const { files, added, updated, removed, failed } = scan.report;
    const parts = [`共 ${files} 个文件`, `新增 ${added}`, `更新 ${updated}`, `移除 ${removed}`];
    if (failed.length) parts.push(`${failed.length} 个无法读取`);
    return {
      percent: 100,
      status: failed.length ? 'exception' : 'success',
      text: `扫描完成（${scan.finishedAt ?? ''}）：${parts.join('，')}`,
    };
  }
  return {
    percent: 0,
    status: 'normal',
    text: '服务器启动后还没有扫描过曲库；文件夹有变动时服务器会自动扫描。',
  };
}

/** The failure, if any, the last scan reported for one file of the library. */
export function failureOf(scan: AdminScanStatus | undefined, path: string): string | null {
  return scan?.report?.failed.find((failure) => failure.path === path)?.message ?? null;
}
