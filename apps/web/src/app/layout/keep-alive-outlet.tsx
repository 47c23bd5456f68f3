import { Activity, useCallback, useState, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { PageFailedContext } from '../../features/app-error';
import { findKeepAlivePath, KEEP_ALIVE_PATHS, type KeepAlivePath } from './keep-alive';

/**
 * The layout's outlet with keep-alive: once visited, the home page and the message board stay
 * mounted inside a hidden `<Activity>` while other pages show, so their state survives a visit
 * elsewhere. Hidden activities pause their effects; their DOM stays, hidden. A page that failed is
 * not kept: the visit that failed shows the error, the next one tries the page again.
 */
export function KeepAliveOutlet() {
  const { pathname, key } = useLocation();
  const outlet = useOutlet();
  const active = findKeepAlivePath(pathname);
  const [kept, setKept] = useState<Partial<Record<KeepAlivePath, ReactNode>>>({});
  /** The visit (location key) whose keep-alive page showed an error. */
  const [failedVisit, setFailedVisit] = useState<string | null>(null);

  // First visit of a keep-alive page: remember its element (adjusting state while rendering).
  if (active && outlet && !kept[active] && failedVisit !== key) setKept({ ...kept, [active]: outlet });

  const forgetFailed = useCallback(() => {
    if (!active) return;
    setFailedVisit(key);
    setKept((current) => ({ ...current, [active]: undefined }));
  }, [active, key]);

  return (
    <PageFailedContext value={forgetFailed}>
      {KEEP_ALIVE_PATHS.map((path) => {
        const element = kept[path] ?? (path === active ? outlet : null);
        return (
          element && (
            <Activity key={path} mode={path === active ? 'visible' : 'hidden'}>
              {element}
            </Activity>
          )
        );
      })}
      {!active && outlet}
    </PageFailedContext>
  );
}
