import { useEffect, useState, type RefObject } from 'react';

/** How much of an element has been scrolled past the bottom of the window, 0–100. */
export function readProgress(top: number, height: number, viewportHeight: number): number {
  if (height <= 0) return 0;
  const read = (viewportHeight - top) / height;
  return Math.round(Math.min(1, Math.max(0, read)) * 100);
}

/** The reading progress through the article body, for the table of contents' heading. */
export function useReadingProgress(ref: RefObject<HTMLElement | null>, ready: boolean): number {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    if (!ready) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const box = ref.current?.getBoundingClientRect();
        if (box) setProgress(readProgress(box.top, box.height, window.innerHeight));
      });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [ref, ready]);
  return progress;
}
