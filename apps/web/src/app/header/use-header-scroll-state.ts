import { useEffect, useState } from 'react';
import { throttle } from '../../lib/throttle';
import { getHeaderState, type HeaderState } from './header-state';

/** docs/spec.md §9: the header's scroll handler runs at most every 5 ms. */
const SCROLL_THROTTLE_MS = 5;

/** The header's look for the window's scroll position, updated while the visitor scrolls. */
export function useHeaderScrollState(): HeaderState {
  // As at the top of the page, on the server and in the first render alike; a page that opens
  // scrolled (a reload, a link to a heading) is read in the next frame.
  const [state, setState] = useState(() => getHeaderState(0, 0));

  useEffect(() => {
    // Read on the first scroll, not here: just after a commit, reading the scroll position would
    // make the browser lay out the new page inside this effect (a long task on a phone).
    let previousY: number | null = null;
    const update = throttle(() => {
      const y = window.scrollY;
      const next = getHeaderState(y, previousY ?? y);
      previousY = y;
      setState((current) =>
        current.hidden === next.hidden && current.transparent === next.transparent ? current : next,
      );
    }, SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', update, { passive: true });
    const frame = requestAnimationFrame(update);
    return () => {
      cancelAnimationFrame(frame);
      update.cancel();
      window.removeEventListener('scroll', update);
    };
  }, []);

  return state;
}
