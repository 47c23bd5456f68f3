import type { ThemeMode } from '../../features/theme/theme-preference';

/** The console's charts' text and grid colours in a theme. */
export const chartInk = (theme: ThemeMode) =>
  theme === 'dark'
    ? { text: 'rgba(255, 255, 255, 0.65)', grid: 'rgba(255, 255, 255, 0.08)' }
    : { text: 'rgba(0, 0, 0, 0.6)', grid: 'rgba(0, 0, 0, 0.06)' };

/** No animation for a reader who asked for less motion; Chart.js's own otherwise. */
export const chartAnimation = () =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? (false as const) : undefined;
