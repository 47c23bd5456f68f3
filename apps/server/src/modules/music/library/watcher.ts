import { watch, type FSWatcher } from 'node:fs';
import { isLibraryRelevant } from './library-files';

/**
 * Tells when the music folder changed: a recursive `fs.watch`, debounced so that copying an album
 * gives one rescan, not hundreds; where recursive watching is unavailable or fails (some network file
 * systems, too many folders for inotify), a timer asks for a rescan every `pollMs` instead — a
 * rescan of unchanged files only compares sizes and times, so polling is cheap.
 */

export interface WatchOptions {
  /** Quiet time after the last change before reacting. */
  debounceMs?: number;
  /** Longest wait while changes keep coming (a long copy). */
  maxWaitMs?: number;
  pollMs?: number;
  /** Poll only (tests, or file systems without change events). */
  forcePolling?: boolean;
  onError?: (error: unknown) => void;
}

export interface LibraryWatcher {
  mode: 'watch' | 'poll';
  close(): void;
}

export function watchLibrary(dir: string, onChange: () => void, options: WatchOptions = {}): LibraryWatcher {
  const debounceMs = options.debounceMs ?? 1500;
  const maxWaitMs = options.maxWaitMs ?? 15_000;
  const pollMs = options.pollMs ?? 60_000;
  let timer: NodeJS.Timeout | undefined;
  let firstChange = 0;
  let closed = false;
  let watcher: FSWatcher | undefined;
  let poller: NodeJS.Timeout | undefined;

  const fire = () => {
    timer = undefined;
    firstChange = 0;
    if (!closed) onChange();
  };
  const changed = (fileName: string | null) => {
    if (closed || (fileName && !isLibraryRelevant(fileName))) return;
    const now = Date.now();
    firstChange ||= now;
    if (timer) clearTimeout(timer);
    timer = setTimeout(fire, Math.max(0, Math.min(debounceMs, firstChange + maxWaitMs - now)));
  };
  const startPolling = () => {
    poller ??= setInterval(() => !closed && onChange(), pollMs);
    poller.unref();
    result.mode = 'poll';
  };

  const result: LibraryWatcher = {
    mode: 'watch',
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      if (poller) clearInterval(poller);
      watcher?.close();
    },
  };

  if (options.forcePolling) {
    startPolling();
    return result;
  }
  try {
    watcher = watch(dir, { recursive: true, persistent: false }, (_event, fileName) => changed(fileName));
    watcher.on('error', (error) => {
      options.onError?.(error);
      watcher?.close();
      watcher = undefined;
      startPolling();
    });
  } catch (error) {
    options.onError?.(error);
    startPolling();
  }
  return result;
}
