import type { AdminScanStatus } from '@blog/contract';
import { mkdir } from 'node:fs/promises';
import type { AppContext } from '../../../context';
import type { Broadcast } from '../../../lib/broadcast';
import { Lease, type LeaseStore } from '../../../lib/lease';
import { formatDateTime, nowIso } from '../../../lib/time';
import { CoverCache, coverCacheDir } from './covers';
import { recordDemoSongs } from '../../demo/record';
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
  /** A scan changed the library (the app forgets its cached reads and pages, in every process). */
  onChanged?: () => void;
  /**
   * Several app processes: the one holding the lease `music-scan` scans and watches; the others
   * pass scan requests to it and hear its status and changes (`music:*` topics of the broadcast).
   */
  cluster?: { leases: LeaseStore; broadcast: Broadcast; leaseMs?: number };
}

/** How long a process waits for the scanning process to answer a scan request. */
const REMOTE_SCAN_WAIT_MS = 30_000;

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
  private abort = new AbortController();
  private lease: Lease | undefined;
  /** Scan requests passed to the scanning process, answered by its next settled scan. */
  private readonly waiting = new Set<(report: ScanReport) => void>();
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

  /**
   * Demo (when wanted), first scan, then watching. Resolves when the first scan is done; in a
   * cluster, once this process knows whether it is the scanning one (which then scans and watches
   * for as long as it holds the lease; another takes over when it dies or stops).
   */
  start(): Promise<void> {
    const cluster = this.options.cluster;
    if (!cluster) {
      this.started ??= this.run();
      return this.started;
    }
    if (this.lease) return Promise.resolve();
    this.listen(cluster.broadcast);
    this.lease = new Lease(cluster.leases, 'music-scan', {
      ttlMs: cluster.leaseMs,
      log: this.log,
      onGained: () => {
        this.log.info('本进程负责扫描和监视曲库');
        this.abort = new AbortController();
        this.started = this.run();
      },
      onLost: () => {
        this.abort.abort();
        this.watcher?.close();
        this.watcher = undefined;
      },
    });
    return this.lease.start();
  }

  /** True when this process scans: alone, or holding the lease. */
  get scanning(): boolean {
    return !this.lease || this.lease.held;
  }

  private listen(broadcast: Broadcast): void {
    broadcast.on('music:scan', () => {
      if (this.lease?.held) void this.rescan();
    });
    broadcast.on('music:status', (body) => {
      if (this.scanning) return;
      this.progress = body.status as AdminScanStatus;
      if (this.progress.running) return;
      for (const answer of this.waiting) answer(emptyScanReport());
      this.waiting.clear();
    });
  }

  /** Another process scans: asks it to, and waits for its next settled scan (or gives up). */
  private scanElsewhere(): Promise<ScanReport> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(answer);
        resolve(emptyScanReport());
      }, REMOTE_SCAN_WAIT_MS);
      timer.unref();
      const answer = (report: ScanReport) => {
        clearTimeout(timer);
        resolve(report);
      };
      this.waiting.add(answer);
      this.options.cluster?.broadcast.publish('music:scan');
    });
  }

  /** The scanning process tells the others its status (a scan starting and settling). */
  private tellStatus(): void {
    if (!this.lease?.held) return;
    this.options.cluster?.broadcast.publish('music:status', { status: this.progress });
  }

  private async run(): Promise<void> {
    const { musicDir, demoContent } = this.ctx.config;
    try {
      await mkdir(musicDir, { recursive: true });
      if (demoContent && (await wantsDemoLibrary(musicDir))) {
        const began = Date.now();
        const files: DemoFile[] = await generateDemoLibrary(musicDir);
        // So that 清除示例内容 removes exactly these files (modules/demo).
        await recordDemoSongs(
          this.ctx.db.kysely,
          musicDir,
          files.map((file) => file.path),
        );
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
    if (!this.scanning) return this.scanElsewhere();
    return this.running ?? this.rescan();
  }

  /**
   * The folder changed: scans now, or once more after the scan in progress (which may have listed
   * the folder before the change). Never rejects; a stopped library scans no more.
   */
  rescan(): Promise<ScanReport> {
    if (!this.scanning) return this.scanElsewhere();
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
    this.tellStatus();
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
    this.tellStatus();
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
        this.options.onChanged?.();
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

  /** Stops watching, waits for a scan in progress to give up, and hands the lease on. */
  async stop(): Promise<void> {
    await this.lease?.stop();
    this.abort.abort();
    this.watcher?.close();
    await this.running;
    await this.started?.catch(() => undefined);
  }
}
