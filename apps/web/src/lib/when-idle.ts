/**
 * Runs `task` once the page has settled: `delayMs` after it has loaded, in an idle moment (or at
 * most a second later). For work the first view does not need — code fetched ahead of a tap, parts
 * below the fold — so it does not share the main thread with the first render. Returns a cancel.
 */
export function whenIdle(task: () => void, delayMs = 2500): () => void {
  let timer: number | undefined;
  let idle: number | undefined;
  const schedule = () => {
    timer = window.setTimeout(() => {
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(task, { timeout: 1000 });
      else task();
    }, delayMs);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (timer !== undefined) window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

/** The Network Information API where the browser has it (Chromium): whether data is dear. */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** True when the visitor asked to save data or the connection is 2G-slow. */
export function dataIsDear(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/**
 * `whenIdle` for code fetched ahead of a tap that may never come (a dialog, a panel): skipped when
 * data is dear, where the code arrives on pointer-over, focus or touch instead.
 */
export function prefetchWhenIdle(task: () => void): () => void {
  return dataIsDear() ? () => undefined : whenIdle(task);
}
