import './styles/global.css';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createRoutes } from './app/routes';
import { reviveQueries, takeSsrState, type SsrState } from './app/ssr-state';
import { runStartupTasks } from './app/start-up';
import { lazyToastApi } from './app/toast/lazy-toast-api';
import { registerServiceWorker } from './features/offline/register';
import { getPlayerState, restoreSavedPlayer } from './features/player/store';
import { initTheme } from './features/theme/theme-controller';
import { registerToastApi } from './lib/toast';

initTheme();
// The server puts the icons' style sheet in every page it renders; a page it did not render gets
// it here (antd's code, so only then).
if (!document.head.querySelector('style[rc-util-key="@ant-design-icons"]')) {
  void import('./components/icon-styles').then(({ ensureIconStyles }) => ensureIconStyles());
}
restoreSavedPlayer();
registerToastApi(lazyToastApi);

function rootElement(): HTMLElement {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  return container;
}

/**
 * Loads the code of the routes the page arrived on, so the first render matches what the server
 * rendered instead of showing the routes' loading fallback. False when some did not load: the page
 * is then rendered afresh, and the route's error element says so (or reloads it once).
 */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<boolean> {
  const matches = matchRoutes(routes, window.location) ?? [];
  try {
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const loaded = await route.lazy();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * Marks `<html data-hydrated>` once the first page is React's: its handlers, effects and settings
 * are live (what the browser tests wait for after a page load; CSS may use it too).
 */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

async function start(ssr: SsrState | null): Promise<void> {
  const container = rootElement();
  const queryClient = createQueryClient();
  if (ssr) reviveQueries(queryClient, ssr.queries);
  const routes = createRoutes({ queryClient, awaitData: false });
  const hydrating = ssr !== null && (await loadMatchedRoutes(routes));
  const router = createBrowserRouter(routes, hydrating ? { hydrationData: ssr.router } : undefined);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} pageTime={ssr?.renderedAt ?? null}>
        <RouterProvider router={router} />
      </AppProviders>
      <MarkHydrated />
    </StrictMode>
  );
  // A server-rendered page is hydrated: its markup stays, React takes it over. Pages the server does
  // not render (the console), and one whose code did not load, start from the boot screen. A transition lets React work in slices,
  // yielding to the browser between them (docs/design.md §10: total blocking time).
  if (hydrating) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
  runStartupTasks(queryClient);
}

const ssr = takeSsrState();
void start(ssr);
registerServiceWorker(() => !getPlayerState().isPaused, ssr?.reads ?? []);
