import { useEffect, useMemo, useState, type ReactElement } from 'react';
import type { CodeTheme, ThemeMode } from '../../../stores/static-store';
import { CODE_THEME_CSS, readCodeColors, type CodeColors } from './code-theme';

const STYLE_ID = 'blog-code-theme';
/** The style sheets at hand, by `${theme}-${variant}`: loaded chunks, or all of them on the server. */
const loaded = new Map<string, string>();

/**
 * Loads every code theme's style sheet, so that pages rendered from now on carry theirs (the
 * server renderer calls this once; in the browser each theme is its own chunk, loaded when chosen).
 */
export async function loadAllCodeThemes(): Promise<void> {
  const variants = Object.entries(CODE_THEME_CSS).flatMap(([theme, byMode]) =>
    Object.entries(byMode).map(async ([mode, load]) => {
      loaded.set(`${theme}-${mode}`, (await load()).default);
    }),
  );
  await Promise.all(variants);
}

/** The style sheet of `key` if the page came with it (a server-rendered page has its theme's). */
function sheetOnPage(key: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const style = document.getElementById(STYLE_ID);
  return style?.dataset.codeTheme === key ? (style.textContent ?? '') : undefined;
}

export interface CodeThemeStyle {
  /** The block colours of the theme, for the code blocks' `--code-bg` and `--code-color`. */
  colors: CodeColors;
  /** The theme's `<style>`, to render beside the code it styles. */
  style: ReactElement;
}

/**
 * The chosen highlight.js theme as a `<style>` to render, and its block colours. The server renders
 * it with the page, so code is coloured in the first paint and hydrating it changes no style sheet;
 * a theme the page lacks is loaded, the previous one staying until it arrives. md-editor-rt would
 * link the theme from a CDN; with our own highlight.js output it leaves the styling to us.
 */
export function useCodeThemeStyle(theme: CodeTheme, variant: ThemeMode): CodeThemeStyle {
  const key = `${theme}-${variant}`;
  const [applied, setApplied] = useState<{ key: string; css: string }>(() => {
    const css = loaded.get(key) ?? sheetOnPage(key);
    if (css) loaded.set(key, css);
    return { key, css: css ?? '' };
  });

  useEffect(() => {
    if (applied.key === key && loaded.get(key) === applied.css) return;
    let current = true;
    const cached = loaded.get(key);
    const css =
      cached !== undefined
        ? Promise.resolve(cached)
        : CODE_THEME_CSS[theme][variant]().then((m) => m.default);
    css.then(
      (text) => {
        loaded.set(key, text);
        if (current)
          setApplied((shown) => (shown.key === key && shown.css === text ? shown : { key, css: text }));
      },
      (error: unknown) => console.warn(`[article] code theme ${key} could not be loaded`, error),
    );
    return () => {
      current = false;
    };
  }, [applied, key, theme, variant]);

  const colors = useMemo(() => readCodeColors(applied.css), [applied.css]);
  const style = (
    <style id={STYLE_ID} data-code-theme={applied.key} dangerouslySetInnerHTML={{ __html: applied.css }} />
  );
  return { colors, style };
}
