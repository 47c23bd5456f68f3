import { useEffect, useRef, useState } from 'react';

export interface LoadMoreOptions {
  /** Whether there is more to load and nothing is loading now. */
  enabled: boolean;
  onVisible: () => void;
}

/**
 * Infinite scroll: a ref for the element at the end of a list; `onVisible` runs when it comes
 * within 300 px of the viewport while `enabled`. Observing starts afresh each time `enabled`
 * turns true, so a short page that leaves the end in view goes on loading.
 */
export function useLoadMoreWhenVisible({ enabled, onVisible }: LoadMoreOptions) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });
  useEffect(() => {
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '0px 0px 300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, enabled]);
  return setElement;
}
