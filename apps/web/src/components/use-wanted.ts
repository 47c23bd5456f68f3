import { useEffect, useState, type RefObject } from 'react';
import { whenIdle } from '../lib/when-idle';

export interface WantedOptions {
  /** How far outside the viewport the element counts as near (CSS margin, e.g. `800px 0px`). */
  rootMargin?: string;
  /** Wanted anyway this long after the page has loaded (lib/when-idle), so it is ready in time. */
  idleAfterMs?: number;
}

/**
 * Whether a part of the page below the fold is wanted yet: once its placeholder comes near the
 * viewport, or once the page has had a quiet moment. Until then its code and its data wait, and
 * the first view of the page gets the main thread to itself. Stays true once true.
 */
export function useWanted(ref: RefObject<Element | null>, options: WantedOptions = {}): boolean {
  const { rootMargin = '800px 0px', idleAfterMs = 2500 } = options;
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (wanted || !element) return;
    const want = () => setWanted(true);
    if (typeof IntersectionObserver === 'undefined') {
      want();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) want();
      },
      { rootMargin },
    );
    observer.observe(element);
    const cancelIdle = whenIdle(want, idleAfterMs);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [ref, wanted, rootMargin, idleAfterMs]);
  return wanted;
}
