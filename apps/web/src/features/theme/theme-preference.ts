export type ThemeMode = 'light' | 'dark';

/** Local-storage key of the chosen theme (docs/spec.md §4, §9). */
export const THEME_STORAGE_KEY = 'useDarkKEY';

/**
 * The theme to start with: the saved choice when there is one, otherwise the system preference.
 * Anything else that may be stored (e.g. `auto`, garbage) also follows the system.
 */
export function resolveTheme(saved: string | null, prefersDark: boolean): ThemeMode {
  if (saved === 'dark' || saved === 'light') return saved;
  return prefersDark ? 'dark' : 'light';
}

export function oppositeTheme(theme: ThemeMode): ThemeMode {
  return theme === 'dark' ? 'light' : 'dark';
}
