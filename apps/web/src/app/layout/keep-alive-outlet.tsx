import { Activity, useState, type ReactNode } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { findKeepAlivePath, KEEP_ALIVE_PATHS, type KeepAlivePath } from './keep-alive';

/**
 * The layout's outlet with keep-alive: once visited, the home page and the message board stay
 * mounted inside a hidden `<Activity>` while other pages show, so their state survives a visit
 * elsewhere. Hidden activities pause their effects; their DOM stays, hidden.
 */
export function KeepAliveOutlet() {
  const { pathname } = useLocation();
  const outlet = useOutlet();
  const active = findKeepAlivePath(pathname);
  const [kept, setKept] = useState<Partial<Record<KeepAlivePath, ReactNode>>>({});

  // First visit of a keep-alive page: remember its element (adjusting state while rendering).
  if (active && outlet && !kept[active]) setKept({ ...kept, [active]: outlet });

  return (
    <>
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
    </>
  );
}
