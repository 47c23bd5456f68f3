import { describe, expect, it } from 'vitest';
import { CODE_THEMES, PREVIEW_THEMES } from '../../../stores/static-store';
import { CODE_THEME_CSS, codeThemeVariant, readCodeColors } from './code-theme';

describe('CODE_THEME_CSS', () => {
  it('has a light and a dark style sheet for every code theme of docs/spec.md §3', () => {
    expect(Object.keys(CODE_THEME_CSS).sort()).toEqual([...CODE_THEMES].sort());
  });
});

describe('codeThemeVariant', () => {
  it('follows the site theme', () => {
    expect(codeThemeVariant('light', 'github')).toBe('light');
    expect(codeThemeVariant('dark', 'github')).toBe('dark');
  });

  it('keeps code dark for the preview themes with dark code blocks', () => {
    expect(codeThemeVariant('light', 'default')).toBe('dark');
    expect(codeThemeVariant('light', 'mk-cute')).toBe('dark');
    expect(PREVIEW_THEMES.filter((theme) => codeThemeVariant('light', theme) === 'dark')).toEqual([
      'default',
      'mk-cute',
    ]);
  });
});

describe('readCodeColors', () => {
  it('takes the last .hljs rule that sets colours', () => {
    const css =
      'pre code.hljs{display:block;padding:1em}code.hljs{padding:3px 5px}.hljs{color:#abb2bf;background:#282c34}.hljs-keyword{color:#c678dd}';
    expect(readCodeColors(css)).toEqual({ background: '#282c34', color: '#abb2bf' });
  });

  it('puts a gradient over its base colour', () => {
    const css =
      '.hljs{background-color:#652487;background-image:linear-gradient(160deg,#652487 0,#04988e 100%);color:#e7e4eb}';
    expect(readCodeColors(css)).toEqual({
      background: 'linear-gradient(160deg,#652487 0,#04988e 100%), #652487',
      color: '#e7e4eb',
    });
  });

  it('reads nothing from a sheet without block colours', () => {
    expect(readCodeColors('.hljs-title{color:red}')).toEqual({});
  });
});
