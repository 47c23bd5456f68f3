import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWanted } from './use-wanted';

/** jsdom has no IntersectionObserver: this one reports what the test says is visible. */
class FakeObserver {
  static last: FakeObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    this.callback([{ isIntersecting }]);
  }
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.last = null;
});

const placeholder = () => ({ current: document.createElement('div') });

describe('useWanted', () => {
  it('waits while the part is far below and the visitor has not scrolled', () => {
    const ref = placeholder();
    const { result } = renderHook(() => useWanted(ref, { rootMargin: '600px 0px' }));
    expect(result.current).toBe(false);
    expect(FakeObserver.last?.observed).toEqual([ref.current]);
    expect(FakeObserver.last?.options.rootMargin).toBe('600px 0px');
    act(() => FakeObserver.last?.report(false));
    expect(result.current).toBe(false);
  });

  it('is wanted once its placeholder comes near the viewport, and stays so', () => {
    const { result } = renderHook(() => useWanted(placeholder()));
    const observer = FakeObserver.last;
    act(() => observer?.report(true));
    expect(result.current).toBe(true);
    expect(observer?.disconnected).toBe(true);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(true);
  });

  it('is wanted as soon as the visitor starts scrolling', () => {
    const { result } = renderHook(() => useWanted(placeholder()));
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(true);
  });

  it('is wanted at once where the browser cannot tell what is near', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { result } = renderHook(() => useWanted(placeholder()));
    expect(result.current).toBe(true);
  });
});
