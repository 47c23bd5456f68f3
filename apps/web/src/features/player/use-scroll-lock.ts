import { useEffect } from 'react';

/** docs/spec.md §2: the page does not scroll while the player is open (the scrollbar's width is kept). */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    const scrollbar = window.innerWidth - root.clientWidth;
    const previous = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    root.style.overflow = 'hidden';
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
    root.dataset.playerOpen = 'true';
    return () => {
      root.style.overflow = previous.overflow;
      root.style.paddingRight = previous.paddingRight;
      delete root.dataset.playerOpen;
    };
  }, [locked]);
}
