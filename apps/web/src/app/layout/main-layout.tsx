import { Suspense, useState } from 'react';
import { onDemand } from '../../components/on-demand';
import { loadLoginDialog } from '../../features/auth/load-login-dialog';
import { usePageViewBeacon } from '../../features/site/page-view-beacon';
import { QuietBoundary } from '../../components/quiet-boundary';
import { PlayerRoot } from '../../features/player/player-root';
import { useUserStore } from '../../stores/user-store';
import { LazyContextMenu } from '../context-menu/lazy-context-menu';
import { SiteFooter } from '../footer/site-footer';
import { SiteHeader } from '../header/site-header';
import { BackButton } from './back-button';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { LazyBackToTop } from './lazy-back-to-top';
import styles from './main-layout.module.css';
import { useRouteHandle } from './route-handle';
import { useDocumentTitle } from './use-document-title';
import { useNavigationProgress } from './use-navigation-progress';
import { useScrollRestoration } from './use-scroll-restoration';

const LoginDialog = onDemand(async () => (await loadLoginDialog()).LoginDialog).Component;

/**
 * True from the first time `showLogin` is set on: the dialog's code loads then (not with the first
 * page), and stays mounted afterwards so it can animate closed and open again at once.
 */
function useLoginDialogWanted(): boolean {
  const showLogin = useUserStore((state) => state.showLogin);
  const [wanted, setWanted] = useState(showLogin);
  if (showLogin && !wanted) setWanted(true);
  return wanted;
}

/** The one layout every route sits under (docs/spec.md §2): header, page, footer and the floating helpers. */
export function MainLayout() {
  const handle = useRouteHandle();
  useNavigationProgress();
  useScrollRestoration();
  usePageViewBeacon();
  useDocumentTitle(handle.title);
  const loginWanted = useLoginDialogWanted();

  return (
    <div className={styles.shell}>
      <SiteHeader solid={handle.solidHeader ?? false} />
      <main className={styles.main}>
        <KeepAliveOutlet />
      </main>
      {!handle.hideFooter && <SiteFooter />}
      <BackButton />
      <LazyBackToTop />
      <PlayerRoot />
      <LazyContextMenu />
      {loginWanted && (
        <QuietBoundary name="login dialog">
          <Suspense fallback={null}>
            <LoginDialog />
          </Suspense>
        </QuietBoundary>
      )}
    </div>
  );
}
