import { mkdir } from 'node:fs/promises';
import type { AppContext } from '../context';
import { CoverCache, coverCacheDir } from './covers';
import { generateDemoLibrary, wantsDemoLibrary, type DemoFile } from './demo/generate';
import { scanLibrary, type ScanOptions, type ScanReport } from './scanner';
import { watchLibrary, type LibraryWatcher, type WatchOptions } from './watcher';

export interface LibraryLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export interface LibraryOptions {
  watch?: WatchOptions | false;
}

/**
 * The music library of a running server: on start it writes the demo songs into an empty folder
 * (DEMO_CONTENT), scans, then rescans whenever the folder changes. One scan at a time; changes during a
 * scan lead to exactly one more. Nothing here ever takes the server down.
 */
export class MusicLibrary {
  readonly covers: CoverCache;
  private running: Promise<ScanReport> | undefined;
  private again = false;
  private watcher: LibraryWatcher | undefined;
  private readonly abort = new AbortController();
  private readonly failures: NonNullable<ScanOptions['failures']> = new Map();
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

  /** Scans now, or once more after the scan in progress. Never rejects. */
  rescan(): Promise<ScanReport> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const scan = async (): Promise<ScanReport> => {
      let report: ScanReport;
      do {
        this.again = false;
        report = await this.scanOnce();
      } while (this.again && !this.abort.signal.aborted);
      return report;
    };
    this.running = scan().finally(() => (this.running = undefined));
    return this.running;
  }

  private async scanOnce(): Promise<ScanReport> {
    try {
      const report = await scanLibrary(
        { db: this.ctx.db, musicDir: this.ctx.config.musicDir, covers: this.covers },
        { signal: this.abort.signal, failures: this.failures },
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
      return {
        files: 0,
        added: [],
        updated: [],
        unchanged: 0,
        removed: [],
        renamed: [],
        failed: [],
        durationMs: 0,
      };
    }
  }

  private readonly reported = new Set<string>();

  /** Stops watching and waits for a scan in progress to give up. */
  async stop(): Promise<void> {
    this.abort.abort();
    this.watcher?.close();
    await this.running;
    await this.started?.catch(() => undefined);
  }
}
