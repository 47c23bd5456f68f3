/**
 * Reloading once when the app's code fails to load (a tab opened before the owner upgraded asks for
 * chunks the server no longer has; the reload brings the new build) — and never twice in a row for
 * the same address: if the reloaded page fails again, it shows the error page instead of looping.
 * The mark lives in sessionStorage, so it survives the reload and stays with the tab.
 */

export const RELOAD_MARK_KEY = 'blog:error-reload';

/** A second failure of the same address within this time is not reloaded again. */
export const RELOAD_GUARD_MS = 60_000;

export interface ReloadMark {
  url: string;
  at: number;
}

/** The mark as stored, or null when there is none or it is not one. */
export function readMark(stored: string | null): ReloadMark | null {
  if (!stored) return null;
  try {
    const mark = JSON.parse(stored) as Partial<ReloadMark>;
    return typeof mark.url === 'string' && typeof mark.at === 'number'
      ? { url: mark.url, at: mark.at }
      : null;
  } catch {
    return null;
  }
}

/** Whether a page that failed at `url` may reload, given the mark of the last such reload. */
export function mayReload(mark: ReloadMark | null, url: string, now: number): boolean {
  return !mark || mark.url !== url || now - mark.at < 0 || now - mark.at >= RELOAD_GUARD_MS;
}

/** What a reload needs of the browser (the tests give their own). */
export interface ReloadEnvironment {
  /** Null when the browser refuses sessionStorage: then no reload, as nothing could stop a loop. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  url: string;
  now: number;
  reload: () => void;
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const browser = (): ReloadEnvironment => ({
  storage: sessionStorageOrNull(),
  url: location.href,
  now: Date.now(),
  reload: () => location.reload(),
});

/** Set once a reload has been asked for: whatever else fails meanwhile waits for it. */
let reloading = false;

/** Whether `reloadOnce` would reload now (or a reload is already on its way). */
export function willReload(environment: ReloadEnvironment = browser()): boolean {
  if (reloading) return true;
  const { storage, url, now } = environment;
  return storage !== null && mayReload(readMark(storage.getItem(RELOAD_MARK_KEY)), url, now);
}

/** Reloads the page unless it was just reloaded for the same address; true when it does. */
export function reloadOnce(environment: ReloadEnvironment = browser()): boolean {
  if (reloading) return true;
  if (!willReload(environment)) return false;
  const { storage, url, now, reload } = environment;
  try {
    storage?.setItem(RELOAD_MARK_KEY, JSON.stringify({ url, at: now } satisfies ReloadMark));
  } catch {
    // A full storage cannot keep the mark, and without it a reload could loop.
    return false;
  }
  reloading = true;
  reload();
  return true;
}

/** For the tests: forgets that a reload was asked for. */
export function resetReloading(): void {
  reloading = false;
}
