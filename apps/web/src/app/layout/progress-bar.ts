import type NProgressType from 'nprogress';
import { whenIdle } from '../../lib/when-idle';

type Step = (bar: typeof NProgressType) => void;

let bar: typeof NProgressType | undefined;
let loading: Promise<void> | undefined;
/** What was asked of the bar while its code was on its way, in order. */
let queued: Step[] = [];

function load(): Promise<void> {
  loading ??= import('nprogress').then(
    ({ default: loaded }) => {
      loaded.configure({ showSpinner: false, trickleSpeed: 120, minimum: 0.15 });
      bar = loaded;
      for (const step of queued) step(loaded);
      queued = [];
    },
    (error: unknown) => {
      loading = undefined;
      queued = [];
      console.warn('[blog] could not load the progress bar', error);
    },
  );
  return loading;
}

function run(step: Step): void {
  if (bar) step(bar);
  else {
    queued.push(step);
    void load();
  }
}

/**
 * The thin bar at the top (NProgress), whose code is not needed before the first navigation: it
 * loads when the page has settled, or at the first use, which it then catches up with.
 */
export const progressBar = {
  start: () => run((nprogress) => nprogress.start()),
  /** Ends a run; nothing to end before the bar has been started. */
  done: () => {
    if (bar || queued.length > 0) run((nprogress) => nprogress.done());
  },
  /** A whole run at once: for a page that changed without a load. */
  flash: () =>
    run((nprogress) => {
      if (!nprogress.isStarted()) nprogress.start();
      nprogress.done();
    }),
};

/** Fetches the bar's code once the page has settled; returns a cancel. */
export const preloadProgressBar = () => whenIdle(() => void load());
