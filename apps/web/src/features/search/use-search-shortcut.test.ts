import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isSearchShortcut, useSearchShortcut } from './use-search-shortcut';

const key = (init: Partial<KeyboardEventInit> & { key: string }) =>
  new KeyboardEvent('keydown', { cancelable: true, ...init });

describe('isSearchShortcut', () => {
  it('matches Ctrl+K and ⌘K in either case', () => {
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: 'K', metaKey: true }))).toBe(true);
  });

  it('ignores K alone and other combinations', () => {
    expect(isSearchShortcut(key({ key: 'k' }))).toBe(false);
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut(key({ key: 'j', ctrlKey: true }))).toBe(false);
  });
});

describe('useSearchShortcut', () => {
  it('opens on the shortcut and keeps the browser from handling it', () => {
    const open = vi.fn();
    const { unmount } = renderHook(() => useSearchShortcut(open));
    const event = key({ key: 'k', ctrlKey: true });
    window.dispatchEvent(event);
    expect(open).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);

    window.dispatchEvent(key({ key: 'k' }));
    expect(open).toHaveBeenCalledTimes(1);

    unmount();
    window.dispatchEvent(key({ key: 'k', metaKey: true }));
    expect(open).toHaveBeenCalledTimes(1);
  });
});
