import { useEffect, useState, type RefObject } from 'react';

export interface WantedOptions {
  /** How far outside the viewport the element counts as near (CSS margin, e.g. `800px 0px`). */
  rootMargin?: string;
}

/**
 * Whether a part of the page below the fold is wanted yet: once its placeholder comes near the
 * viewport, or once the visitor starts scrolling (a reader on the way down gets it well before it
 * shows). A visitor who only reads the first screen never pays for it: its code and its data wait,
 * and the first view gets the main thread to itself. Stays true once true.
 */
export function useWanted(ref: RefObject<Element | null>, options: WantedOptions = {}): boolean {
  const { rootMargin = '800px 0px' } = options;
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
    window.addEventListener('scroll', want, { once: true, passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', want);
    };
  }, [ref, wanted, rootMargin]);
  return wanted;
}
