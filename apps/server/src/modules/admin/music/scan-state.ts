import type { AdminScanStatus } from '@blog/contract';
import type { AppContext } from '../../../context';
import { formatDateTime, nowIso } from '../../../lib/time';
import { CoverCache, coverCacheDir } from '../../../music/covers';
import { scanLibrary, type ScanReport } from '../../../music/scanner';

/**
 * Rescans started from the console, one at a time per server, with their progress for the console
 * to poll. (The running server's watcher also rescans on file changes; both write the same rows by
 * song id, so they never disagree.)
 */
interface ScanState {
  status: AdminScanStatus;
  running?: Promise<ScanReport>;
}

const states = new WeakMap<AppContext, ScanState>();

function stateOf(ctx: AppContext): ScanState {
  let state = states.get(ctx);
  if (!state) {
    state = {
      status: {
        running: false,
        phase: 'idle',
        done: 0,
        total: 0,
        startedAt: null,
        finishedAt: null,
        report: null,
      },
    };
    states.set(ctx, state);
  }
  return state;
}

export const scanStatus = (ctx: AppContext): AdminScanStatus => ({ ...stateOf(ctx).status });

/** Starts a rescan, or joins the one in progress. */
export function startScan(ctx: AppContext): Promise<ScanReport> {
  const state = stateOf(ctx);
  if (state.running) return state.running;
  const tz = ctx.config.timeZone;
  state.status = {
    ...state.status,
    running: true,
    phase: 'listing',
    done: 0,
    total: 0,
    startedAt: formatDateTime(nowIso(), tz),
    finishedAt: null,
  };
  const { db, config } = ctx;
  state.running = scanLibrary(
    { db, musicDir: config.musicDir, covers: new CoverCache(coverCacheDir(config.dataDir)) },
    { onProgress: (progress) => (state.status = { ...state.status, ...progress }) },
  )
    .then((report) => {
      state.status = {
        ...state.status,
        running: false,
        phase: 'done',
        finishedAt: formatDateTime(nowIso(), tz),
        report: {
          files: report.files,
          added: report.added.length,
          updated: report.updated.length,
          removed: report.removed.length,
          failed: report.failed,
        },
      };
      return report;
    })
    .catch((error: unknown) => {
      state.status = {
        ...state.status,
        running: false,
        phase: 'failed',
        finishedAt: formatDateTime(nowIso(), tz),
      };
      throw error;
    })
    .finally(() => (state.running = undefined));
  return state.running;
}
