import { lazy, Suspense, useState } from 'react';
import { loadLoginDialog } from '../../features/auth/load-login-dialog';
import { QuietBoundary } from '../../components/quiet-boundary';
import { PlayerRoot } from '../../features/player/player-root';
import { useUserStore } from '../../stores/user-store';
import { ContextMenu } from '../context-menu/context-menu';
import { SiteHeader } from '../header/site-header';
import { BackButton } from './back-button';
import { KeepAliveOutlet } from './keep-alive-outlet';
import styles from './main-layout.module.css';
import { useRouteHandle } from './route-handle';
import { useDocumentTitle } from './use-document-title';
import { useNavigationProgress } from './use-navigation-progress';
import { useScrollRestoration } from './use-scroll-restoration';

const LoginDialog = lazy(async () => ({ default: (await loadLoginDialog()).LoginDialog }));

/*
 * Parts no visitor needs in the first moments: their code is split off, so the page the server
 * rendered hydrates without it; each takes over its markup once its code has arrived.
 */
const SiteFooter = lazy(async () => ({ default: (await import('../footer/site-footer')).SiteFooter }));
const BackToTop = lazy(async () => ({ default: (await import('./back-to-top')).BackToTop }));

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

/** The one layout every route sits under (SPEC §2): header, page, footer and the floating helpers. */
export function MainLayout() {
  const handle = useRouteHandle();
  useNavigationProgress();
  useScrollRestoration();
  useDocumentTitle(handle.title);
  const loginWanted = useLoginDialogWanted();

  return (
    <div className={styles.shell}>
      <SiteHeader solid={handle.solidHeader ?? false} />
      <main className={styles.main}>
        <KeepAliveOutlet />
      </main>
      {!handle.hideFooter && (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      )}
      <BackButton />
      <Suspense fallback={null}>
        <BackToTop />
      </Suspense>
      <PlayerRoot />
      <ContextMenu />
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
