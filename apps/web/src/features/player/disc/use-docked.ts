import { useEffect, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** What a visitor clicks or types into: the disc must not sit on any of it. */
const CONTROL = 'a[href], button, input, select, textarea, summary, [role="button"], [role="link"]';
/** Scrolled this far down, the disc docks while the page moves on down. */
const DOCK_AFTER_PX = 120;

/**
 * Whether one of the page's controls lies under `area` (the disc's place when it is out), at any
 * of nine points over it: the topmost element under each point that is not the disc decides.
 */
export function coversControl(disc: HTMLElement, area: DOMRect): boolean {
  const xs = [area.left + 4, area.left + area.width / 2, area.right - 4];
  const ys = [area.top + 4, area.top + area.height / 2, area.bottom - 4];
  for (const x of xs) {
    for (const y of ys) {
      const below = document.elementsFromPoint(x, y).find((element) => !disc.contains(element));
      if (below?.closest(CONTROL)) return true;
    }
  }
  return false;
}

/**
 * Whether the floating disc should dock (shrink to a record at the left edge): while the page
 * scrolls down past the top, and wherever its place is over a link, button or field of the page,
 * so it never hides what a visitor reads or clicks. Scrolling up brings it back, unless it would
 * then cover a control. Its place is measured while it is out (a docked disc is narrower), so the
 * two states do not chase each other.
 */
export function useDocked(discRef: RefObject<HTMLElement | null>): boolean {
  const [docked, setDocked] = useState(false);
  const { key } = useLocation();

  useEffect(() => {
    let frame = 0;
    let lastY = window.scrollY;
    let size: { width: number; height: number } | null = null;
    const check = () => {
      frame = 0;
      const disc = discRef.current;
      if (!disc) return;
      // offsetLeft/Top ignore the docked transform: the disc's place when out.
      if (disc.dataset.docked !== 'true' || !size)
        size = { width: disc.offsetWidth, height: disc.offsetHeight };
      const area = new DOMRect(disc.offsetLeft, disc.offsetTop, size.width, size.height);
      const y = window.scrollY;
      const down = y > lastY + 2;
      const up = y < lastY - 2;
      lastY = y;
      const over = coversControl(disc, area);
      setDocked((was) => over || (down ? y > DOCK_AFTER_PX : up ? false : was && y > DOCK_AFTER_PX));
    };
    const schedule = () => {
      frame ||= window.requestAnimationFrame(check);
    };
    schedule();
    // The page below changes as its data and pictures arrive.
    const resize = new ResizeObserver(schedule);
    resize.observe(document.body);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.cancelAnimationFrame(frame);
      resize.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [discRef, key]);

  return docked;
}
