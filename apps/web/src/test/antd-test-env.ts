import { vi } from 'vitest';

/** React's act() notice when user-event dispatches inside Testing Library's waits: not about the code under test. */
const NOISE = [/not configured to support act/];

/**
 * What antd needs from jsdom in component tests (for a `beforeAll`): `matchMedia` (wide screen),
 * `ResizeObserver` (popups), `getComputedStyle` without the pseudo-element argument jsdom
 * complains about, and a console without act() noise.
 */
export function prepareAntdTestEnvironment(): void {
  const error = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (!NOISE.some((pattern) => pattern.test(text))) error(...args);
  });
  const computedStyle = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => computedStyle(element));
  if (!('ResizeObserver' in window)) {
    class NoResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', { configurable: true, value: NoResizeObserver });
  }
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      onchange: null,
      dispatchEvent: () => false,
    }),
  });
}
