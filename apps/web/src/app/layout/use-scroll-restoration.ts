import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { findKeepAlivePath } from './keep-alive';

/**
 * After a navigation the page starts at the top, except the keep-alive pages (docs/spec.md §2), which come
 * back at the scroll position the visitor left them at.
 */
export function useScrollRestoration(): void {
  const { pathname, search } = useLocation();
  const positions = useRef(new Map<string, number>());
  const currentPath = useRef(pathname);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Scroll events arrive a frame late, so one caused by a navigation is filed under the new page.
    const remember = () => positions.current.set(currentPath.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    currentPath.current = pathname;
    const keptPath = findKeepAlivePath(pathname);
    const top = keptPath ? (positions.current.get(pathname) ?? 0) : 0;
    window.scrollTo({ top, left: 0, behavior: 'instant' });
  }, [pathname, search]);
}
