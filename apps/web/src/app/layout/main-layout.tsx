import { ContextMenu } from '../context-menu/context-menu';
import { SiteFooter } from '../footer/site-footer';
import { SiteHeader } from '../header/site-header';
import { BackButton } from './back-button';
import { BackToTop } from './back-to-top';
import { KeepAliveOutlet } from './keep-alive-outlet';
import styles from './main-layout.module.css';
import { useRouteHandle } from './route-handle';
import { useDocumentTitle } from './use-document-title';
import { useNavigationProgress } from './use-navigation-progress';
import { useScrollRestoration } from './use-scroll-restoration';

/** The one layout every route sits under (SPEC §2): header, page, footer and the floating helpers. */
export function MainLayout() {
  const handle = useRouteHandle();
  useNavigationProgress();
  useScrollRestoration();
  useDocumentTitle(handle.title);

  return (
    <div className={styles.shell}>
      <SiteHeader solid={handle.solidHeader ?? false} />
      <main className={styles.main}>
        <KeepAliveOutlet />
      </main>
      {!handle.hideFooter && <SiteFooter />}
      <BackButton />
      <BackToTop />
      <ContextMenu />
    </div>
  );
}
