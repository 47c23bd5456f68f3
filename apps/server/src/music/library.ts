import type { AdminScanStatus } from '@blog/contract';
import { mkdir } from 'node:fs/promises';
import type { AppContext } from '../context';
import { formatDateTime, nowIso } from '../lib/time';
import { CoverCache, coverCacheDir } from './covers';
import { generateDemoLibrary, wantsDemoLibrary, type DemoFile } from './demo/generate';
import {
  emptyScanReport,
  scanLibrary,
  type ScanOptions,
  type ScanProgress,
  type ScanReport,
} from './scanner';
import { watchLibrary, type LibraryWatcher, type WatchOptions } from './watcher';

export interface LibraryLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export interface LibraryOptions {
  watch?: WatchOptions | false;
  /** Told of each step of every scan (the CLI's progress line). */
  onProgress?: (progress: ScanProgress) => void;
}

/** The status before the first scan (and, with music from an upstream server, always). */
export const idleScanStatus = (): AdminScanStatus => ({
  running: false,
  phase: 'idle',
  done: 0,
  total: 0,
  startedAt: null,
  finishedAt: null,
  report: null,
});

/**
 * The music library of a running server, and the only thing that scans it (the app holds it as
 * `app.music`): on start it writes the demo songs into an empty folder (DEMO_CONTENT), scans, then
 * rescans whenever the folder changes; the console's scans and uploads go through it too. One scan at
 * a time; changes during a scan lead to exactly one more. Nothing here ever takes the server down.
 */
export class MusicLibrary {
  readonly covers: CoverCache;
  private running: Promise<ScanReport> | undefined;
  private again = false;
  private progress = idleScanStatus();
  private watcher: LibraryWatcher | undefined;
  private readonly abort = new AbortController();
  private readonly failures: NonNullable<ScanOptions['failures']> = new Map();
  private readonly reported = new Set<string>();
  private started: Promise<void> | undefined;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: LibraryLog,
    private readonly options: LibraryOptions = {},
  ) {
    this.covers = new CoverCache(coverCacheDir(ctx.config.dataDir));
  }

  /** Demo (when wanted), first scan, then watching. Resolves when the first scan is done. */
  start(): Promise<void> {
    this.started ??= this.run();
    return this.started;
  }

  private async run(): Promise<void> {
    const { musicDir, demoContent } = this.ctx.config;
    try {
      await mkdir(musicDir, { recursive: true });
      if (demoContent && (await wantsDemoLibrary(musicDir))) {
        const began = Date.now();
        const files: DemoFile[] = await generateDemoLibrary(musicDir);
        this.log.info(
          `示例曲库已生成：${files.length} 首歌曲（${((Date.now() - began) / 1000).toFixed(1)} 秒）`,
        );
      }
    } catch (error) {
      this.log.error('生成示例曲库失败', error);
    }
    if (this.abort.signal.aborted) return;
    await this.rescan();
    if (this.abort.signal.aborted || this.options.watch === false) return;
    this.watcher = watchLibrary(musicDir, () => void this.rescan(), {
      ...this.options.watch,
      onError: (error) => this.log.warn(`无法监视曲库文件夹，改为定时扫描：${String(error)}`),
    });
  }

  /** The scan in progress, else the last one (whoever started it): what the console polls. */
  status(): AdminScanStatus {
    return { ...this.progress };
  }

  /** Joins the scan in progress, or starts one: a request to scan, not news of a change. Never rejects. */
  scan(): Promise<ScanReport> {
    return this.running ?? this.rescan();
  }

  /**
   * The folder changed: scans now, or once more after the scan in progress (which may have listed
   * the folder before the change). Never rejects; a stopped library scans no more.
   */
  rescan(): Promise<ScanReport> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    if (this.abort.signal.aborted) return Promise.resolve(emptyScanReport());
    this.running = this.scanUntilSettled().finally(() => (this.running = undefined));
    return this.running;
  }

  /** Scans until no change came in meanwhile; the status runs from the first start to the last end. */
  private async scanUntilSettled(): Promise<ScanReport> {
    const now = () => formatDateTime(nowIso(), this.ctx.config.timeZone);
    this.progress = { ...this.progress, running: true, startedAt: now(), finishedAt: null };
    let report: ScanReport | undefined;
    do {
      this.again = false;
      this.progress = { ...this.progress, phase: 'listing', done: 0, total: 0 };
      report = await this.scanOnce();
    } while (this.again && !this.abort.signal.aborted);
    this.progress = report
      ? {
          ...this.progress,
          running: false,
          phase: 'done',
          finishedAt: now(),
          report: {
            files: report.files,
            added: report.added.length,
            updated: report.updated.length,
            removed: report.removed.length,
            failed: report.failed,
          },
        }
      : { ...this.progress, running: false, phase: 'failed', finishedAt: now() };
    return report ?? emptyScanReport();
  }

  /** One scan; undefined when it failed (logged here). */
  private async scanOnce(): Promise<ScanReport | undefined> {
    try {
      const report = await scanLibrary(
        { db: this.ctx.db, musicDir: this.ctx.config.musicDir, covers: this.covers },
        {
          signal: this.abort.signal,
          failures: this.failures,
          onProgress: (progress) => {
            this.progress = { ...this.progress, ...progress };
            this.options.onProgress?.(progress);
          },
        },
      );
      const changed =
        report.added.length + report.updated.length + report.removed.length + report.renamed.length;
      if (changed) {
        this.log.info(
          `曲库已更新：新增 ${report.added.length}，更新 ${report.updated.length}，移动 ${report.renamed.length}，删除 ${report.removed.length}（共 ${report.files} 首，${report.durationMs} 毫秒）`,
        );
      }
      const fresh = report.failed.filter((failure) => !this.reported.has(failure.path));
      for (const failure of fresh) {
        this.reported.add(failure.path);
        this.log.warn(`无法读取的音乐文件已跳过：${failure.path}（${failure.message}）`);
      }
      return report;
    } catch (error) {
      if (!this.abort.signal.aborted) this.log.error('扫描曲库失败', error);
      return undefined;
    }
  }

  /** Stops watching and waits for a scan in progress to give up. */
  async stop(): Promise<void> {
    this.abort.abort();
    this.watcher?.close();
    await this.running;
    await this.started?.catch(() => undefined);
  }
}
