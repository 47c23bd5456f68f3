import { describe, expect, it } from 'vitest';
import { oppositeTheme, resolveTheme } from './theme-preference';

describe('resolveTheme', () => {
  it('uses the saved theme over the system preference', () => {
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('follows the system on the first visit', () => {
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme(null, false)).toBe('light');
  });

  it('follows the system for values it does not know', () => {
    expect(resolveTheme('auto', true)).toBe('dark');
    expect(resolveTheme('"dark"', false)).toBe('light');
  });
});

describe('oppositeTheme', () => {
  it('switches between the two themes', () => {
    expect(oppositeTheme('light')).toBe('dark');
    expect(oppositeTheme('dark')).toBe('light');
  });
});
