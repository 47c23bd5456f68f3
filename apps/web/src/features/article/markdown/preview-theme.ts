import { useEffect, useState } from 'react';
import type { PreviewTheme } from '../../../stores/static-store';

type CssModule = Promise<{ default: string }>;

/**
 * The style sheets of the preview themes an article page does not bring with it. The page's CSS
 * has the default theme (see vite.config.ts); each other theme's sheet (its own rules under
 * `div.<theme>-theme`, plus the shared rules the default one has too) is a small chunk loaded when
 * a visitor first picks it.
 */
const PREVIEW_THEME_CSS: Record<Exclude<PreviewTheme, 'default'>, () => CssModule> = {
  github: () => import('@vavt/markdown-theme/css/github.css?inline'),
  vuepress: () => import('@vavt/markdown-theme/css/vuepress.css?inline'),
  'mk-cute': () => import('@vavt/markdown-theme/css/mk-cute.css?inline'),
  'smart-blue': () => import('@vavt/markdown-theme/css/smart-blue.css?inline'),
  cyanosis: () => import('@vavt/markdown-theme/css/cyanosis.css?inline'),
};

const ATTRIBUTE = 'data-preview-theme';
const loading = new Map<PreviewTheme, Promise<void>>();

function onPage(theme: PreviewTheme): boolean {
  return theme === 'default' || document.head.querySelector(`style[${ATTRIBUTE}="${theme}"]`) !== null;
}

/**
 * Puts `theme`'s style sheet on the page, once. It goes first in the head, where the page's own CSS
 * (the article's overrides of the theme) follows it, as it follows the default theme in the page's
 * CSS. Resolves when the sheet is on the page; the default theme is always there.
 */
export function loadPreviewTheme(theme: PreviewTheme): Promise<void> {
  if (theme === 'default') return Promise.resolve();
  let pending = loading.get(theme);
  if (!pending) {
    pending = PREVIEW_THEME_CSS[theme]().then(
      ({ default: css }) => {
        if (onPage(theme)) return;
        const style = document.createElement('style');
        style.setAttribute(ATTRIBUTE, theme);
        style.textContent = css;
        document.head.prepend(style);
      },
      (error: unknown) => {
        loading.delete(theme);
        throw error;
      },
    );
    loading.set(theme, pending);
  }
  return pending;
}

/**
 * The preview theme to show for the visitor's `wanted` one: it, once its sheet is on the page, and
 * until then the one shown before (the default at first), so an article is never shown in a theme
 * whose rules have not arrived.
 */
export function useShownPreviewTheme(wanted: PreviewTheme): PreviewTheme {
  const [shown, setShown] = useState<PreviewTheme>(() =>
    typeof document !== 'undefined' && onPage(wanted) ? wanted : 'default',
  );
  useEffect(() => {
    let current = true;
    loadPreviewTheme(wanted).then(
      () => {
        if (current) setShown(wanted);
      },
      (error: unknown) => console.warn(`[article] preview theme ${wanted} could not be loaded`, error),
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  return shown;
}
