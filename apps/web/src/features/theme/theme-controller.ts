import { flushSync } from 'react-dom';
import { setThemeMode, useStaticStore } from '../../stores/static-store';
import { oppositeTheme, resolveTheme, THEME_STORAGE_KEY, type ThemeMode } from './theme-preference';

const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

function readSavedTheme(): string | null {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    return null;
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(SYSTEM_DARK_QUERY).matches;
}

/** Puts a theme on the page (the `data-theme` the CSS variables hang on) and in the static store. */
function showTheme(theme: ThemeMode): void {
  // Setting it again to the value the page's inline script gave it would still make the browser
  // restyle the whole page.
  if (document.documentElement.dataset.theme !== theme) document.documentElement.dataset.theme = theme;
  setThemeMode(theme);
}

/**
 * docs/spec.md §4: at start the saved theme (or, on a first visit, the system's) is compared with the
 * current one and switched when they differ. Until the visitor chooses, system changes are followed.
 * Call once, before the first render, so antd and the CSS agree from the first frame.
 */
export function initTheme(): void {
  showTheme(resolveTheme(readSavedTheme(), systemPrefersDark()));
  if (typeof window.matchMedia !== 'function') return;
  window.matchMedia(SYSTEM_DARK_QUERY).addEventListener('change', (event) => {
    if (readSavedTheme() === null) showTheme(event.matches ? 'dark' : 'light');
  });
}

/** Switches to a theme and remembers the choice under `useDarkKEY`. */
export function setTheme(theme: ThemeMode): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage may be unavailable; the theme still applies for this visit.
  }
  showTheme(theme);
}

export function getCurrentTheme(): ThemeMode {
  return useStaticStore.getState().theme === 'dark' ? 'dark' : 'light';
}

/**
 * Toggles light/dark. With a point (the click), the new theme grows as a circle from it using the
 * View Transitions API where the browser has it and the visitor allows motion.
 */
export function toggleTheme(origin?: { x: number; y: number }): void {
  const next = oppositeTheme(getCurrentTheme());
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (!origin || reduceMotion || typeof document.startViewTransition !== 'function') {
    setTheme(next);
    return;
  }
  const transition = document.startViewTransition(() => flushSync(() => setTheme(next)));
  const radius = Math.hypot(
    Math.max(origin.x, window.innerWidth - origin.x),
    Math.max(origin.y, window.innerHeight - origin.y),
  );
  transition.ready
    .then(() => {
      document.documentElement.animate(
        {
          clipPath: [
            `circle(0px at ${origin.x}px ${origin.y}px)`,
            `circle(${radius}px at ${origin.x}px ${origin.y}px)`,
          ],
        },
        {
          duration: 480,
          easing: 'cubic-bezier(0.4, 0, 0.2, 1)',
          pseudoElement: '::view-transition-new(root)',
        },
      );
    })
    .catch(() => {
      // A skipped transition (e.g. the tab is hidden) still switched the theme.
    });
}

/** The current theme, for components. */
export function useTheme(): ThemeMode {
  return useStaticStore((state) => (state.theme === 'dark' ? 'dark' : 'light'));
}
