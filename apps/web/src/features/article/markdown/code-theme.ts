import type { CodeTheme, PreviewTheme, ThemeMode } from '../../../stores/static-store';

type CssModule = Promise<{ default: string }>;
type Variants = Record<ThemeMode, () => CssModule>;

/**
 * The highlight.js style sheets behind docs/spec.md §3's eight code themes, in a light and a dark variant
 * each (the same files md-editor-rt would fetch from the CDN). Each is its own small chunk,
 * loaded from the site when first chosen.
 */
export const CODE_THEME_CSS: Record<CodeTheme, Variants> = {
  atom: {
    light: () => import('highlight.js/styles/atom-one-light.min.css?inline'),
    dark: () => import('highlight.js/styles/atom-one-dark.min.css?inline'),
  },
  a11y: {
    light: () => import('highlight.js/styles/a11y-light.min.css?inline'),
    dark: () => import('highlight.js/styles/a11y-dark.min.css?inline'),
  },
  github: {
    light: () => import('highlight.js/styles/github.min.css?inline'),
    dark: () => import('highlight.js/styles/github-dark.min.css?inline'),
  },
  gradient: {
    light: () => import('highlight.js/styles/gradient-light.min.css?inline'),
    dark: () => import('highlight.js/styles/gradient-dark.min.css?inline'),
  },
  kimbie: {
    light: () => import('highlight.js/styles/kimbie-light.min.css?inline'),
    dark: () => import('highlight.js/styles/kimbie-dark.min.css?inline'),
  },
  paraiso: {
    light: () => import('highlight.js/styles/paraiso-light.min.css?inline'),
    dark: () => import('highlight.js/styles/paraiso-dark.min.css?inline'),
  },
  qtcreator: {
    light: () => import('highlight.js/styles/qtcreator-light.min.css?inline'),
    dark: () => import('highlight.js/styles/qtcreator-dark.min.css?inline'),
  },
  stackoverflow: {
    light: () => import('highlight.js/styles/stackoverflow-light.min.css?inline'),
    dark: () => import('highlight.js/styles/stackoverflow-dark.min.css?inline'),
  },
};

/** Preview themes whose code blocks are always dark (md-editor-rt's `codeStyleReverseList`). */
export const DARK_CODE_PREVIEW_THEMES: readonly PreviewTheme[] = ['default', 'mk-cute'];

/** Which variant of the code theme to use: the site's, except where the preview theme wants dark code. */
export function codeThemeVariant(mode: ThemeMode, previewTheme: PreviewTheme): ThemeMode {
  return DARK_CODE_PREVIEW_THEMES.includes(previewTheme) ? 'dark' : mode;
}

/** The colours a highlight.js theme gives a whole code block. */
export interface CodeColors {
  /** A CSS `background` value: a colour, or a gradient over its base colour. */
  background?: string;
  color?: string;
}

/**
 * Reads the block colours from a highlight.js style sheet's `.hljs { … }` rules (the last one
 * wins, as in the cascade), so code blocks take the theme's own background and text colour.
 */
export function readCodeColors(css: string): CodeColors {
  const declarations = new Map<string, string>();
  for (const rule of css.matchAll(/(?:^|[},])\s*\.hljs\s*\{([^}]*)\}/g)) {
    for (const declaration of (rule[1] ?? '').split(';')) {
      const colon = declaration.indexOf(':');
      if (colon === -1) continue;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      if (property && value) declarations.set(property, value);
    }
  }
  const image = declarations.get('background-image');
  const base = declarations.get('background-color') ?? declarations.get('background');
  const background = image ? [image, base].filter(Boolean).join(', ') : base;
  const color = declarations.get('color');
  return { ...(background ? { background } : {}), ...(color ? { color } : {}) };
}
