import { useEffect, useMemo, useState } from 'react';
import type { CodeTheme, ThemeMode } from '../../../stores/static-store';
import { CODE_THEME_CSS, readCodeColors, type CodeColors } from './code-theme';

const STYLE_ID = 'blog-code-theme';
const loaded = new Map<string, string>();

function styleElement(): HTMLStyleElement {
  const existing = document.getElementById(STYLE_ID);
  if (existing instanceof HTMLStyleElement) return existing;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  document.head.append(style);
  return style;
}

/**
 * Puts the chosen highlight.js theme on the page (one `<style>`, swapped on change, removed when
 * the article page goes) and returns its block colours for the code blocks. md-editor-rt would
 * link the theme from a CDN; with our own highlight.js instance it leaves the styling to us.
 */
export function useCodeThemeStyle(theme: CodeTheme, variant: ThemeMode): CodeColors {
  const key = `${theme}-${variant}`;
  const [applied, setApplied] = useState<{ key: string; css: string } | null>(null);

  useEffect(() => {
    let current = true;
    const cached = loaded.get(key);
    const css =
      cached !== undefined
        ? Promise.resolve(cached)
        : CODE_THEME_CSS[theme][variant]().then((m) => m.default);
    css.then(
      (text) => {
        loaded.set(key, text);
        if (!current) return;
        const style = styleElement();
        style.textContent = text;
        style.dataset.codeTheme = key;
        setApplied({ key, css: text });
      },
      (error: unknown) => console.warn(`[article] code theme ${key} could not be loaded`, error),
    );
    return () => {
      current = false;
    };
  }, [key, theme, variant]);

  useEffect(() => () => document.getElementById(STYLE_ID)?.remove(), []);

  return useMemo(() => (applied ? readCodeColors(applied.css) : {}), [applied]);
}
