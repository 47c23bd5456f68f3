import { createContext, useContext } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * The moment a server-rendered page was made (ms since the epoch), or null in a page the browser
 * made. The server renders times relative to it, and the browser hydrates with the same moment,
 * so "8秒前" reads the same on both sides; after hydration the visitor's own clock takes over.
 */
export const PageClockContext = createContext<number | null>(null);

/** The clock to read times against: the page's moment while it hydrates, else none (read the clock). */
export function usePageClock(): number | undefined {
  const pageTime = useContext(PageClockContext);
  const hydrated = useHydrated();
  return hydrated || pageTime === null ? undefined : pageTime;
}
