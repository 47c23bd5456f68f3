import { useSyncExternalStore } from 'react';

/** docs/spec.md §9: under 798 px the site switches to its narrow (mobile) layout. */
export const NARROW_QUERY = '(max-width: 797.98px)';

/** Whether a CSS media query matches now; re-renders when it changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export function useIsNarrow(): boolean {
  return useMediaQuery(NARROW_QUERY);
}
