import { afterEach, describe, expect, it } from 'vitest';
import initScript from '../../../public/theme-init.js?raw';
import { resolveTheme, THEME_STORAGE_KEY } from './theme-preference';

function runInitScript(saved: string | null, prefersDark: boolean | undefined): string | null {
  localStorage.clear();
  if (saved !== null) localStorage.setItem(THEME_STORAGE_KEY, saved);
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value:
      prefersDark === undefined
        ? undefined
        : (query: string) => ({ matches: prefersDark && query === '(prefers-color-scheme: dark)' }),
  });
  document.documentElement.removeAttribute('data-theme');
  // The script is what index.html loads before the bundle; run the very same text here.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- executing that file is the point
  new Function(initScript)();
  return document.documentElement.getAttribute('data-theme');
}

describe('public/theme-init.js', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it.each([
    ['dark', false],
    ['light', true],
    [null, true],
    [null, false],
    ['auto', true],
  ] as const)('saved %s with system dark %s agrees with resolveTheme', (saved, prefersDark) => {
    expect(runInitScript(saved, prefersDark)).toBe(resolveTheme(saved, prefersDark));
  });

  it('applies the saved theme before the app starts', () => {
    expect(runInitScript('dark', false)).toBe('dark');
  });

  it('falls back to light when the browser cannot tell the system preference', () => {
    expect(runInitScript(null, undefined)).toBe('light');
  });
});
